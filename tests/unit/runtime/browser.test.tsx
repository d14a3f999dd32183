// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnauthorized, toFormData } from '../../../src/runtime/core/api';
import { changeLanguage, i18n, initI18n, loadLocalePart, markBody, storedLanguage } from '../../../src/runtime/core/i18n';
import { screenModules } from '../../../src/generated/routes';
import { readyScreen } from '../../../src/runtime/core/screenModules';
import { getStoredUser, storeSession } from '../../../src/runtime/core/session';
import { readCookie, removeCookie, writeCookie } from '../../../src/runtime/core/cookies';
import { DigitsWidget } from '../../../src/runtime/form/widgets/DigitsWidget';

beforeAll(async () => {
  localStorage.clear();
  await initI18n();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const part of document.cookie.split('; ').filter(Boolean)) removeCookie(part.split('=')[0]);
});

describe('language', () => {
  it('starts in Georgian when nothing is stored and marks the body', () => {
    expect(i18n.language).toBe('ka');
    expect(document.body.classList.contains('lang-ka')).toBe(true);
    expect(document.body.getAttribute('lang')).toBe('ka');
    expect(i18n.t('app.login.submit')).toBe('შესვლა');
  });

  it('persists the switch in localStorage and applies it to the body', async () => {
    await changeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(document.body.classList.contains('lang-en')).toBe(true);
    expect(document.body.classList.contains('lang-ka')).toBe(false);
    expect(i18n.t('app.errors.generic')).toBe('An error occurred');
    await changeLanguage('ka');
    expect(storedLanguage()).toBe('ka');
    expect(i18n.t('app.errors.generic')).toBe('დაფიქსირდა შეცდომა');
  });

  it('loads a screen\'s own words with the screen, and again in the language switched to', async () => {
    await loadLocalePart('admin');
    expect(i18n.exists('fields.personal_id')).toBe(false);
    // the page hears of the definition before its words, to send its list's request beside them
    let arrived: { name: string; words: boolean } | undefined;
    const students = await readyScreen(await screenModules.students(), (screen) => { arrived = { name: screen.name, words: i18n.exists('fields.personal_id') }; });
    expect(arrived).toEqual({ name: 'students', words: false });
    expect(i18n.t(students.columns.find((column) => column.key === 'personal_id')!.label)).toBe('პირადი ნომერი');
    expect(i18n.t('options.status.active')).not.toBe('options.status.active');
    // another screen's words stay unloaded
    expect(i18n.exists('fields.vacancy_order')).toBe(false);
    await changeLanguage('en');
    expect(i18n.t('fields.personal_id')).toBe('Personal number');
    await changeLanguage('ka');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('lang', 'fr');
    expect(storedLanguage()).toBe('ka');
    markBody('en');
    expect(document.documentElement.lang).toBe('en');
    markBody('ka');
  });
});

describe('API client', () => {
  function stubFetch(status: number, payload: unknown) {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends the bearer token, the XSRF cookie, the language and a JSON body', async () => {
    writeCookie('token', 'secret', { secure: false });
    writeCookie('XSRF-TOKEN', 'xsrf-value', { secure: false });
    const fetchMock = stubFetch(200, { ok: true });
    await expect(api('POST', '/students', { name: 'Nino' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/students');
    expect(headers.Authorization).toBe('Bearer secret');
    expect(headers['X-XSRF-TOKEN']).toBe('xsrf-value');
    expect(headers['Accept-Language']).toBe('ka');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"name":"Nino"}');
  });

  it('fetches the XSRF cookie before a first write, and sends multipart when the body carries a file', async () => {
    const fetchMock = stubFetch(200, {});
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await api('PUT', '/students/1', { name: 'Nino', photo, tags: [1, 2], notes: null });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/csrf-cookie');
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/students/1');
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(form.getAll('tags[]')).toEqual(['1', '2']);
    expect(form.get('notes')).toBe('');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(toFormData({ flag: true }).get('flag')).toBe('true');
  });

  it('sends a record\'s parts and an emptied list as one JSON text beside a file', () => {
    const form = toFormData({ cv: new File(['%PDF-'], 'cv.pdf'), experience: [{ employer: 'TBC', role: 'Intern' }], links: [], tags: [3] });
    expect(JSON.parse(String(form.get('experience')))).toEqual([{ employer: 'TBC', role: 'Intern' }]);
    expect(form.get('links')).toBe('[]');
    expect(form.getAll('tags[]')).toEqual(['3']);
  });

  it('turns a 422 into an ApiError with field errors', async () => {
    stubFetch(422, { message: 'Invalid data', errors: { email: ['taken'] } });
    const error = await api('POST', '/students', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid data', errors: { email: ['taken'] } });
  });

  it('clears the session and goes to sign-in on a 401', async () => {
    storeSession('old', { first_name: 'A', last_name: 'B', email: 'a@b.ge', permissions: [], user_type_id: 1 });
    expect(getStoredUser()?.first_name).toBe('A');
    const toLogin = vi.fn();
    onUnauthorized(toLogin);
    stubFetch(401, { message: 'Unauthenticated.' });
    await expect(api('GET', '/students')).rejects.toMatchObject({ status: 401 });
    expect(toLogin).toHaveBeenCalledOnce();
    expect(readCookie('token')).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('digits widget', () => {
  function renderDigits(value = '') {
    const onChange = vi.fn();
    const props = {
      id: 'root_personal_id', name: 'personal_id', value, onChange, onBlur: vi.fn(), onFocus: vi.fn(),
      options: {}, schema: { type: 'string' }, label: '', registry: {} as WidgetProps['registry'],
    } as unknown as WidgetProps;
    const { container } = render(<DigitsWidget {...props} />);
    return { input: container.querySelector('input') as HTMLInputElement, onChange };
  }

  it('refuses letters and lets digits, Backspace, Tab, arrows and Delete through', () => {
    const { input } = renderDigits();
    for (const key of ['a', '-', '.', ' ']) expect(fireEvent.keyDown(input, { key })).toBe(false);
    for (const key of ['5', 'Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete']) expect(fireEvent.keyDown(input, { key })).toBe(true);
  });

  it('strips non-digits from pasted text and typed changes', () => {
    const { input, onChange } = renderDigits('12');
    input.setSelectionRange(2, 2);
    act(() => { fireEvent.paste(input, { clipboardData: { getData: () => '3a-4 5' } }); });
    expect(onChange).toHaveBeenLastCalledWith('12345');
    fireEvent.change(input, { target: { value: '9x8' } });
    expect(onChange).toHaveBeenLastCalledWith('98');
  });

  it('gives a number back when the schema asks for an integer', () => {
    const onChange = vi.fn();
    const props = { id: 'root_n', name: 'n', value: undefined, onChange, onBlur: vi.fn(), onFocus: vi.fn(), options: {}, schema: { type: 'integer' }, label: '' } as unknown as WidgetProps;
    const { container } = render(<DigitsWidget {...props} />);
    fireEvent.change(container.querySelector('input') as HTMLInputElement, { target: { value: '042' } });
    expect(onChange).toHaveBeenLastCalledWith(42);
  });
});
