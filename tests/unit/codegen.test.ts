import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, generate } from '../../codegen/generate';
import { projectPaths } from '../../codegen/load';
import { writeStarterScreen } from '../../codegen/scaffold';
import { serverActions } from '../../server/actions';

const repo = resolve(__dirname, '../..');
const fixture = join(repo, 'tests/fixtures/codegen');
const roots: string[] = [];

/** A throwaway project: the real schemas and runtime, the fixture's screens and locales. */
function fixtureProject(): string {
  mkdirSync(join(repo, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(repo, '.tmp', 'codegen-'));
  roots.push(root);
  cpSync(join(repo, 'schemas'), join(root, 'schemas'), { recursive: true, filter: (source) => !source.includes('generated') });
  cpSync(join(fixture, 'screens'), join(root, 'screens'), { recursive: true });
  cpSync(join(fixture, 'locales'), join(root, 'locales'), { recursive: true });
  cpSync(join(repo, 'src/runtime'), join(root, 'src/runtime'), { recursive: true });
  cpSync(join(repo, 'contract'), join(root, 'contract'), { recursive: true, filter: (source) => !source.includes('generated') });
  // the server readers a screen may name as its source, read by name only
  cpSync(join(repo, 'server/reads/index.ts'), join(root, 'server/reads/index.ts'));
  // and the named actions a screen's actions may run
  cpSync(join(repo, 'server/actions/index.ts'), join(root, 'server/actions/index.ts'));
  return root;
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

async function problemsOf(root: string): Promise<string[]> {
  return (await generate(projectPaths(root), { check: false })).problems.map(formatProblem);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('codegen on valid definitions', () => {
  it('emits the screen modules, forms, validators, routes, sidebar, lookups and registry', async () => {
    const root = fixtureProject();
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    expect(result.changed).toEqual([
      'contract/generated/dsl.ts',
      'schemas/generated/labels.schema.json',
      'schemas/generated/screen-extension.schema.json',
      'schemas/generated/screen.schema.json',
      'server/db/migrations/0001_buildings_rooms.sql',
      'server/db/migrations/schema.json',
      'server/generated/registry/bookings.ts',
      'server/generated/registry/index.ts',
      'server/generated/registry/rooms.ts',
      'src/generated/forms/rooms.ts',
      'src/generated/forms/rooms.validator.d.ts',
      'src/generated/forms/rooms.validator.js',
      'src/generated/labels.json',
      'src/generated/public-pages.json',
      'src/generated/public-screens.ts',
      'src/generated/routes.ts',
      'src/generated/screens/bookings.ts',
      'src/generated/screens/rooms.ts',
      'src/generated/sidebar.ts',
    ]);
    for (const file of result.changed.filter((path) => !path.endsWith('.validator.js') && !path.startsWith('contract/') && !path.startsWith('schemas/'))) {
      expect(readFileSync(join(root, file), 'utf8')).toMatchSnapshot(file);
    }
  });

  it('writes byte-identical output on a second run', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    const first = readFileSync(join(root, 'src/generated/forms/rooms.validator.js'), 'utf8');
    expect((await generate(projectPaths(root), { check: false })).changed).toEqual([]);
    expect(readFileSync(join(root, 'src/generated/forms/rooms.validator.js'), 'utf8')).toBe(first);
  });

  it('precompiles a validator that refuses a bad phone and a missing required field', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    const validators = (await import(join(root, 'src/generated/forms/rooms.validator.js'))) as Record<string, (data: unknown) => boolean>;
    const validate = validators.roomsForm as ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string }[] };
    expect(validate({ name: 'A-101', building_id: 1, phone: '123-45-678' })).toBe(true);
    expect(validate({ name: 'A-101', phone: '12345678' })).toBe(false);
    expect(validate.errors?.map((error) => `${error.keyword} ${error.instancePath}`).sort()).toEqual(['pattern /phone', 'required ']);
  });
});

/** rooms with a radio choice of kind and a phone shown, and then required, only for labs. */
function roomsWithChoice(root: string): void {
  edit(root, 'screens/rooms.yaml', (text) => text.replace(
    '  - { key: phone, label: fields.phone, kind: phone }',
    '  - { key: kind, label: fields.seats, kind: lookup, lookup: kinds, display: radio }\n  - { key: phone, label: fields.phone, kind: phone, required: true, showWhen: { field: kind, equals: 2 } }',
  ));
}

