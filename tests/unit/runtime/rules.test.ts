import { describe, expect, it } from 'vitest';
import { adaptRow, listAdapters } from '../../../src/runtime/core/adapters';
import { greetingFor } from '../../../src/runtime/core/greeting';
import { periodParts } from '../../../contract/periods';
import { plainNumber, twoDecimals } from '../../../contract/numbers';
import { formatDate } from '../../../src/runtime/format/values';
import { pageWindow } from '../../../src/runtime/ui/Pagination';
import { activeBadges, currentTab, listQuery, tabKeys, withFilter, withoutFilter, withoutFilters, withPage, withSort, withSortOrder, withTab } from '../../../src/runtime/list/query';
import { redirectFor } from '../../../src/runtime/core/redirects';
import { afterSignIn, identityProviderRefusal, isIdentityProviderReturn, landingAfterIdentityProvider, opensSignInAlone } from '../../../src/runtime/core/signInPaths';
import type { ListTab, SidebarEntry } from '../../../contract/dsl';
import type { BrowserFilter, ScreenDefinition } from '../../../src/runtime/core/screen';
import { filterSidebarByPermissions } from '../../../src/runtime/core/sidebarPermissions';
import { digitsOnly, isAllowedDigitKey } from '../../../src/runtime/form/digits';
import { serverErrorSchema, translateErrors } from '../../../src/runtime/form/errors';
import type { FieldKind } from '../../../contract/dsl';
import type { TFunction } from 'i18next';
import { listPath, pagedRows } from '../../../src/runtime/core/useScreenList';
import { narrowOptions, optionLabel } from '../../../src/runtime/core/lookups';
import { groupOptionsBySidebar, MAIN_GROUP_LABEL, OTHER_GROUP_LABEL } from '../../../src/runtime/form/optionGroups';
import { sidebar } from '../../../src/generated/sidebar';
import ka from '../../../locales/ka.json';
import en from '../../../locales/en.json';

