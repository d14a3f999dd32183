// The load stage: YAML read with places, each file checked against its schema in our own words, `extends`
// resolved, columns and filters completed from their fields.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../../codegen/load';
import { generate } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, problemsOf, sentencesOf, write } from './project';

describe('the load stage refuses a file it cannot read, at its place', () => {
  it('names broken YAML (AULA-E002)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: [rooms'));
    expect((await problemsOf(root))[0]).toMatch(/^screens\/rooms\.yaml:\d+:\d+ AULA-E002$/);
  });

  it('names an unknown key (AULA-E003) at the key, and says which keys exist where', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ncolums: []'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:10:1 AULA-E003']);
    expect((await sentencesOf(root))[0]).toContain("'colums'");
  });

  it('names a missing required key (AULA-E004)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('endpoint: /rooms\n', ''));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:2:1 AULA-E004']);
  });

  it('names a value of the wrong type (AULA-E005) in words of its own, not the validator\'s', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: rooms\nfilter: sometimes'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:9:9 AULA-E005']);
    expect(await sentencesOf(root)).toEqual(['filter must be a boolean']);
  });

  it('names a value that is not one of those a key takes (AULA-E006) and one of the wrong form (AULA-E007)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms', 'table: Rooms\nview: table'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:9:7 AULA-E006', 'screens/rooms.yaml:8:8 AULA-E007']);
  });

  it('names a value beyond its bounds (AULA-E008)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\npoll: 0'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:10:7 AULA-E008']);
  });

  it('names a list holding a value twice (AULA-E009)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ncommonLists: [{ filters: [building_id, building_id], sort: name }]'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:10:26 AULA-E009']);
  });

  it('names a screen whose file is another name (AULA-E011)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('screen: rooms', 'screen: halls'));
    expect(await problemsOf(root)).toContain('screens/rooms.yaml:2:9 AULA-E011');
  });

  it('names a file every project needs when it is missing (AULA-E001)', async () => {
    const root = fixtureProject();
    rmSync(join(root, 'screens/sidebar.yaml'));
    expect(await problemsOf(root)).toEqual(['screens/sidebar.yaml:1:1 AULA-E001']);
  });
});

describe('a screen that extends another', () => {
  const variant = ['screen: halls', 'extends: rooms', 'title: screens.rooms.title', 'permission: halls.index', 'endpoint: /halls'];

  it('takes every key of the screen it extends and replaces the ones it writes', () => {
    const root = fixtureProject();
    write(root, 'screens/halls.yaml', variant);
    const { definitions } = loadDefinitions(pathsOf(root));
    const [halls, rooms] = ['halls', 'rooms'].map((name) => definitions!.screens.find((screen) => screen.value.screen === name)!.value);
    expect(halls.endpoint).toBe('/halls');
    expect(halls.permission).toBe('halls.index');
    expect(halls.columns).toEqual(rooms.columns);
    expect(halls.fields).toEqual(rooms.fields);
  });

  it('names a missing screen and a circle (AULA-E010), and a problem it inherits at its extends line', async () => {
    const root = fixtureProject();
    write(root, 'screens/halls.yaml', variant.map((line) => line.replace('extends: rooms', 'extends: chambers')));
    write(root, 'screens/first.yaml', variant.map((line) => line.replace('screen: halls', 'screen: first').replace('extends: rooms', 'extends: second').replace('/halls', '/first')));
    write(root, 'screens/second.yaml', variant.map((line) => line.replace('screen: halls', 'screen: second').replace('extends: rooms', 'extends: first').replace('/halls', '/second')));
    expect(await problemsOf(root)).toEqual([
      'screens/first.yaml:2:10 AULA-E010',
      'screens/halls.yaml:2:10 AULA-E010',
      'screens/second.yaml:2:10 AULA-E010',
    ]);
    write(root, 'screens/halls.yaml', variant);
    rmSync(join(root, 'screens/first.yaml'));
    rmSync(join(root, 'screens/second.yaml'));
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\nexport: maybe'));
    expect(await problemsOf(root)).toContain('screens/halls.yaml:2:10 AULA-E005');
  });
});

describe('a column or filter of the same key as a field', () => {
  it('takes the field\'s label, kind, lookup and what narrows it, unless it says otherwise; a filter compares its key\'s column unless it names one', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('  - { key: building_id, label: fields.building, kind: lookup, lookup: buildings }', '  - { key: building_id }\n  - { key: plan }\n  - { key: phone, kind: text }')
      .replace('  - { key: building_id, label: fields.building, kind: select, lookup: buildings }', '  - { key: building_id }\n  - { key: wing_id }')
      .replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone }\n  - { key: wing_id, label: fields.seats, kind: lookup, lookup: kinds, dependsOn: building_id }'));
    const rooms = loadDefinitions(pathsOf(root)).definitions!.screens.find((screen) => screen.value.screen === 'rooms')!.value;
    expect(rooms.columns?.slice(2)).toEqual([
      { key: 'building_id', label: 'fields.building', kind: 'lookup', lookup: 'buildings' },
      { key: 'plan', label: 'fields.plan', kind: 'image' },
      { key: 'phone', label: 'fields.phone', kind: 'text' },
    ]);
    expect(rooms.filters?.slice(1)).toEqual([
      { key: 'building_id', label: 'fields.building', kind: 'select', lookup: 'buildings', column: 'building_id' },
      { key: 'wing_id', label: 'fields.seats', kind: 'select', lookup: 'kinds', dependsOn: 'building_id', column: 'wing_id' },
    ]);
  });

  it('names a column or filter that no field completes (AULA-E012), at it', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('  - { key: seats, label: fields.seats, kind: number, sort: seats }', '  - { key: seats, label: fields.seats, kind: number, sort: seats }\n  - { key: floor }')
      .replace('  - { key: building_id, label: fields.building, kind: select, lookup: buildings }', '  - { key: building_id, label: fields.building, kind: select, lookup: buildings }\n  - { key: name }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:14:5 AULA-E012', 'screens/rooms.yaml:20:5 AULA-E012']);
  });

  it('is completed in the screen it is declared in, before a screen that extends it replaces its fields', () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: name, label: fields.name, sort: name }', '  - { key: name, sort: name }'));
    writeFileSync(join(root, 'screens/halls.yaml'), ['screen: halls', 'extends: rooms', 'title: screens.rooms.title', 'permission: halls.index', 'endpoint: /halls', 'readOnly: true', 'addTitle: ~', 'fields: []', ''].join('\n'));
    const halls = loadDefinitions(pathsOf(root)).definitions!.screens.find((screen) => screen.value.screen === 'halls')!.value;
    expect(halls.columns?.[0]).toEqual({ key: 'name', label: 'fields.name', kind: 'text', sort: 'name' });
  });
});