describe('codegen of a field shown only for one choice (showWhen)', () => {
  it('requires the field only while the choice holds, and precompiles the condition for the form', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    expect(await problemsOf(root)).toEqual([]);
    const validators = (await import(join(root, 'src/generated/forms/rooms.validator.js'))) as Record<string, (data: unknown) => boolean>;
    const validate = validators.roomsForm as ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] };
    expect(validate({ name: 'A-101', building_id: 1, kind: 1 })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2, phone: '123-45-678' })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2 })).toBe(false);
    expect(validate.errors?.find((error) => error.keyword === 'required')?.params.missingProperty).toBe('phone');
    expect(validators.roomsFormShowsPhone({ kind: 2 })).toBe(true);
    expect(validators.roomsFormShowsPhone({ kind: 1 })).toBe(false);
    const form = readFileSync(join(root, 'src/generated/forms/rooms.ts'), 'utf8');
    expect(form).toContain("'ui:widget': 'lookupRadio'");
    expect(form).toContain("showWhen: { field: 'kind', equals: 2 }");
  });

  it('names a deciding field that does not exist, a value it cannot hold and a radio over a table', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('showWhen: { field: kind, equals: 2 }', 'showWhen: { field: knd, equals: 2 }')
      .replace('kind: lookup, lookup: buildings, required: true }', 'kind: lookup, lookup: buildings, required: true, display: radio }')
      .replace('  - { key: plan, label: fields.plan, kind: file, accept: image }', '  - { key: plan, label: fields.plan, kind: file, accept: image, showWhen: { field: kind, equals: 3 } }'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:23:107: 'display: radio' needs a field of kind lookup over a fixed list of options",
      "screens/rooms.yaml:25:88: the field 'phone' is shown when 'knd' has a value, but 'knd' is not another field of this screen",
      "screens/rooms.yaml:26:98: '3' is not an option of 'kind' (they are: 1, 2)",
    ]);
  });
});

describe('codegen of narrowed lookups, rules over several fields, marks of the signed-in person and dates to come', () => {
  it('names a dependsOn with nothing to narrow by, an option narrowing by no column, a constraint over no field, a mark that is no yes/no and notAfter on a number', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('kind: lookup, lookup: buildings, required: true }', 'kind: lookup, lookup: buildings, required: true, dependsOn: kind }')
      .replace('  - { key: seats, label: fields.seats, kind: integer }', '  - { key: seats, label: fields.seats, kind: integer, notAfter: today }')
      .replace("  - { key: name, label: fields.name, sort: name }", "  - { key: name, label: fields.name, sort: name, mine: { table: room_marks, names: room_id } }")
      .replace('defaultSort: name', 'defaultSort: name\nconstraints:\n  - { unique: [name, floor], message: fields.name }'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:14:56: 'mine' marks the rows of a screen's table with yes or no: the column 'name' must be of kind boolean on a screen with a 'table'",
      "screens/rooms.yaml:11:22: 'floor' is not a field of this screen",
      "screens/rooms.yaml:24:65: 'notAfter' bounds a date, and 'seats' is of kind integer",
      "screens/rooms.yaml:25:109: the field 'building_id' depends on 'kind', but its lookup 'buildings' has no 'parent' column and the options of 'kind' say no 'where'",
    ]);
    edit(root, 'screens/lookups.yaml', (text) => text.replace('{ id: 2, label: options.kind.lab }', '{ id: 2, label: options.kind.lab, where: { campus_id: 1 } }'));
    expect((await problemsOf(root)).filter((problem) => problem.includes('depends') || problem.includes('narrows'))).toEqual([
      "screens/rooms.yaml:25:109: the option '2' of 'kinds' narrows by 'campus_id', which is not a field of any screen of the table buildings",
    ]);
  });
});

describe('codegen refuses a showWhen that cannot decide', () => {
  it('names a deciding field that is itself shown only sometimes, one of a kind that cannot decide, and a boolean compared with a number', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('  - { key: seats, label: fields.seats, kind: integer }', '  - { key: seats, label: fields.seats, kind: integer, showWhen: { field: name, equals: 1 } }\n  - { key: lift, label: fields.seats, kind: boolean }')
      .replace('  - { key: plan, label: fields.plan, kind: file, accept: image }', '  - { key: plan, label: fields.plan, kind: file, accept: image, showWhen: { field: phone, equals: 2 } }\n  - { key: wing, label: fields.seats, kind: text, showWhen: { field: lift, equals: 1 } }'));
    expect((await problemsOf(root)).map((problem) => problem.replace(/^screens\/rooms\.yaml:\d+:\d+: /, ''))).toEqual([
      "the field 'seats' is shown by 'name'; only a boolean field or a lookup over a fixed list of options can decide",
      "the field 'plan' is shown by 'phone', which is itself shown only sometimes; name a field that is always shown",
      "the field 'plan' is shown by 'phone'; only a boolean field or a lookup over a fixed list of options can decide",
      "'lift' is a boolean field, so 'equals' must be true or false",
    ]);
  });
});