describe('redirect rules (SPEC section 2)', () => {
  const go = (path: string, token?: string, userTypeId?: number, screenNames?: string[]) =>
    redirectFor({ path, search: '', token, userTypeId, screenNames });

  it('sends visitors without a session on a register path to /register', () => {
    expect(go('/admin/register-form')).toBe('/register');
    expect(go('/register')).toBeNull();
  });

  it('sends visitors without a session on a bachelor path to /bachelor', () => {
    expect(go('/apply/bachelor')).toBe('/bachelor');
    expect(go('/bachelor')).toBeNull();
  });

  it('sends visitors without a session away from protected areas to /login, naming the page to come back to', () => {
    expect(go('/admin')).toBe('/login?next=%2Fadmin');
    expect(go('/admin/students')).toBe('/login?next=%2Fadmin%2Fstudents');
    expect(redirectFor({ path: '/admin/students', search: '?program_id=3&page=2', token: undefined, userTypeId: undefined })).toBe('/login?next=%2Fadmin%2Fstudents%3Fprogram_id%3D3%26page%3D2');
    expect(go('/student')).toBe('/login?next=%2Fstudent');
    expect(go('/lecturer')).toBe('/login?next=%2Flecturer');
    expect(go('/')).toBe('/login');
    expect(go('/login')).toBeNull();
    expect(go('/user')).toBeNull();
  });

  it('goes back after signing in to the page asked for, inside the user\'s area and on this site only', () => {
    const back = '?next=%2Fadmin%2Fstudents%3Fprogram_id%3D3';
    expect(afterSignIn(back, 1)).toBe('/admin/students?program_id=3');
    // a student who followed an administrator's link lands in their own area
    expect(afterSignIn(back, 3)).toBe('/student');
    expect(afterSignIn('', 2)).toBe('/lecturer');
    expect(afterSignIn('?next=%2Fadministrator', 1)).toBe('/admin');
    for (const elsewhere of ['https://evil.example/admin', '//evil.example/admin', '/\\evil.example/admin', 'admin/students']) {
      expect(afterSignIn(`?next=${encodeURIComponent(elsewhere)}`, 1)).toBe('/admin');
    }
    expect(afterSignIn(back, undefined)).toBe('/');
  });

  it('routes a signed-in user to the area of their type unless already inside it', () => {
    expect(go('/login', 't', 3)).toBe('/student');
    expect(go('/login', 't', 2)).toBe('/lecturer');
    expect(go('/login', 't', 1)).toBe('/admin');
    expect(go('/admin/students', 't', 1)).toBeNull();
    expect(go('/student', 't', 3)).toBeNull();
    expect(go('/admin/students', 't', 3)).toBe('/student');
    expect(go('/administrator', 't', 1)).toBe('/admin');
  });

  it('applies the user-type rule on a reset-password path even without a token', () => {
    expect(go('/reset-password', undefined, 2)).toBe('/lecturer');
    expect(go('/reset-password')).toBeNull();
  });

  it('sends an unknown PageWithForm to /admin/404', () => {
    const names = ['students', 'lecturers'];
    expect(go('/admin/nonsense', 't', 1, names)).toBe('/admin/404');
    expect(go('/admin/students', 't', 1, names)).toBeNull();
    expect(go('/admin/user', 't', 1, names)).toBeNull();
    expect(go('/admin/404', 't', 1, names)).toBeNull();
  });

  it('recognises the identity provider return and lands by user type', () => {
    expect(isIdentityProviderReturn('?code=abc&state=1')).toBe(true);
    expect(isIdentityProviderReturn('?page=2')).toBe(false);
    expect(identityProviderRefusal('?error=access_denied&state=1')).toBe('access_denied');
    expect(identityProviderRefusal('?error=access_denied')).toBeNull();
    expect(identityProviderRefusal('?code=abc&state=1&error=x')).toBeNull();
    expect(landingAfterIdentityProvider(3)).toBe('/student');
    expect(landingAfterIdentityProvider(2)).toBe('/lecturer');
    expect(landingAfterIdentityProvider(1)).toBe('/');
    // back to the page the sign-in was opened for (its ?next=, kept over the round trip), when it is in the user's area
    expect(landingAfterIdentityProvider(1, '/admin/students?sort=surname')).toBe('/admin/students?sort=surname');
    expect(landingAfterIdentityProvider(3, '/student/student-grades')).toBe('/student/student-grades');
    expect(landingAfterIdentityProvider(3, '/admin/students')).toBe('/student');
    expect(landingAfterIdentityProvider(2, '//evil.example/lecturer')).toBe('/lecturer');
    expect(landingAfterIdentityProvider(1, null)).toBe('/');
  });

  it('opens the sign-in form without the router only for a visitor with no session on /login', () => {
    expect(opensSignInAlone('/login', '', undefined)).toBe(true);
    expect(opensSignInAlone('/login', '', 't')).toBe(false);
    expect(opensSignInAlone('/login', '?code=abc', undefined)).toBe(false);
    expect(opensSignInAlone('/login', '?error=access_denied&state=1', undefined)).toBe(false);
    expect(opensSignInAlone('/admin', '', undefined)).toBe(false);
  });
});

describe('greeting by hour (SPEC section 4)', () => {
  const at = (hours: number, minutes: number) => greetingFor(new Date(2025, 0, 15, hours, minutes));
  it.each([
    [0, 0, 'night'], [3, 30, 'night'], [6, 0, 'night'], [6, 1, 'morning'], [11, 59, 'morning'],
    [12, 0, 'morning'], [12, 1, 'afternoon'], [18, 0, 'afternoon'], [18, 1, 'evening'],
    [23, 0, 'evening'], [23, 1, 'night'], [23, 59, 'night'],
  ])('%i:%i is %s', (hours, minutes, greeting) => {
    expect(at(hours, minutes)).toBe(greeting);
  });
});