describe('named states', () => {
  const withKinds = (root: string, when: string) => edit(root, 'screens/rooms.yaml', (text) => text
    .replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone }\n  - { key: kind_id, label: fields.seats, kind: lookup, lookup: kinds }')
    .replace(/\nfields:/, `\nactions:\n  - { id: out, label: fields.name, on: selection, run: exportRows, when: { kind_id: ${when} } }\nfields:`));

  it('puts the id of a lookup\'s fixed option where a screen names it (options.kind.lab: lab), one value or several', () => {
    const root = fixtureProject();
    withKinds(root, 'lab');
    const rooms = () => loadDefinitions(pathsOf(root)).definitions!.screens.find((screen) => screen.value.screen === 'rooms')!.value;
    expect(rooms().actions?.[0].when).toEqual({ kind_id: 2 });
    edit(root, 'screens/rooms.yaml', (text) => text.replace('when: { kind_id: lab }', 'when: { kind_id: [lecture, lab] }'));
    expect(rooms().actions?.[0].when).toEqual({ kind_id: [1, 2] });
  });

  it('puts the id in a condition on a field (a form\'s showWhen, a calendar\'s editable), and in a fixed option\'s where', () => {
    const root = fixtureProject();
    withKinds(root, 'lab');
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: phone, label: fields.phone, kind: phone }', '  - { key: phone, label: fields.phone, kind: phone, showWhen: { field: kind_id, equals: [lecture] } }'));
    edit(root, 'screens/lookups.yaml', (text) => `${text}  wings:\n    options:\n      - { id: east, label: fields.name, where: { kind_id: lecture } }\n`);
    const { definitions } = loadDefinitions(pathsOf(root));
    const rooms = definitions!.screens.find((screen) => screen.value.screen === 'rooms')!.value;
    expect(rooms.fields?.find((field) => field.key === 'phone')?.showWhen).toEqual({ field: 'kind_id', equals: [1] });
    expect(definitions!.lookups.value.lookups.wings.options?.[0].where).toEqual({ kind_id: 1 });
  });

  it('names an option\'s id where its name belongs (AULA-E207), which npm run gen writes in its place, and nothing else of the file', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => `# the rooms, kept as they are\n${text.replace(
      '  - { key: phone, label: fields.phone, kind: phone }',
      '  - { key: kind, label: fields.seats, kind: lookup, lookup: kinds, display: radio }\n  - { key: phone, label: fields.phone, kind: phone, showWhen: { field: kind, equals: [lecture, 2] } }',
    )}`);
    const before = readFileSync(join(root, 'screens/rooms.yaml'), 'utf8');
    expect(await problemsOf(root)).toEqual([expect.stringMatching(/^screens\/rooms\.yaml:\d+:\d+ AULA-E207$/)]);
    const result = await generate(pathsOf(root), { check: false, fix: true });
    expect([result.problems, result.mended?.map((problem) => problem.fix)]).toEqual([[], [{ from: '2', to: 'lab' }]]);
    expect(readFileSync(join(root, 'screens/rooms.yaml'), 'utf8')).toBe(before.replace('equals: [lecture, 2] }', 'equals: [lecture, lab] }'));
    // a check mends nothing: it says what is wrong
    edit(root, 'screens/rooms.yaml', (text) => text.replace('[lecture, lab]', '[1, lab]'));
    expect((await generate(pathsOf(root), { check: true, fix: true })).problems.map((problem) => problem.code)).toEqual(['AULA-E207']);
  });

  it('puts the id where a list of lookups.yaml keeps to rows of its table by a named option', () => {
    const root = fixtureProject();
    withKinds(root, 'lab');
    edit(root, 'screens/lookups.yaml', (text) => `${text}  labs: { table: rooms, where: { kind_id: lab } }\n`);
    expect(loadDefinitions(pathsOf(root)).definitions!.lookups.value.lookups.labs.where).toEqual({ kind_id: 2 });
  });

  it('names a value that is no option of the list (AULA-E207), at it, with the names the list has', async () => {
    const root = fixtureProject();
    withKinds(root, 'seminar');
    const [problem] = await problemsOf(root);
    expect(problem).toMatch(/^screens\/rooms\.yaml:\d+:\d+ AULA-E207$/);
    expect((await sentencesOf(root)).join('\n')).toContain("'seminar' is not an option of kinds, which kind_id takes (it has: lecture, lab)");
  });
});