describe('codegen refuses a broken definition with the file, line, column and a plain sentence', () => {
  it('names an unknown key', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ncolums: []'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:10:1: unknown key 'colums' in the top level; check its spelling against schemas/ (the DSL reference in the README lists every key)",
    ]);
  });

  it('names a value of the wrong type', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: rooms\nfilter: sometimes'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:9:9: filter must be of type boolean']);
  });

  it('names a label key missing from a locale', async () => {
    const root = fixtureProject();
    edit(root, 'locales/en.json', (text) => text.replace('"seats": "Seats", ', ''));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:13:26: the label key 'fields.seats' is missing from locales/en.json",
      "screens/rooms.yaml:22:26: the label key 'fields.seats' is missing from locales/en.json",
    ]);
  });

  it('names a sort key that is not a column', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats', 'kind: number, sort: capacity'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:13:60: the sort key 'capacity' is not a column or field of this screen (it has: name, seats, building_id, phone, plan)",
    ]);
  });

  it('names a lookup nobody provides', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: select, lookup: buildings', 'kind: select, lookup: wings'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:18:71: the lookup 'wings' is not provided by screens/lookups.yaml; declare it there or use one of: buildings, kinds",
    ]);
  });

  it('names a groupBy on a field that is not a lookupMany', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('lookup: buildings, required: true }', 'lookup: buildings, required: true, groupBy: sidebar }'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:23:107: 'groupBy' only belongs on a field of kind lookupMany",
    ]);
  });

  it('names an onDelete on a field that names no table', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: integer }', 'kind: integer, onDelete: clear }'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:22:65: 'onDelete' only belongs on a field of kind lookup or lookupMany over a lookup list with a table",
    ]);
  });

  it('names a search over a field that is not text', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('searchIn: [name]', 'searchIn: [seats]'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:17:67: the search column 'seats' is a field of kind integer; a search looks for text at the start of a text field",
    ]);
  });

  it('names a source the server does not have, and a screen with no table and no source', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('source: calendar', 'source: timetable'));
    const [unknown] = await problemsOf(root);
    expect(unknown).toMatch(/^screens\/bookings\.yaml:6:9: the source 'timetable' is not in readers of server\/reads\/index\.ts \(it has: .*calendar.*\)$/);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('source: timetable\n', ''));
    expect(await problemsOf(root)).toEqual([
      "screens/bookings.yaml:1:1: the screen needs a 'table' to read its rows from, or a 'source' naming the server reader that assembles them",
    ]);
  });

  it('names an adapter the runtime does not have', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('adapter: calendarRows', 'adapter: timetableRows'));
    const [problem] = await problemsOf(root);
    expect(problem).toMatch(/^screens\/bookings\.yaml:5:10: the adapter 'timetableRows' is not in listAdapters of src\/runtime\/adapters\.ts \(it has: .*calendarRows.*\)$/);
  });

  it('names a sidebar entry that opens a screen with no file', async () => {
    const root = fixtureProject();
    edit(root, 'screens/sidebar.yaml', (text) => text.replace('screen: bookings', 'screen: booking'));
    expect(await problemsOf(root)).toEqual([
      "screens/sidebar.yaml:6:64: the entry 'bookings' opens the screen 'booking', which has no file in screens/",
    ]);
  });

  it('names actions on ticked rows that their screen cannot do', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', [
      'defaultSort: name',
      'export: false',
      'actions:',
      '  - { id: out, label: fields.name, on: selection, run: exportRows }',
      '  - { id: gone, label: fields.name, on: row, run: deleteRows }',
      '  - { id: move, label: fields.name, on: selection, run: enrolRows }',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:12:56: 'exportRows' exports the ticked rows, and 'export: false' turns the screen's export off",
      "screens/rooms.yaml:13:41: 'deleteRows' acts on the ticked rows: the action is on a selection",
      "screens/rooms.yaml:14:5: an action running enrolRows and the 'enrol' key come together: one offers it, the other says how a row is enrolled",
      'screens/rooms.yaml:12:40: an action on a selection acts on the rows ticked in a column of kind checkbox, and the screen has none',
      'screens/rooms.yaml:14:41: an action on a selection acts on the rows ticked in a column of kind checkbox, and the screen has none',
    ]);
  });

  it('names an enrolment that copies from a field it lacks, misuses today, or leaves a required target field empty', async () => {
    const root = fixtureProject();
    writeFileSync(join(root, 'screens/requests.yaml'), [
      'screen: requests',
      'title: screens.rooms.title',
      'permission: rooms.index',
      'endpoint: /requests',
      'table: requests',
      'actions: [{ id: enrol, label: fields.name, on: selection, run: enrolRows, permission: rooms.index }]',
      'enrol:',
      '  into: rooms',
      '  fields: { name: name, seats: seets }',
      '  values: { phone: today }',
      'columns:',
      '  - { key: id, label: fields.name, kind: checkbox }',
      'fields:',
      '  - { key: name, label: fields.name, kind: text, required: true }',
      '  - { key: seats, label: fields.seats, kind: integer }',
      '',
    ].join('\n'));
    expect(await problemsOf(root)).toEqual([
      "screens/requests.yaml:9:32: 'seets' is not a field of this screen",
      "screens/requests.yaml:10:20: 'today' only fills a date field, and 'phone' is a phone",
      "screens/requests.yaml:8:3: the enrolment leaves 'building_id', which the screen 'rooms' requires, unfilled; map it in 'fields' or give it in 'values'",
    ]);
  });

  it('names broken YAML', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: [rooms'));
    const problems = await problemsOf(root);
    expect(problems[0]).toMatch(/^screens\/rooms\.yaml:\d+:\d+: not valid YAML: /);
  });

  it('generates nothing when a definition is broken', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: nme'));
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems.map((problem) => problem.message)).toEqual(["the default sort 'nme' is not a sort key of any column (they are: name, seats)"]);
    expect(result.changed).toEqual([]);
  });
});

