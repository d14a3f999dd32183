// Find anyone's screens: the sidebar the user sees, found by the titles in the language shown; and its shortcut.
import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../../contract/dsl';
import { screensByTitle } from '../../../src/runtime/find/screensByTitle';
import { isFindShortcut } from '../../../src/runtime/find/FindButton';

const sidebar: SidebarEntry[] = [
  { id: 'students', label: 'sidebar.students', screen: 'students' },
  { id: 'applicants', label: 'sidebar.applicants', children: [
    { id: 'bachelor', label: 'sidebar.bachelor', screen: 'bachelor' },
    { id: 'master', label: 'sidebar.master', screen: 'master' },
  ] },
  { id: 'report', label: 'sidebar.report', action: 'report365' },
  { id: 'student-groups', label: 'sidebar.groups', screen: 'student-groups' },
];
const words: Record<string, string> = {
  'sidebar.students': 'Students', 'sidebar.applicants': 'Applicants', 'sidebar.bachelor': "Bachelor's applicants",
  'sidebar.master': "Master's applicants", 'sidebar.report': 'Report 365', 'sidebar.groups': 'Groups of students',
};
const translate = (key: string) => words[key] ?? key;

describe('screens found by their title', () => {
  it('finds the pages whose title holds every word, a title starting with the text first, with their group', () => {
    expect(screensByTitle(sidebar, translate, 'stud', '/admin')).toEqual([
      { id: 'students', title: 'Students', path: '/admin/students' },
      { id: 'student-groups', title: 'Groups of students', path: '/admin/student-groups' },
    ]);
    expect(screensByTitle(sidebar, translate, 'APPLICANTS master', '/admin')).toEqual([
      { id: 'master', title: "Master's applicants", group: 'Applicants', path: '/admin/master' },
    ]);
  });

  it('finds nothing for an empty text, and no entry that opens no page', () => {
    expect(screensByTitle(sidebar, translate, '   ', '/admin')).toEqual([]);
    expect(screensByTitle(sidebar, translate, 'report', '/admin')).toEqual([]);
  });

  it('compares Georgian titles as typed, and keeps to the limit', () => {
    const georgian = (key: string) => ({ 'sidebar.students': 'სტუდენტები', 'sidebar.groups': 'სტუდენტების ჯგუფები' } as Record<string, string>)[key] ?? key;
    expect(screensByTitle(sidebar, georgian, 'სტუდ', '/admin').map((page) => page.id)).toEqual(['students', 'student-groups']);
    expect(screensByTitle(sidebar, georgian, 'სტუდ', '/admin', 1).map((page) => page.id)).toEqual(['students']);
  });
});

describe('the shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+K or ⌘K, and not K with another modifier or alone', () => {
    expect(isFindShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isFindShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isFindShortcut(key({}))).toBe(false);
    expect(isFindShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isFindShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
