// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n } from '../../../src/runtime/core/i18n';
import { AreaContext } from '../../../src/runtime/core/layoutState';
import { Link } from '../../../src/runtime/ui/Link';
import { Sidebar } from '../../../src/runtime/layout/Sidebar';

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

const at = (path: string, page: ReactNode) => render(
  <MemoryRouter initialEntries={[path]}>
    <Routes><Route path="*" element={<>{page}<Where /></>} /></Routes>
  </MemoryRouter>,
);

describe('a link within the app', () => {
  it('names its page as an address and moves there on a plain click, calling its own handler first', () => {
    const clicked = vi.fn();
    at('/admin/students', <Link to="/admin/lecturers?page=2" onClick={clicked}>lecturers</Link>);
    const link = screen.getByRole('link', { name: 'lecturers' });
    expect(link.getAttribute('href')).toBe('/admin/lecturers?page=2');
    fireEvent.click(link);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/admin/lecturers?page=2');
  });

  it('leaves a click with a modifier key, and one its handler prevented, to the browser', () => {
    at('/admin/students', <Link to="/admin/lecturers" onClick={(event) => { if (event.shiftKey) event.preventDefault(); }}>lecturers</Link>);
    const link = screen.getByRole('link', { name: 'lecturers' });
    // what the browser then does (a new tab) is not this page's: the test's document does not go
    const left = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', left);
    try {
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { shiftKey: true });
    } finally {
      document.removeEventListener('click', left);
    }
    expect(left).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('/admin/students');
  });

  it('resolves a search of its own against the page it is on', () => {
    at('/admin/students?page=3', <Link to={{ search: '?program_id=4' }}>programme</Link>);
    expect(screen.getByRole('link', { name: 'programme' }).getAttribute('href')).toBe('/admin/students?program_id=4');
  });
});

describe('the sidebar', () => {
  it('marks the entry of the page open, and of the pages under it, as the current page', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    at('/admin/students/12', (
      <AreaContext.Provider value="admin">
        <Sidebar
          entries={[
            { id: 'students', label: 'sidebar.students', screen: 'students', permission: 'students.index' },
            { id: 'lecturers', label: 'sidebar.lecturers', screen: 'lecturers', permission: 'lecturers.index' },
          ]}
          shrunk={false} drawerOpen={false} unreadMessages={0} onCloseDrawer={() => undefined} onAction={() => undefined}
        />
      </AreaContext.Provider>
    ));
    const [students, lecturers] = screen.getAllByRole('link');
    expect(students.getAttribute('aria-current')).toBe('page');
    expect(students.classList.contains('is-active')).toBe(true);
    expect(lecturers.getAttribute('aria-current')).toBeNull();
    expect(lecturers.classList.contains('is-active')).toBe(false);
    fireEvent.click(lecturers);
    expect(lecturers.getAttribute('aria-current')).toBe('page');
    expect(students.getAttribute('aria-current')).toBeNull();
  });
});