describe('codegen --check', () => {
  it('passes on fresh output and reports an edited, a missing and a stale generated file', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    expect((await generate(projectPaths(root), { check: true })).changed).toEqual([]);
    edit(root, 'src/generated/routes.ts', (text) => `${text}\nexport const extra = 1;\n`);
    rmSync(join(root, 'src/generated/sidebar.ts'));
    writeFileSync(join(root, 'src/generated/screens/old.ts'), 'export {};\n');
    expect((await generate(projectPaths(root), { check: true })).changed).toEqual([
      'src/generated/routes.ts',
      'src/generated/screens/old.ts',
      'src/generated/sidebar.ts',
    ]);
    expect(readFileSync(join(root, 'src/generated/routes.ts'), 'utf8')).toContain('export const extra = 1;');
  });

  it('exits non-zero from the command line when the YAML changed after generation', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats', 'kind: text, sort: seats'));
    const run = () => execFileSync(join(repo, 'node_modules/.bin/tsx'), [join(repo, 'codegen/cli.ts'), '--check', '--root', root], { stdio: 'pipe' });
    expect(run).toThrowError(/src\/generated\/screens\/rooms\.ts/);
  }, 30_000);
});

describe('adding a screen', () => {
  it('is one YAML file plus its locale keys plus npm run gen, and the output type-checks', async () => {
    const root = fixtureProject();
    writeStarterScreen(join(root, 'screens'), 'buildings');
    for (const [locale, title, add, nameKa, nameEn] of [
      ['en', 'Buildings', 'Add building', 'Name (Georgian)', 'Name (English)'],
      ['ka', 'შენობები', 'შენობის დამატება', 'დასახელება (ქართ.)', 'დასახელება (ინგლ.)'],
    ]) {
      edit(root, `locales/${locale}.json`, (text) => {
        const messages = JSON.parse(text) as { screens: Record<string, unknown>; fields: Record<string, string> };
        messages.screens.buildings = { title, add };
        messages.fields.name_ka = nameKa;
        messages.fields.name_en = nameEn;
        return JSON.stringify(messages, null, 2);
      });
    }
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    expect(result.changed).toContain('src/generated/screens/buildings.ts');
    expect(readFileSync(join(root, 'src/generated/routes.ts'), 'utf8')).toContain("buildings: () => import('./screens/buildings')");
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({
      extends: join(repo, 'tsconfig.json'),
      compilerOptions: { typeRoots: [join(repo, 'node_modules/@types')], types: ['node'] },
      // import.meta.hot, as the app's own tsconfig has it
      include: ['src/generated/**/*.ts', 'src/runtime/*.d.ts', join(repo, 'node_modules/vite/client.d.ts')],
    }));
    const tsc = join(repo, 'node_modules/.bin/tsc');
    const typecheck = spawnSync(tsc, ['-p', join(root, 'tsconfig.json'), '--noEmit'], { encoding: 'utf8' });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
    expect(typecheck.status).toBe(0);
  }, 60_000);
});

describe('codegen writes the migration a change of the screens needs', () => {
  const migration = (root: string, path: string) => readFileSync(join(root, path), 'utf8');

  it('writes a numbered migration and the state it leaves, and nothing more on a second run', async () => {
    const root = fixtureProject();
    const first = await generate(projectPaths(root), { check: false });
    expect(first.migration).toBe('server/db/migrations/0001_buildings_rooms.sql');
    const sql = migration(root, first.migration!);
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS rooms (id serial PRIMARY KEY);');
    expect(sql).toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS building_id integer;');
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS rooms_lower_name_idx ON rooms (lower(name) text_pattern_ops);');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS buildings (id serial PRIMARY KEY);');
    expect(await generate(projectPaths(root), { check: false })).toEqual({ problems: [], changed: [], migration: undefined });
  });

  it('fails --check when the screens changed their tables and no migration says so', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone }\n  - { key: floor, label: fields.seats, kind: integer }'));
    const checked = await generate(projectPaths(root), { check: true });
    expect(checked.migration).toBe('server/db/migrations/0002_rooms.sql');
    expect(checked.changed).toContain('server/db/migrations/schema.json');
    const cli = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'codegen/cli.ts'), '--check', '--root', root], { cwd: repo, encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain('The screens changed their tables and no migration says so: run npm run gen, review server/db/migrations/0002_rooms.sql and commit it.');
    await generate(projectPaths(root), { check: false });
    expect(migration(root, 'server/db/migrations/0002_rooms.sql')).toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS floor integer;');
    expect((await generate(projectPaths(root), { check: true })).changed).toEqual([]);
  });

  it('names a field renamed from a column that does not exist, and a kind no value converts to', async () => {
    const root = fixtureProject();
    await generate(projectPaths(root), { check: false });
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('{ key: phone, label: fields.phone, kind: phone }', '{ key: telephone, label: fields.phone, kind: phone, renamedFrom: mobile }')
      .replace('{ key: seats, label: fields.seats, kind: integer }', '{ key: seats, label: fields.seats, kind: date }'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:24:70: the field 'telephone' is renamed from 'mobile', which is not a column of rooms",
      "screens/rooms.yaml:22:46: the field 'seats' cannot change from integer to date: no value of the one is a value of the other. Add a field of the new kind instead, and remove this one once its values are copied",
    ]);
  });
});

