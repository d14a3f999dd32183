// The emit stage: the browser's screen and form modules, the precompiled validators, the app's table of screens,
// the sidebar, the server's registry and the lookups' options by name, byte for byte the same each run, and a new
// screen's output type-checks.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeStarterScreen } from '../../../codegen/scaffold';
import { generate } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, problemsOf, repo } from './project';

describe('the emitted modules', () => {
  it('emits the screen modules, forms, validators, routes, sidebar, lookups and registry', async () => {
    const root = fixtureProject();
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems).toEqual([]);
    expect(result.changed).toEqual([
      'contract/generated/dsl.ts',
      'contract/generated/options.ts',
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
    for (const file of result.changed.filter((path) => !path.endsWith('.validator.js') && path !== 'contract/generated/dsl.ts' && !path.startsWith('schemas/'))) {
      expect(readFileSync(join(root, file), 'utf8')).toMatchSnapshot(file);
    }
  });

  it('writes byte-identical output on a second run', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    const first = readFileSync(join(root, 'src/generated/forms/rooms.validator.js'), 'utf8');
    expect((await generate(pathsOf(root), { check: false })).changed).toEqual([]);
    expect(readFileSync(join(root, 'src/generated/forms/rooms.validator.js'), 'utf8')).toBe(first);
  });

  it('precompiles a validator that refuses a bad phone and a missing required field', async () => {
    const root = fixtureProject();
    await generate(pathsOf(root), { check: false });
    const validators = (await import(join(root, 'src/generated/forms/rooms.validator.js'))) as Record<string, (data: unknown) => boolean>;
    const validate = validators.roomsForm as ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string }[] };
    expect(validate({ name: 'A-101', building_id: 1, phone: '123-45-678' })).toBe(true);
    expect(validate({ name: 'A-101', phone: '12345678' })).toBe(false);
    expect(validate.errors?.map((error) => `${error.keyword} ${error.instancePath}`).sort()).toEqual(['pattern /phone', 'required ']);
  });

  it('requires a field only while the choice that shows it holds, and precompiles the condition for the form', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace(
      '  - { key: phone, label: fields.phone, kind: phone }',
      '  - { key: kind, label: fields.seats, kind: lookup, lookup: kinds, display: radio }\n  - { key: phone, label: fields.phone, kind: phone, required: true, showWhen: { field: kind, equals: lab } }',
    ));
    expect(await problemsOf(root)).toEqual([]);
    const validators = (await import(join(root, 'src/generated/forms/rooms.validator.js'))) as Record<string, (data: unknown) => boolean>;
    const validate = validators.roomsForm as ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string; params: Record<string, unknown> }[] };
    expect(validate({ name: 'A-101', building_id: 1, kind: 1 })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2, phone: '123-45-678' })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2 })).toBe(false);
    expect(validate.errors?.find((error) => error.keyword === 'required')?.params.missingProperty).toBe('phone');
    expect(validators.roomsFormRequiresPhone({ kind: 2 })).toBe(true);
    expect(validators.roomsFormRequiresPhone({ kind: 1 })).toBe(false);
    const form = readFileSync(join(root, 'src/generated/forms/rooms.ts'), 'utf8');
    expect(form).toContain("'ui:widget': 'lookupRadio'");
    expect(form).toContain("showWhen: { field: 'kind', equals: 2 }");
  });

  it('requires a shown field only while a choice is one of those listed, and shows one only for those', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace(
      '  - { key: phone, label: fields.phone, kind: phone }',
      [
        '  - { key: kind, label: fields.seats, kind: lookup, lookup: kinds, display: radio }',
        '  - { key: phone, label: fields.phone, kind: phone, required: { field: kind, equals: [lab] } }',
        '  - { key: seats_note, label: fields.seats, kind: text, showWhen: { field: kind, equals: [lecture, lab] } }',
      ].join('\n'),
    ));
    expect(await problemsOf(root)).toEqual([]);
    const validators = (await import(join(root, 'src/generated/forms/rooms.validator.js'))) as Record<string, (data: unknown) => boolean>;
    const validate = validators.roomsForm;
    expect(validate({ name: 'A-101', building_id: 1 })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 1 })).toBe(true);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2 })).toBe(false);
    expect(validate({ name: 'A-101', building_id: 1, kind: 2, phone: '123-45-678' })).toBe(true);
    const form = readFileSync(join(root, 'src/generated/forms/rooms.ts'), 'utf8');
    expect(form).toContain("showWhen: { field: 'kind', equals: [1, 2] }");
  });

  it('validates a record\'s parts (kind repeat) as a list of sub-records', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - key: doors', '    label: fields.name', '    kind: repeat', '    fields:',
      '      - { key: width, label: fields.seats, kind: integer, required: true }', '      - { key: note, label: fields.name, kind: text }', '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([]);
    const form = readFileSync(join(root, 'src/generated/forms/rooms.ts'), 'utf8');
    expect(form).toContain('doors: {');
    expect(form).toMatch(/items: \{\s*type: 'object',\s*additionalProperties: false,\s*required: \['width'\]/);
  });
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
        const messages = JSON.parse(text) as { screens: Record<string, unknown>; fields: Record<string, string>; permissionNames: Record<string, unknown> };
        messages.screens.buildings = { title, add };
        messages.permissionNames.buildings = { index: title };
        messages.fields.name_ka = nameKa;
        messages.fields.name_en = nameEn;
        return JSON.stringify(messages, null, 2);
      });
    }
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems).toEqual([]);
    expect(result.changed).toContain('src/generated/screens/buildings.ts');
    expect(readFileSync(join(root, 'src/generated/routes.ts'), 'utf8')).toContain("buildings: () => import('./screens/buildings')");
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({
      extends: join(repo, 'tsconfig.json'),
      compilerOptions: { typeRoots: [join(repo, 'node_modules/@types')], types: ['node'] },
      // import.meta.hot, as the app's own tsconfig has it
      include: ['src/generated/**/*.ts', 'server/generated/**/*.ts', 'src/runtime/core/*.d.ts', join(repo, 'node_modules/vite/client.d.ts')],
    }));
    const tsc = join(repo, 'node_modules/.bin/tsc');
    const typecheck = spawnSync(tsc, ['-p', join(root, 'tsconfig.json'), '--noEmit'], { encoding: 'utf8' });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
    expect(typecheck.status).toBe(0);
  }, 60_000);
});
