// The compile stage: one ScreenModel per screen, with its defaults and its routes (one function of the model,
// contract/routes.ts), from which the browser's module and the server's registry are both written.
import { describe, expect, it } from 'vitest';
import { screenRoutes, type RoutedScreen } from '../../../contract/routes';
import { compileProject } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf } from './project';

const screen = (overrides: Partial<RoutedScreen>): RoutedScreen => ({
  view: 'list', readOnly: false, export: true, actions: [], fields: [{ key: 'name', label: 'fields.name', kind: 'text', required: true }], ...overrides,
});

describe('the routes of a screen', () => {
  it('gives a stored, written list every route: paged, exported (also as a job), opened, written, with its history and its deleted rows, imported', () => {
    expect(screenRoutes(screen({ table: 'rooms' }))).toEqual(['list', 'export', 'exportJob', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import']);
    // a file fills no computed field, file or part: a screen of only those takes no import
    expect(screenRoutes(screen({ table: 'rooms', fields: [{ key: 'plan', label: 'fields.plan', kind: 'file', required: false }] }))).not.toContain('import');
  });

  it('gives a read-only one its list, export, record and history, and nothing that writes', () => {
    expect(screenRoutes(screen({ table: 'rooms', readOnly: true }))).toEqual(['list', 'export', 'exportJob', 'record', 'history']);
  });

  it('gives a user\'s own rows (a scope) no history and no deleted rows to show another', () => {
    expect(screenRoutes(screen({ table: 'finances', readOnly: true, scope: { column: 'student_id', to: 'student' } }))).toEqual(['list', 'export', 'exportJob', 'record']);
  });

  it('gives a screen its reader assembles no export of a reader that answers whole, and the assembled row where it says what to show', () => {
    expect(screenRoutes(screen({ reader: 'calendar', readOnly: true }))).toEqual(['list']);
    expect(screenRoutes(screen({ reader: 'mailbox', readOnly: true, scope: { column: 'owner_id', to: 'user' } }))).toEqual(['list', 'export', 'record']);
    expect(screenRoutes(screen({ reader: 'jobs', readOnly: true, fields: [] }))).toEqual(['list', 'export']);
  });

  it('gives a grid its sheet, and its cells (and their import) only when written; a grid of some scopes only its sheet', () => {
    const grid = { scope: 'course_id', rows: { field: 'student_id', reader: 'courseStudents' }, columns: { field: 'component_id', reader: 'courseComponents' }, value: 'score' };
    expect(screenRoutes(screen({ table: 'grades', export: false, grid }))).toEqual(['list', 'sheet', 'cell', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import']);
    expect(screenRoutes(screen({ table: 'grades', export: false, grid: { ...grid, scopeFrom: 'lecturer-courses' } }))).toEqual(['list', 'sheet', 'cell']);
    expect(screenRoutes(screen({ table: 'grades', export: false, readOnly: true, grid }))).toEqual(['list', 'sheet', 'record', 'history']);
  });

  it('gives a dashboard its tiles, a public form its sending, and actions their route', () => {
    expect(screenRoutes(screen({ view: 'dashboard' }))).toEqual(['tiles']);
    expect(screenRoutes(screen({ area: 'public', view: 'form' }))).toEqual(['send']);
    expect(screenRoutes(screen({ table: 'rooms', readOnly: true, export: false, actions: [{ id: 'x', label: 'l', on: 'row', run: 'markRead', form: false }] }))).toEqual(['list', 'action', 'record', 'history']);
  });
});

describe('a screen\'s model', () => {
  it('fills in the defaults, says its routes, and names a scope, a partition and its sort keys as one model', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: rooms\npartition: wing'));
    const { project } = compileProject(pathsOf(root));
    const rooms = project!.screens.find((model) => model.name === 'rooms')!;
    expect(rooms).toMatchObject({
      view: 'list', readOnly: false, filter: true, export: true, forwardQuery: false, partition: { column: 'wing' }, sortable: ['name', 'seats'],
      routes: ['list', 'export', 'exportJob', 'deleted', 'record', 'history', 'create', 'update', 'delete', 'restore', 'import'],
      imports: { fields: ['name', 'seats', 'building_id', 'phone'], keys: [] },
    });
    expect(rooms.filters.map((filter) => filter.column)).toEqual(['search', 'building_id']);
    expect(rooms.fields.find((field) => field.key === 'seats')).toEqual({ key: 'seats', label: 'fields.seats', kind: 'integer', required: false });
    expect(rooms.schema).toMatchObject({ $id: 'roomsForm', required: ['name', 'building_id'] });
  });

  it('gives the server\'s registry and the browser\'s module the same names for the same things', () => {
    const { project } = compileProject(pathsOf(fixtureProject()));
    const model = project!.screens.find((candidate) => candidate.name === 'rooms')!;
    const server = project!.registry.screens.rooms;
    for (const key of ['name', 'title', 'endpoint', 'permission', 'routes', 'columns', 'filters', 'fields'] as const) expect(server[key]).toEqual(model[key]);
    expect(server).not.toHaveProperty('fixedLookups');
  });
});