describe('codegen of the page kinds beyond the list', () => {
  const dashboard = [
    'screen: overview',
    'title: screens.rooms.title',
    'endpoint: /dashboards/overview',
    'view: dashboard',
    'widgets:',
    '  - { id: rooms, kind: count, title: screens.rooms.title, screen: rooms, filter: { building_id: 1 } }',
    '  - { id: perBuilding, kind: bar, title: screens.rooms.title, screen: rooms, groupBy: building_id }',
    '',
  ].join('\n');

  it('accepts a dashboard without a permission of its own, guarded by the screens its widgets read', async () => {
    const root = fixtureProject();
    writeFileSync(join(root, 'screens/overview.yaml'), dashboard);
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    expect(readFileSync(join(root, 'server/generated/registry/overview.ts'), 'utf8')).toContain("view: 'dashboard'");
  });

  it('names a widget filter the read screen lacks, a bar with nothing to group by, a line over a number and a list without columns', async () => {
    const root = fixtureProject();
    writeFileSync(join(root, 'screens/overview.yaml'), dashboard
      .replace('filter: { building_id: 1 }', 'filter: { floor: 1 }')
      .replace(', groupBy: building_id', '')
      .concat('  - { id: seatsLine, kind: line, title: screens.rooms.title, screen: rooms, groupBy: seats }\n')
      .concat('  - { id: latest, kind: list, title: screens.rooms.title, screen: rooms }\n'));
    expect(await problemsOf(root)).toEqual([
      "screens/overview.yaml:6:91: 'floor' is not a filter of the screen 'rooms'",
      "screens/overview.yaml:7:5: a bar widget needs 'groupBy'",
      "screens/overview.yaml:8:86: a line is drawn by month: 'seats' must be a date column of the screen 'rooms'",
      "screens/overview.yaml:9:5: a list widget needs 'columns'",
    ]);
  });

  it('names a calendar key on a list, and a calendar whose start is no field', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ncalendar: { start: name, end: name, title: name }'));
    edit(root, 'screens/bookings.yaml', (text) => text.replace('filter: false', 'filter: false\nview: calendar\ncalendar: { start: begins, end: starts_at, title: room }'));
    expect(await problemsOf(root)).toEqual([
      "screens/bookings.yaml:10:20: the calendar's start 'begins' is not a column or field of this screen",
      "screens/rooms.yaml:10:11: 'calendar' belongs to a screen of view calendar, and this one is a list",
    ]);
  });

  it('names a total over a text column and a second home', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ntotals: [name]'));
    writeFileSync(join(root, 'screens/overview.yaml'), dashboard.replace('view: dashboard', 'view: dashboard\nhome: true'));
    writeFileSync(join(root, 'screens/start.yaml'), dashboard.replace('screen: overview', 'screen: start').replace('/dashboards/overview', '/dashboards/start').replace('view: dashboard', 'view: dashboard\nhome: true'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:10:10: the total 'name' must be a column of kind number, money or decimal",
      'screens/start.yaml:5:7: the area has one home, and overview is it already',
    ]);
  });
});