describe('sidebar permission filter (SPEC section 6)', () => {
  const tree: SidebarEntry[] = [
    { id: 'students', label: 'sidebar.students', screen: 'students', permission: 'students.index' },
    { id: 'calendar', label: 'sidebar.calendar', screen: 'calendar' },
    {
      id: 'roles-group', label: 'sidebar.access', children: [
        { id: 'roles', label: 'sidebar.roles', screen: 'roles', permission: 'roles.index' },
        { id: 'permissions', label: 'sidebar.permissions', screen: 'permissions', permission: 'permissions.index' },
      ],
    },
    {
      id: 'finances', label: 'sidebar.finances', permission: 'finances.index', children: [
        { id: 'finance-list', label: 'sidebar.finances', screen: 'finances' },
        { id: 'deep', label: 'sidebar.deep', children: [{ id: 'leaf', label: 'sidebar.leaf', permission: 'leaf.index' }] },
      ],
    },
  ];
  const ids = (entries: SidebarEntry[]): unknown[] => entries.map((entry) => (entry.children ? [entry.id, ids([...entry.children])] : entry.id));

  it('hides entries the user lacks permission for', () => {
    expect(ids(filterSidebarByPermissions(tree, ['roles.index']))).toEqual(['calendar', ['roles-group', ['roles']]]);
  });

  it('hides a group when none of its children shows', () => {
    expect(ids(filterSidebarByPermissions(tree, []))).toEqual(['calendar']);
  });

  it('hides a group without its own permission even when children would show', () => {
    expect(ids(filterSidebarByPermissions(tree, ['leaf.index']))).toEqual(['calendar']);
  });

  it('filters recursively through nested groups', () => {
    expect(ids(filterSidebarByPermissions(tree, ['finances.index', 'students.index']))).toEqual(['students', 'calendar', ['finances', ['finance-list']]]);
    expect(ids(filterSidebarByPermissions(tree, ['finances.index', 'leaf.index']))).toEqual(['calendar', ['finances', ['finance-list', ['deep', ['leaf']]]]]);
  });

  it('shows an entry with anyPermission to a holder of any one of them, and to nobody else', () => {
    const hr: SidebarEntry[] = [{
      id: 'hr', label: 'sidebar.hr', children: [
        { id: 'academic', label: 'sidebar.academic', screen: 'academic', permission: 'hr-academic-lecturers.index' },
        { id: 'hr-statistics', label: 'sidebar.hr-statistics', path: '/admin/hr-statistics', anyPermission: ['hr-academic-lecturers.index', 'hr-administrations.index'] },
      ],
    }];
    expect(ids(filterSidebarByPermissions(hr, ['hr-administrations.index']))).toEqual([['hr', ['hr-statistics']]]);
    expect(ids(filterSidebarByPermissions(hr, ['hr-academic-lecturers.index']))).toEqual([['hr', ['academic', 'hr-statistics']]]);
    expect(ids(filterSidebarByPermissions(hr, ['news.index']))).toEqual([]);
  });
});