describe('codegen of actions, tabs, a detail and a scope', () => {
  // the bookings fixture as a user's own mailbox-like list: tabs over a filter, actions on it and its rows
  const owned = (text: string) => text
    .replace('readOnly: true', 'readOnly: true\nscope: owner_id\npoll: 10')
    .replace('filter: false', 'detail: [room, starts_at]')
    .concat([
      '  - { key: id, label: fields.name, kind: checkbox }',
      '  - { key: state, label: fields.name, hidden: true }',
      'filters:',
      '  - { key: state, label: fields.name, kind: select, lookup: buildings }',
      'tabs:',
      '  - { id: first, label: fields.name, filter: { state: 1 } }',
      '  - { id: second, label: fields.name, filter: { state: 2 } }',
      'fields:',
      '  - { key: room, label: fields.name, kind: text, required: true }',
      'actions:',
      '  - { id: write, label: fields.name, on: screen, form: true, run: sendMessage }',
      '  - { id: send, label: fields.name, on: row, when: { state: 1 }, run: sendDraft }',
      '  - { id: seen, label: fields.name, on: selection, run: markRead }',
      '',
    ].join('\n'));

  it('emits the actions for the browser without their server names, and for the server with them', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', owned);
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    const browser = readFileSync(join(root, 'src/generated/screens/bookings.ts'), 'utf8');
    expect(browser).toContain("tabs: [");
    expect(browser).toContain("loadForm: () => import('../forms/bookings')");
    expect(browser).not.toContain('sendMessage');
    const server = readFileSync(join(root, 'server/generated/registry/bookings.ts'), 'utf8');
    expect(server).toContain("scope: 'owner_id'");
    expect(server).toContain("run: 'sendMessage'");
  });

  it('names an unknown server action, a form on a row, a when on a selection, a tab over no filter and a detail of no column', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => owned(text)
      .replace('run: sendMessage', 'run: sendTelegram')
      .replace('on: row, when: { state: 1 }', 'on: row, form: true, when: { state: 1 }')
      .replace('on: selection, run: markRead', 'on: selection, when: { state: 1 }, run: markRead')
      .replace('filter: { state: 2 }', 'filter: { floor: 2 }')
      .replace('detail: [room, starts_at]', 'detail: [room, ends_at]'));
    expect(await problemsOf(root)).toEqual([
      `screens/bookings.yaml:26:67: the action 'write' runs 'sendTelegram', which is not in serverActions of server/actions/index.ts (it has: ${Object.keys(serverActions).join(', ')})`,
      "screens/bookings.yaml:27:52: only an action on the screen takes the screen's fields as its form",
      "screens/bookings.yaml:28:58: 'when' belongs on an action on a row",
      "screens/bookings.yaml:22:56: the tab 'second' sets 'floor', which is not a filter of this screen",
      "screens/bookings.yaml:10:16: 'ends_at' is not a column of this screen",
    ]);
  });
});

describe('codegen of a screen that extends another', () => {
  const variant = ['screen: halls', 'extends: rooms', 'title: screens.rooms.title', 'permission: halls.index', 'endpoint: /halls', ''].join('\n');

  it('takes every key of the screen it extends and replaces the ones it writes', async () => {
    const root = fixtureProject();
    writeFileSync(join(root, 'screens/halls.yaml'), variant);
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    const halls = readFileSync(join(root, 'server/generated/registry/halls.ts'), 'utf8');
    const rooms = readFileSync(join(root, 'server/generated/registry/rooms.ts'), 'utf8');
    expect(halls).toContain("endpoint: '/halls'");
    expect(halls).toContain("permission: 'halls.index'");
    const columnsOf = (text: string) => text.slice(text.indexOf('columns:'), text.indexOf('columnLabels:'));
    expect(columnsOf(halls)).toBe(columnsOf(rooms));
  });

  it('names a missing screen, a circle and a problem it inherits at its extends line', async () => {
    const root = fixtureProject();
    writeFileSync(join(root, 'screens/halls.yaml'), variant.replace('extends: rooms', 'extends: chambers'));
    writeFileSync(join(root, 'screens/first.yaml'), variant.replace('screen: halls', 'screen: first').replace('extends: rooms', 'extends: second').replace('/halls', '/first'));
    writeFileSync(join(root, 'screens/second.yaml'), variant.replace('screen: halls', 'screen: second').replace('extends: rooms', 'extends: first').replace('/halls', '/second'));
    expect(await problemsOf(root)).toEqual([
      'screens/first.yaml:2:10: the screens extend each other in a circle (second → first)',
      "screens/halls.yaml:2:10: the screen 'chambers' it extends has no file in screens/",
      'screens/second.yaml:2:10: the screens extend each other in a circle (first → second)',
    ]);
    writeFileSync(join(root, 'screens/halls.yaml'), variant);
    rmSync(join(root, 'screens/first.yaml'));
    rmSync(join(root, 'screens/second.yaml'));
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\nexport: maybe'));
    const problems = await problemsOf(root);
    expect(problems).toContain('screens/halls.yaml:2:10: export must be of type boolean');
  });
});

describe('codegen of a record with parts (kind repeat)', () => {
  const parts = [
    '  - key: doors',
    '    label: fields.name',
    '    kind: repeat',
    '    fields:',
    '      - { key: width, label: fields.seats, kind: integer, required: true }',
    '      - { key: note, label: fields.name, kind: text }',
    '',
  ].join('\n');

  it('keeps the parts in a child table and validates them as a list of sub-records', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat(parts));
    const result = await generate(projectPaths(root), { check: false });
    expect(result.problems).toEqual([]);
    const migration = result.changed.find((path) => path.endsWith('.sql'))!;
    const sql = readFileSync(join(root, migration), 'utf8');
    expect(sql).toContain('CREATE TABLE IF NOT EXISTS rooms_doors');
    expect(sql).toContain('parent_id integer NOT NULL REFERENCES rooms(id) ON DELETE CASCADE');
    expect(sql).not.toContain('ALTER TABLE rooms ADD COLUMN IF NOT EXISTS doors');
    const form = readFileSync(join(root, 'src/generated/forms/rooms.ts'), 'utf8');
    expect(form).toContain("doors: {");
    expect(form).toMatch(/items: \{\s*type: 'object',\s*additionalProperties: false,\s*required: \['width'\]/);
  });

  it('names a repeat without fields and a part of a kind a part cannot be', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat(parts.replace('kind: text }', 'kind: file }')).concat('  - { key: windows, label: fields.name, kind: repeat }\n'));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:31:48: a part of 'doors' cannot be of kind file; a part holds plain values",
      "screens/rooms.yaml:32:5: the repeat field 'windows' needs 'fields', the fields of each of its parts",
    ]);
  });

  const questionnaire = (part: string, text: string) => [
    'actions:',
    '  - id: survey',
    '    label: fields.name',
    '    on: row',
    '    run: answerSurvey',
    '    questionnaire:',
    `      part: ${part}`,
    `      text: ${text}`,
    '      type: width',
    '      kinds: { single: 1, multiple: 2, scale: 3, text: 3 }',
    '  - { id: counts, label: fields.name, on: screen, run: surveyResults, report: true }',
    '',
  ].join('\n');

  it('names a questionnaire over no repeat field, a question text of no part, a kind sharing an id and a report not on a row', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat(parts).concat(questionnaire('doors', 'colour')));
    const problems = await problemsOf(root);
    expect(problems).toEqual([
      "screens/rooms.yaml:39:13: 'colour' is not a field of the parts of 'doors'",
      "screens/rooms.yaml:40:13: 'width' is of kind integer; the questionnaire's type needs a field of kind lookup",
      'screens/rooms.yaml:41:14: each kind of question needs a type id of its own',
      "screens/rooms.yaml:42:79: a report is shown from a row's detail: the action is on a row",
    ]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('part: doors', 'part: name'));
    expect(await problemsOf(root)).toContainEqual(expect.stringContaining("'name' is not a field of kind repeat of this screen"));
  });

  it('names a computed field that is no amount, sums no part, or names a field computed after it', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: width_sum, label: fields.name, kind: integer, computed: { sum: doors.width } }',
      '  - { key: total, label: fields.name, kind: money, computed: { add: [later, name] } }',
      '  - { key: later, label: fields.name, kind: money, computed: { sum: doors.note } }',
      '',
    ].join('\n')).concat(parts));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:26:5: only a money or decimal field is computed, and 'width_sum' is of kind integer",
      "screens/rooms.yaml:26:75: 'width' is not a money or decimal field of the parts of 'doors'",
      "screens/rooms.yaml:27:70: 'later' is computed after 'total'; a formula names only computed fields declared before it",
      "screens/rooms.yaml:27:77: 'name' is not a money or decimal field of this screen",
      "screens/rooms.yaml:28:69: 'note' is not a money or decimal field of the parts of 'doors'",
    ]);
  });

  it('names a row condition over no column, with more or fewer than one of equals, notAfter and holds, a notAfter that is no date, or holds out of place', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      'only:',
      '  - { key: floor, equals: 1 }',
      '  - { key: seats, equals: 2, notAfter: now }',
      '  - { key: seats }',
      '  - { key: seats, notAfter: tomorrow }',
      '  - { key: seats, equals: 3 }',
      '  - { key: seats, holds: group_id }',
      '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:27:12: 'floor' is not a column or field of this screen",
      "screens/rooms.yaml:28:5: a condition has exactly one of 'equals', 'notAfter' and 'holds'",
      "screens/rooms.yaml:29:5: a condition has exactly one of 'equals', 'notAfter' and 'holds'",
      "screens/rooms.yaml:30:29: 'notAfter' is a date (yyyy-mm-dd) or now",
      "screens/rooms.yaml:32:26: 'holds' compares with the signed-in person's record: a screen of the student or lecturer area",
      "screens/rooms.yaml:32:12: 'holds' looks in a list: 'seats' must be a field of kind lookupMany",
    ]);
  });

  it('keeps a public form a page of its own: a free path, one action of the public ones, and screens that store rows', async () => {
    const root = fixtureProject();
    const apply = (path: string, into: string, action = 'applyToRegister') => [
      'screen: NAME', 'area: public', 'view: form', `path: ${path}`, 'title: screens.rooms.title', 'endpoint: /public/NAME', `into: ${into}`,
      `actions: [{ id: send, label: fields.name, on: screen, form: true, run: ${action} }]`,
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '',
    ].join('\n');
    writeFileSync(join(root, 'screens/apply.yaml'), apply('/apply', '[rooms]').replaceAll('NAME', 'apply'));
    expect(await problemsOf(root)).toEqual([]);
    writeFileSync(join(root, 'screens/visit.yaml'), apply('/login', '[nowhere, rooms, bookings]', 'exportRows').replaceAll('NAME', 'visit'));
    writeFileSync(join(root, 'screens/other.yaml'), apply('/apply', '[rooms]').replaceAll('NAME', 'other').replace('area: public\n', ''));
    expect(await problemsOf(root)).toEqual([
      "screens/apply.yaml:4:7: '/apply' is the path of the screen 'other' as well",
      `screens/other.yaml:7:72: the action 'send' runs 'applyToRegister', which is not in serverActions of server/actions/index.ts (it has: ${Object.keys(serverActions).join(', ')})`,
      "screens/other.yaml:1:1: the screen needs a 'permission'; only a dashboard, whose widgets are guarded by their own screens, or a screen of an area, which its accounts open, may leave it out",
      "screens/other.yaml:2:7: a public screen is a form page and a form page is public: 'area: public' goes with 'view: form'",
      "screens/other.yaml:3:7: 'path' belongs to a public screen (area: public); the others are at /<area>/<screen>",
      "screens/other.yaml:6:7: 'into' belongs to a public form (area: public)",
      "screens/visit.yaml:8:47: 'exportRows' acts on the ticked rows: the action is on a selection",
      "screens/visit.yaml:8:72: the action 'send' runs 'exportRows', which is not in publicActions of server/actions/index.ts (it has: applyToRegister)",
      "screens/visit.yaml:4:7: '/login' is a page of the application itself; choose another path",
      "screens/visit.yaml:7:8: the screen 'nowhere' has no file in screens/",
      "screens/visit.yaml:7:24: the screen 'bookings' stores no rows of its own (it needs a 'table' and must not be readOnly)",
      "screens/visit.yaml:7:7: with more than one screen in 'into', a required field 'register' of kind lookup chooses among them, over a fixed list whose ids are exactly nowhere, rooms, bookings",
    ]);
  });

  it('keeps a form\'s sections in the order of its fields, the first at the first field', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      'sections:',
      '  - { label: fields.name, from: seats }',
      '  - { label: fields.name, from: name }',
      '  - { label: fields.nope, from: nothing }',
      '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:27:33: the first section starts at the first field, 'name'",
      "screens/rooms.yaml:28:33: 'name' comes before the section above starts; sections follow the order of the fields",
      "screens/rooms.yaml:29:14: the label key 'fields.nope' is missing from locales/ka.json",
      "screens/rooms.yaml:29:14: the label key 'fields.nope' is missing from locales/en.json",
      "screens/rooms.yaml:29:33: 'nothing' is not a field of this screen's form",
    ]);
  });

  it('multiplies a number by an amount, and stamps only an account that no one is asked for', async () => {
    const root = fixtureProject();
    edit(root, 'screens/lookups.yaml', (text) => text.replace('lookups:\n', 'lookups:\n  accounts: { table: users, label: full_name, system: true }\n'));
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: rate, label: fields.name, kind: money }',
      '  - { key: owed, label: fields.name, kind: money, computed: { multiply: [seats, rate] } }',
      '  - { key: wrong, label: fields.name, kind: money, computed: { multiply: [name, rate] } }',
      '  - { key: author, label: fields.name, kind: lookup, lookup: accounts, stamp: author, required: true }',
      '  - { key: typed, label: fields.name, kind: text, stamp: author }',
      '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      "screens/rooms.yaml:28:75: 'name' is not a number field of this screen",
      "screens/rooms.yaml:29:5: 'author' is stamped by the server, so no one types it: it cannot be required",
      "screens/rooms.yaml:30:5: 'typed' is stamped with its author, an account: it must be of kind lookup over the lookup list accounts",
    ]);
  });
});