describe('the sidebar\'s words', () => {
  const catalogues = { ka, en } as const;
  const wordOf = (catalogue: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  const withParents = (entries: readonly SidebarEntry[], parent?: string): { entry: SidebarEntry; parent?: string }[] =>
    entries.flatMap((entry) => [{ entry, parent }, ...withParents(entry.children ?? [], entry.id)]);

  it.each(['ka', 'en'] as const)('names no two entries of the admin sidebar alike in %s, but a group and the screen it is named for', (language) => {
    const byWord = new Map<string, { entry: SidebarEntry; parent?: string }[]>();
    for (const item of withParents(sidebar)) {
      const word = wordOf(catalogues[language], item.entry.label);
      expect(typeof word, item.entry.label).toBe('string');
      byWord.set(word as string, [...(byWord.get(word as string) ?? []), item]);
    }
    const alike = [...byWord].filter(([, items]) => items.length > 1 && !(items.length === 2 && items[1].parent === items[0].entry.id));
    expect(alike.map(([word, items]) => `${word}: ${items.map((item) => item.entry.id).join(', ')}`)).toEqual([]);
  });
});

describe('list adapters', () => {
  const page = (data: unknown[]) => ({ current_page: 2, last_page: 3, total: 25, per_page: 10, data });

  it('applicantRows merges register_form_info into each row, the row winning', () => {
    const result = listAdapters.applicantRows({ registers: page([{ id: 1, email: 'a@x.ge', register_form_info: { phone: '555', email: 'old@x.ge' } }]) });
    expect(result.data).toEqual([{ id: 1, email: 'a@x.ge', phone: '555' }]);
    expect(result.current_page).toBe(2);
  });

  it('hrRows flattens nested info objects, the row own keys winning', () => {
    const result = listAdapters.hrRows({ lecturers: page([{ id: 7, name: 'Own', info: { name: 'Nested', rank: 'prof', deeper: { room: 12 } }, tags: ['a'] }]) });
    expect(result.data).toEqual([{ id: 7, name: 'Own', rank: 'prof', room: 12, tags: ['a'] }]);
    expect(result.total).toBe(25);
  });

  it('adaptRow shapes one row read on its own as the screen\'s list shapes its rows', () => {
    const row = { id: 3, last_name: 'Beridze', hr_info: { completion_of_contract: '2027-08-31', last_name: 'Nested' } };
    expect(adaptRow('hrRows', row)).toEqual({ id: 3, last_name: 'Beridze', completion_of_contract: '2027-08-31' });
    expect(adaptRow(undefined, row)).toBe(row);
    expect(adaptRow('calendarRows', row)).toBe(row);
  });

  it('calendarRows merges events and lectures, marks their kind and orders them by start, as one page', () => {
    const response = {
      events: [{ id: 1, title: 'Council', start_at: '2025-03-02 10:00' }],
      lectures: [{ id: 2, title: 'Algebra', start_at: '2025-03-01 09:00' }, { id: 3, title: 'Biology', start_at: '2025-03-03 09:00' }],
    };
    const result = listAdapters.calendarRows(response);
    expect(result.data.map((row) => [row.kind, row.id])).toEqual([['lecture', 2], ['event', 1], ['lecture', 3]]);
    expect(result).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(listAdapters.calendarRows(response, { sort: '-start_at' }).data.map((row) => row.id)).toEqual([3, 1, 2]);
    expect(listAdapters.calendarRows(response, { sort: 'title' }).data.map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('pagedRows uses the adapter, else the response key, else the response', async () => {
    const base = { name: 's', endpoint: '/s', filters: [], columns: [] } as unknown as ScreenDefinition;
    expect((await pagedRows({ ...base, responseKey: 'students' }, { students: page([{ id: 1 }]) })).data).toEqual([{ id: 1 }]);
    expect((await pagedRows(base, page([{ id: 2 }]))).data).toEqual([{ id: 2 }]);
    expect((await pagedRows({ ...base, adapter: 'calendarRows' }, { events: [], lectures: [] })).total).toBe(0);
    const calendar = { events: [{ id: 1, title: 'B', start_at: '2025-01-01' }], lectures: [{ id: 2, title: 'A', start_at: '2025-02-01' }] };
    expect((await pagedRows<{ id: number }>({ ...base, adapter: 'calendarRows' }, calendar, 'sort=title')).data.map((row) => row.id)).toEqual([2, 1]);
    expect(listPath(base, '?page=2')).toBe('/s?page=2');
    expect(listPath(base, '')).toBe('/s');
  });
});

describe('list query state', () => {
  const filters: BrowserFilter[] = [
    { key: 'search', label: 'filters.search', kind: 'search' },
    { key: 'school_id', label: 'fields.school', kind: 'select', lookup: 'school' },
    { key: 'program_id', label: 'fields.program', kind: 'select', lookup: 'programs', dependsOn: 'school_id' },
    { key: 'group_id', label: 'fields.group', kind: 'select', lookup: 'groups', dependsOn: 'program_id' },
    { key: 'age', label: 'filters.age', kind: 'range', min: 18, max: 60 },
    { key: 'mobility', label: 'fields.mobility', kind: 'boolean' },
  ];
  const [search, school, program, , age, mobility] = filters;

  it('shows one badge per active filter, ranges as one badge', () => {
    const params = new URLSearchParams('school_id=2&age_from=20&age_to=30&page=3&mobility=0');
    expect(activeBadges(filters, params)).toEqual([
      { filter: school, value: '2' },
      { filter: age, value: { from: '20', to: '30' } },
      { filter: mobility, value: '0' },
    ]);
  });

  it('setting a filter writes it to the URL and resets the page', () => {
    const next = withFilter(new URLSearchParams('page=4&sort=name'), filters, search, 'gela');
    expect(next.toString()).toBe('sort=name&search=gela');
    expect(withFilter(new URLSearchParams('page=2'), filters, age, { from: '18', to: '' }).toString()).toBe('age_from=18');
  });

  it('changing a filter clears the filters that depend on it', () => {
    const params = new URLSearchParams('school_id=1&program_id=5&group_id=9&search=a');
    expect(withFilter(params, filters, school, '2').toString()).toBe('search=a&school_id=2');
  });

  it('removing a badge removes only that filter (and its dependents) and resets the page', () => {
    const params = new URLSearchParams('school_id=1&age_from=20&age_to=40&page=2');
    expect(withoutFilter(params, filters, age).toString()).toBe('school_id=1');
    expect(withoutFilter(new URLSearchParams('program_id=5&group_id=9&search=a'), filters, program).toString()).toBe('search=a');
    expect(withoutFilters(new URLSearchParams('school_id=1&sort=-name&search=x&page=3'), filters).toString()).toBe('sort=-name');
  });

  it('toggles the sort between ascending and descending and resets the page', () => {
    expect(withSort(new URLSearchParams('page=3'), 'surname').toString()).toBe('sort=surname');
    expect(withSort(new URLSearchParams('sort=surname'), 'surname').toString()).toBe('sort=-surname');
    expect(withSort(new URLSearchParams('sort=-surname'), 'surname').toString()).toBe('sort=surname');
    expect(withSort(new URLSearchParams(''), 'surname', 'surname').toString()).toBe('sort=-surname');
  });

  it('takes a sort chosen whole (a phone\'s sort select) as it is, from the first page, filters kept', () => {
    expect(withSortOrder(new URLSearchParams('page=3&status_id=1&sort=surname'), '-gpa').toString()).toBe('status_id=1&sort=-gpa');
    expect(withSortOrder(new URLSearchParams('sort=-surname'), '-surname').toString()).toBe('sort=-surname');
  });

  it('keeps page 1 out of the URL', () => {
    expect(withPage(new URLSearchParams('a=1&page=3'), 1).toString()).toBe('a=1');
    expect(withPage(new URLSearchParams('a=1'), 4).toString()).toBe('a=1&page=4');
  });

  it('sends the whole page query for forwardQuery screens and only list keys otherwise', () => {
    const params = new URLSearchParams('school_id=1&tab=x&page=2&rowId=7');
    expect(listQuery({ forwardQuery: true, filters, defaultSort: 'name' }, params)).toBe('school_id=1&tab=x&page=2&sort=name');
    expect(listQuery({ forwardQuery: false, filters }, params)).toBe('school_id=1&page=2');
  });
});

describe('cell formats (SPEC section 9)', () => {
  it('counts a year as 365 days and a month as 30', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    expect(periodParts(daysAgo(365 + 30 + 5), now)).toEqual([{ unit: 'year', count: 1 }, { unit: 'month', count: 1 }, { unit: 'day', count: 5 }]);
    expect(periodParts(daysAgo(364), now)).toEqual([{ unit: 'month', count: 12 }, { unit: 'day', count: 4 }]);
    expect(periodParts(daysAgo(0), now)).toEqual([{ unit: 'day', count: 0 }]);
    expect(periodParts('not a date', now)).toBeUndefined();
  });

  it('shows money and decimals with two decimals and dates day-month-year', () => {
    expect(twoDecimals(1234.5, 'en')).toBe('1,234.50');
    expect(twoDecimals('3', 'en')).toBe('3.00');
    expect(twoDecimals(null, 'en')).toBe('');
    expect(formatDate('2025-03-07')).toBe('07-03-2025');
  });

  it('writes two decimals as Intl.NumberFormat does in either language, without making one', () => {
    const intl = (language: string) => new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ka-GE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(twoDecimals(12345.5, 'ka')).toBe('12\u00a0345,50');
    expect(twoDecimals(1234.5, 'ka')).toBe('1234,50');
    expect(twoDecimals(1.005, 'ka')).toBe('1,01');
    // edges of rounding and grouping, then numbers of every size (a fixed seed, the same each run)
    const values = [0, -0, -0.001, 0.005, -0.005, 1.005, 2.675, 999.995, 9999.995, 99999.994, 1e12 + 0.125, 1e13, 1e21, 1e-9, Infinity];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i += 1) values.push(Math.round((next() - 0.3) * 10 ** Math.floor(next() * 12) * 1000) / 1000);
    for (const language of ['ka', 'en']) {
      const format = intl(language);
      for (const value of values) expect(twoDecimals(value, language), `${value} in ${language}`).toBe(format.format(value));
    }
  });

  it("writes a dashboard's numbers with their own decimals as Intl's default does, in the lists' digits", () => {
    expect(plainNumber(12345, 'ka')).toBe('12\u00a0345');
    expect(plainNumber(87.5, 'ka')).toBe('87,5');
    expect(plainNumber(87.5, 'en')).toBe('87.5');
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = [0, -0, 1234, 12345, -98765.4, 0.001, 0.0004, 2.0005, 1e13, 1e21, 1e-9];
    for (let i = 0; i < 2000; i += 1) values.push(Math.round((next() - 0.2) * 10 ** Math.floor(next() * 10) * 10 ** Math.floor(next() * 5)) / 10 ** Math.floor(next() * 5));
    for (const language of ['ka', 'en']) {
      const format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ka-GE');
      for (const value of values) expect(plainNumber(value, language), `${value} in ${language}`).toBe(format.format(value));
    }
  });

  it('pages around the current one with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});

describe('lookups', () => {
  const programs = [
    { id: 1, name_ka: 'სამართალი', name_en: 'Law', parent_id: 1 },
    { id: 2, name_ka: 'ფინანსები', name_en: 'Finance', parent_id: 2 },
    { id: 3, name_ka: 'ეკონომიკა', name_en: '', parent_id: 2 },
  ];

  it('narrows options to the chosen parent, and shows all while none is chosen', () => {
    expect(narrowOptions(programs, 2).map((option) => option.id)).toEqual([2, 3]);
    expect(narrowOptions(programs, '1').map((option) => option.id)).toEqual([1]);
    expect(narrowOptions(programs, '')).toHaveLength(3);
  });

  it('labels table rows in the user language and fixed options through their i18n key', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    expect(optionLabel(programs[1], t, 'en')).toBe('Finance');
    expect(optionLabel(programs[1], t, 'ka')).toBe('ფინანსები');
    expect(optionLabel(programs[2], t, 'en')).toBe('ეკონომიკა');
    expect(optionLabel({ id: 0, label: 'options.sex.female' }, t, 'ka')).toBe('t:options.sex.female');
  });
});

describe('form helpers', () => {
  it('lets digits and editing keys through and refuses the rest', () => {
    for (const key of ['0', '9', 'Backspace', 'Tab', 'ArrowLeft', 'ArrowRight', 'Delete']) expect(isAllowedDigitKey({ key })).toBe(true);
    for (const key of ['a', '-', ' ', 'e', '.']) expect(isAllowedDigitKey({ key })).toBe(false);
    expect(isAllowedDigitKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(digitsOnly('12-ab 34')).toBe('1234');
  });

  it('translates client errors through the catalogue keys the server uses, by the rule and the field\'s kind', () => {
    const t = ((key: string, options?: { count?: unknown }) => (options?.count === undefined ? key : `${key}:${String(options.count)}`)) as unknown as TFunction;
    const kinds = new Map<string, FieldKind>([['name', 'text'], ['phone', 'phone'], ['personal_id', 'digits'], ['email', 'email'], ['birthday', 'date'], ['code', 'text']]);
    const errors = translateErrors([
      { name: 'required', property: 'name', params: { missingProperty: 'name' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'pattern', property: '.phone', params: { pattern: 'anything' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'pattern', property: '.personal_id', params: { pattern: 'anything' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'format', property: '.email', params: { format: 'email' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'maxLength', property: '.name', params: { limit: 255 }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'pattern', property: '.birthday', params: { pattern: 'anything' }, message: 'x', stack: 'x', schemaPath: '' },
      { name: 'pattern', property: '.code', params: { pattern: 'anything' }, message: 'x', stack: 'x', schemaPath: '' },
    ], t, kinds);
    expect(errors.map((error) => error.message)).toEqual([
      'validation.required', 'validation.phone', 'validation.digits', 'validation.email', 'validation.maxLength:255', 'validation.date', 'validation.pattern',
    ]);
  });

  it('drops the if error of a field shown for one choice, keeping the required error that names the field', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const errors = translateErrors([
      { name: 'required', property: '.school_id', params: { missingProperty: 'school_id' }, message: 'x', stack: 'x', schemaPath: '#/allOf/1/then/required' },
      { name: 'if', property: '', params: { failingKeyword: 'then' }, message: 'x', stack: 'x', schemaPath: '#/allOf/1/if' },
    ], t, new Map());
    expect(errors.map((error) => `${error.property} ${error.message}`)).toEqual(['.school_id validation.required']);
  });

  it('turns a 422 answer into errors under their fields', () => {
    expect(serverErrorSchema({ email: ['taken'], 'photo.0': ['too big'], photo: ['bad'] })).toEqual({
      email: { __errors: ['taken'] },
      photo: { __errors: ['too big', 'bad'] },
    });
  });
});

describe('permissions grouped as the sidebar groups them (groupBy: sidebar)', () => {
  const sidebar: SidebarEntry[] = [
    { id: 'students', label: 'sidebar.students', screen: 'students', permission: 'students.index' },
    {
      id: 'access', label: 'sidebar.access', children: [
        { id: 'roles', label: 'sidebar.roles', screen: 'roles', permission: 'roles.index' },
        { id: 'permissions', label: 'sidebar.permissions', screen: 'permissions', permission: 'permissions.index' },
      ],
    },
    {
      id: 'finances-group', label: 'sidebar.finances-group', permission: 'finances.index', children: [
        { id: 'finances', label: 'sidebar.finances', screen: 'finances', permission: 'finances.index' },
        { id: 'minor-logs', label: 'sidebar.minor-logs', screen: 'minor-logs', permission: 'students.index' },
      ],
    },
    { id: 'news', label: 'sidebar.news', screen: 'news', permission: 'news.index' },
  ];
  const option = (id: number, title: string) => ({ id, name_ka: title, name_en: title });
  const options = [
    option(1, 'news.index'), option(2, 'roles.index'), option(3, 'students.index'), option(4, 'finances.index'),
    option(5, 'archive.index'), option(6, 'permissions.index'),
  ];

  it('puts top-level pages together first, then each group in sidebar order, then titles the sidebar does not name', () => {
    const groups = groupOptionsBySidebar(sidebar, options);
    expect(groups.map((group) => [group.label, group.options.map((item) => item.option.id)])).toEqual([
      [MAIN_GROUP_LABEL, [3, 1]],
      ['sidebar.access', [2, 6]],
      ['sidebar.finances-group', [4]],
      [OTHER_GROUP_LABEL, [5]],
    ]);
  });

  it('labels each permission by the entry it guards, and shows a shared one once, where the sidebar first names it', () => {
    const groups = groupOptionsBySidebar(sidebar, options);
    const items = groups.flatMap((group) => group.options);
    expect(items.filter((item) => item.title === 'students.index')).toHaveLength(1);
    expect(items.find((item) => item.title === 'finances.index')?.label).toBe('sidebar.finances');
    expect(items.find((item) => item.title === 'archive.index')?.label).toBeUndefined();
  });

  it('leaves out groups whose permissions are not offered', () => {
    expect(groupOptionsBySidebar(sidebar, [option(2, 'roles.index')]).map((group) => group.id)).toEqual(['access']);
    expect(groupOptionsBySidebar(sidebar, [])).toEqual([]);
  });
});

describe('list tabs (screen key tabs)', () => {
  const filters: BrowserFilter[] = [
    { key: 'box', label: 'b', kind: 'select', lookup: 'mailBoxes' },
    { key: 'favourite', label: 'f', kind: 'boolean' },
    { key: 'search', label: 's', kind: 'search' },
  ];
  const tabs: ListTab[] = [
    { id: 'inbox', label: 'i', filter: { box: 'inbox' } },
    { id: 'favourites', label: 'f', filter: { favourite: true } },
  ];
  const screen = { forwardQuery: false, defaultSort: '-created_at', filters, tabs };

  it('reads the first tab when the address names none, and the named one otherwise', () => {
    expect(currentTab(tabs, new URLSearchParams())?.id).toBe('inbox');
    expect(currentTab(tabs, new URLSearchParams('tab=favourites'))?.id).toBe('favourites');
    expect(currentTab(tabs, new URLSearchParams('tab=nonsense'))?.id).toBe('inbox');
    expect(currentTab(undefined, new URLSearchParams('tab=inbox'))).toBeUndefined();
  });

  it('lets the tab decide its filters over whatever the address says, and keeps the others', () => {
    expect(listQuery(screen, new URLSearchParams('box=sent&search=ab'))).toBe('search=ab&box=inbox&sort=-created_at');
    expect(listQuery(screen, new URLSearchParams('tab=favourites&box=sent'))).toBe('favourite=true&sort=-created_at');
    expect([...tabKeys(tabs)].sort()).toEqual(['box', 'favourite']);
  });

  it('goes back to the first page with no row open on another tab', () => {
    expect(withTab(new URLSearchParams('page=3&rowId=7&search=ab'), 'favourites').toString()).toBe('search=ab&tab=favourites');
  });
});