describe('npm run gen -- --watch', () => {
  it('generates again on a save, says where a broken file is broken, and recovers once it is fixed', async () => {
    const root = fixtureProject();
    const child = spawn(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--root', root, '--watch'], { cwd: repo });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    /** waits until the output since `from` holds `text`; answers where it ends */
    const said = async (text: string, from: number): Promise<number> => {
      const deadline = Date.now() + 30_000;
      while (!output.slice(from).includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no '${text}' in:\n${output.slice(from)}`);
        await new Promise((done) => setTimeout(done, 50));
      }
      return output.length;
    };
    try {
      let at = await said('Watching', 0);
      const module = join(root, 'src/generated/screens/rooms.ts');
      expect(readFileSync(module, 'utf8')).not.toContain('poll: 30');
      edit(root, 'screens/rooms.yaml', (text) => `${text}poll: 30\n`);
      at = await said('Watching', at);
      expect(output).toContain('src/generated/screens/rooms.ts');
      expect(readFileSync(module, 'utf8')).toContain('poll: 30');
      // a broken file: said where, and the last good output stays
      edit(root, 'screens/rooms.yaml', (text) => text.replace('poll: 30', 'poll: thirty'));
      at = await said('Watching', at);
      expect(output).toMatch(/screens\/rooms\.yaml:\d+:\d+: /);
      expect(readFileSync(module, 'utf8')).toContain('poll: 30');
      edit(root, 'screens/rooms.yaml', (text) => text.replace('poll: thirty', 'poll: 45'));
      await said('Watching', at);
      expect(readFileSync(module, 'utf8')).toContain('poll: 45');
    } finally {
      child.kill();
    }
  }, 90_000);
});
