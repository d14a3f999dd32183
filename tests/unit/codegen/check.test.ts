// The check stage: what the schema cannot say, each problem with its code at its place (file:line:column).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationCatalogue } from '../../../contract/catalogue';
import { generate } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, problemsOf, sentencesOf, write } from './project';

/** rooms with a radio choice of kind and a phone shown, and then required, only for labs. */
function roomsWithChoice(root: string): void {
  edit(root, 'screens/rooms.yaml', (text) => text.replace(
    '  - { key: phone, label: fields.phone, kind: phone }',
    '  - { key: kind, label: fields.seats, kind: lookup, lookup: kinds, display: radio }\n  - { key: phone, label: fields.phone, kind: phone, required: true, showWhen: { field: kind, equals: lab } }',
  ));
}

describe('the names a screen gives', () => {
  it('names a label key missing from a locale (AULA-E101), once per place and locale', async () => {
    const root = fixtureProject();
    edit(root, 'locales/en.json', (text) => text.replace('"seats": "Seats", ', ''));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:13:26 AULA-E101', 'screens/rooms.yaml:22:26 AULA-E101']);
    expect(await sentencesOf(root)).toContain("the label key 'fields.seats' is missing from locales/en.json");
  });

  it('names a permission without a name in a locale (AULA-E101), once, where it is first named', async () => {
    const root = fixtureProject();
    edit(root, 'locales/ka.json', (text) => text.replace('"bookings": { "index": "ჯავშნები" }', '"bookings": {}'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:3:13 AULA-E101']);
    expect(await sentencesOf(root)).toEqual(["the label key 'permissionNames.bookings.index' is missing from locales/ka.json"]);
  });

  it('names a reader the server does not have, and a screen with no table and no reader (AULA-E201, AULA-E205)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('reader: calendar', 'reader: timetable'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:6:9 AULA-E201']);
    expect((await sentencesOf(root))[0]).toMatch(/readerCatalogue of contract\/catalogue\.ts \(it has: .*calendar.*\)$/);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('reader: timetable\n', ''));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:1:1 AULA-E205']);
  });

  it('names a hook no domain has, one of every table, and one on a screen with no table (AULA-E201, AULA-E205)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('table: rooms\n', 'table: rooms\nhooks: [admissions, bookkeeping, access]\n'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:9:21 AULA-E201', 'screens/rooms.yaml:9:34 AULA-E201']);
    expect(await sentencesOf(root)).toEqual([
      expect.stringMatching(/^the hook 'bookkeeping' is not in hookCatalogue of contract\/catalogue\.ts \(it has: .*admissions.*\)$/),
      "the hook 'access' acts on every table: no screen names it",
    ]);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('reader: calendar\n', 'reader: calendar\nhooks: [admissions]\n'));
    edit(root, 'screens/rooms.yaml', (text) => text.replace('hooks: [admissions, bookkeeping, access]\n', ''));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:7:9 AULA-E205']);
  });

  it('names an adapter the browser does not have (AULA-E201)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('adapter: calendarRows', 'adapter: timetableRows'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:5:10 AULA-E201']);
  });

  it('names a reader of a user\'s own rows on a screen that does not scope by them (AULA-E603)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('reader: calendar', 'reader: mailbox'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:6:9 AULA-E603']);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('readOnly: true', 'readOnly: true\nscope: owner_id'));
    expect(await problemsOf(root)).toEqual([]);
  });

  it('names a lookup nobody provides (AULA-E202)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: select, lookup: buildings', 'kind: select, lookup: wings'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:18:71 AULA-E202']);
  });

  it('names a sidebar entry that opens a screen with no file (AULA-E203)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/sidebar.yaml', (text) => text.replace('screen: bookings', 'screen: booking'));
    expect(await problemsOf(root)).toEqual(['screens/sidebar.yaml:6:64 AULA-E203']);
  });

  it('names a places-left column not of kind number, and one over a screen keeping no capacity of its records (AULA-E206, AULA-E203)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats }', 'kind: number, sort: seats, placesLeft: bookings }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:13:79 AULA-E203']);
    expect((await sentencesOf(root))[0]).toBe("the screen 'bookings' keeps no capacity over the records of rooms");
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats, placesLeft: bookings }', 'kind: text, sort: seats, placesLeft: bookings }'));
    expect((await problemsOf(root)).map((problem) => problem.split(' ')[1])).toEqual(['AULA-E206']);
  });

  it('names an icon the runtime does not draw (AULA-E201)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/sidebar.yaml', (text) => text.replace('icon: building', 'icon: castle'));
    expect(await problemsOf(root)).toEqual(['screens/sidebar.yaml:2:52 AULA-E201']);
    expect((await sentencesOf(root))[0]).toMatch(/^the icon 'castle' is not in iconCatalogue of contract\/catalogue\.ts \(it has: .*building.*\)$/);
  });

  it('names a sort key that is not a column (AULA-E301), and generates nothing', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: seats', 'kind: number, sort: capacity'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:13:60 AULA-E301']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: number, sort: capacity', 'kind: number, sort: seats').replace('defaultSort: name', 'defaultSort: nme'));
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems.map((problem) => problem.code)).toEqual(['AULA-E301']);
    expect(result.changed).toEqual([]);
  });

  it('names a search over a field that is not text (AULA-E302)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('searchIn: [name]', 'searchIn: [seats]'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:17:67 AULA-E302']);
  });
});

describe('fields', () => {
  it('names a groupBy on a field that is not a lookupMany, and an onDelete on one that names no table (AULA-E206)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('lookup: buildings, required: true }', 'lookup: buildings, required: true, groupBy: sidebar }')
      .replace('kind: integer }', 'kind: integer, onDelete: clear }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:22:65 AULA-E206', 'screens/rooms.yaml:23:107 AULA-E206']);
  });

  it('names a radio over a table (AULA-E404), and a field shown by a field that is not there or an option it lacks (AULA-E402)', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('showWhen: { field: kind, equals: lab }', 'showWhen: { field: knd, equals: lab }')
      .replace('kind: lookup, lookup: buildings, required: true }', 'kind: lookup, lookup: buildings, required: true, display: radio }')
      .replace('  - { key: plan, label: fields.plan, kind: file, accept: image }', '  - { key: plan, label: fields.plan, kind: file, accept: image, showWhen: { field: kind, equals: 3 } }'));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:23:107 AULA-E404',
      'screens/rooms.yaml:25:88 AULA-E402',
      'screens/rooms.yaml:26:98 AULA-E402',
    ]);
  });

  it('names a required that holds by a field that is not there, or by options the list lacks (AULA-E402)', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('  - { key: seats, label: fields.seats, kind: integer }', '  - { key: seats, label: fields.seats, kind: integer, required: { field: knd, equals: 1 } }')
      .replace('  - { key: plan, label: fields.plan, kind: file, accept: image }', '  - { key: plan, label: fields.plan, kind: file, accept: image, required: { field: kind, equals: [lab, 7] } }'));
    expect(await sentencesOf(root)).toEqual([
      "the field 'seats' is required when 'knd' has a value, but 'knd' is not another field of this screen",
      "'7' is not an option of 'kind' (they are: lecture, lab)",
    ]);
  });

  it('names a deciding field that is itself shown only sometimes, one of a kind that cannot decide, and a boolean compared with a number (AULA-E402)', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('  - { key: seats, label: fields.seats, kind: integer }', '  - { key: seats, label: fields.seats, kind: integer, showWhen: { field: name, equals: 1 } }\n  - { key: lift, label: fields.seats, kind: boolean }')
      .replace('  - { key: plan, label: fields.plan, kind: file, accept: image }', '  - { key: plan, label: fields.plan, kind: file, accept: image, showWhen: { field: phone, equals: 2 } }\n  - { key: wing, label: fields.seats, kind: text, showWhen: { field: lift, equals: 1 } }'));
    expect((await problemsOf(root)).map((problem) => problem.split(' ')[1])).toEqual(['AULA-E402', 'AULA-E402', 'AULA-E402', 'AULA-E402']);
    expect(await sentencesOf(root)).toEqual([
      "the field 'seats' is shown by 'name'; only a boolean field or a lookup over a fixed list of options can decide",
      "the field 'plan' is shown by 'phone', which is itself shown only sometimes; name a field that is always shown",
      "the field 'plan' is shown by 'phone'; only a boolean field or a lookup over a fixed list of options can decide",
      "'lift' is a boolean field, so 'equals' must be true or false",
    ]);
  });

  it('names a constraint over no field (AULA-E208), a mark that is no yes/no and notAfter on a number (AULA-E206), a dependsOn with nothing to narrow by (AULA-E402) and an option narrowing by no column (AULA-E801)', async () => {
    const root = fixtureProject();
    roomsWithChoice(root);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('kind: lookup, lookup: buildings, required: true }', 'kind: lookup, lookup: buildings, required: true, dependsOn: kind }')
      .replace('  - { key: seats, label: fields.seats, kind: integer }', '  - { key: seats, label: fields.seats, kind: integer, notAfter: today }')
      .replace('  - { key: name, label: fields.name, sort: name }', '  - { key: name, label: fields.name, sort: name, mine: { table: room_marks, names: room_id } }')
      .replace('defaultSort: name', 'defaultSort: name\nconstraints:\n  - { unique: [name, floor], message: fields.name }'));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:11:22 AULA-E208',
      'screens/rooms.yaml:14:56 AULA-E206',
      'screens/rooms.yaml:24:65 AULA-E206',
      'screens/rooms.yaml:25:109 AULA-E402',
    ]);
    expect(await sentencesOf(root)).toEqual([
      "'floor' is not a field of this screen",
      "'mine' marks the rows of a screen's table with yes or no: the column 'name' must be of kind boolean on a screen with a 'table'",
      "'notAfter' bounds a date, and 'seats' is of kind integer",
      "the field 'building_id' depends on 'kind', but its lookup 'buildings' has no 'parent' column and the options of 'kind' say no 'where'",
    ]);
    edit(root, 'screens/lookups.yaml', (text) => text.replace('{ id: 2, label: options.kind.lab }', '{ id: 2, label: options.kind.lab, where: { campus_id: 1 } }'));
    expect((await problemsOf(root)).filter((problem) => problem.endsWith('AULA-E801') || problem.endsWith('AULA-E402'))).toEqual(['screens/rooms.yaml:25:109 AULA-E801']);
    expect((await sentencesOf(root)).at(-1)).toBe("the option '2' of 'kinds' narrows by 'campus_id', which is not a field of any screen of the table buildings");
  });

  it('names a list of the kinds of account other than the server\'s: a kind at another id, a kind it does not know, one left out (AULA-E802)', async () => {
    const root = fixtureProject();
    const listed = (options: string) => edit(root, 'screens/lookups.yaml', (text) => text.replace(/\n  userTypes: .*|$/, `\n  userTypes: { options: [ ${options} ] }`));
    const e802 = async () => (await generate(pathsOf(root), { check: false })).problems.filter((problem) => problem.code === 'AULA-E802').map((problem) => problem.message);
    listed('{ id: 1, label: options.kind.admin }, { id: 2, label: options.kind.lecturer }, { id: 3, label: options.kind.student }');
    expect(await e802()).toEqual([]);
    listed('{ id: 1, label: options.kind.admin }, { id: 3, label: options.kind.lecturer }, { id: 4, label: options.kind.guest }');
    expect(await e802()).toEqual([
      "the kind of account 'lecturer' is 2 to the server (USER_TYPE of contract/constants.ts), not 3",
      "'guest' is no kind of account the server knows (USER_TYPE of contract/constants.ts has: admin, lecturer, student)",
      'the kinds of account student are not listed (USER_TYPE of contract/constants.ts)',
    ]);
  });

  const parts = [
    '  - key: doors',
    '    label: fields.name',
    '    kind: repeat',
    '    fields:',
    '      - { key: width, label: fields.seats, kind: integer, required: true }',
    '      - { key: note, label: fields.name, kind: text }',
    '',
  ].join('\n');

  it('names a repeat without fields and a part of a kind a part cannot be (AULA-E401)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat(parts.replace('kind: text }', 'kind: file }')).concat('  - { key: windows, label: fields.name, kind: repeat }\n'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:31:48 AULA-E401', 'screens/rooms.yaml:32:5 AULA-E401']);
  });

  it('names a computed field that is no amount, sums no part, or names a field computed after it (AULA-E403)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: width_sum, label: fields.name, kind: integer, computed: { sum: doors.width } }',
      '  - { key: total, label: fields.name, kind: money, computed: { add: [later, name] } }',
      '  - { key: later, label: fields.name, kind: money, computed: { sum: doors.note } }',
      '',
    ].join('\n')).concat(parts));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:26:5 AULA-E403',
      'screens/rooms.yaml:26:75 AULA-E403',
      'screens/rooms.yaml:27:70 AULA-E403',
      'screens/rooms.yaml:27:77 AULA-E403',
      'screens/rooms.yaml:28:69 AULA-E403',
    ]);
  });

  it('multiplies a number by an amount, and stamps only an account that no one is asked for (AULA-E403)', async () => {
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
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:28:75 AULA-E403', 'screens/rooms.yaml:29:5 AULA-E403', 'screens/rooms.yaml:30:5 AULA-E403']);
  });

  it('keeps a form\'s sections in the order of its fields, the first at the first field (AULA-E213, AULA-E101, AULA-E208)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      'sections:',
      '  - { label: fields.name, from: seats }',
      '  - { label: fields.name, from: name }',
      '  - { label: fields.nope, from: nothing }',
      '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:27:33 AULA-E213',
      'screens/rooms.yaml:28:33 AULA-E213',
      'screens/rooms.yaml:29:14 AULA-E101',
      'screens/rooms.yaml:29:14 AULA-E101',
      'screens/rooms.yaml:29:33 AULA-E208',
    ]);
  });
});

describe('actions', () => {
  it('names row actions their screen cannot do, or that act on no row (AULA-E501, AULA-E502)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', [
      'defaultSort: name',
      'export: false',
      'actions:',
      '  - { id: out, label: fields.name, on: selection, run: exportRows }',
      '  - { id: gone, label: fields.name, on: screen, run: deleteRows }',
      '  - { id: move, label: fields.name, on: selection, run: enrolRows }',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:12:40 AULA-E501',
      'screens/rooms.yaml:12:56 AULA-E501',
      'screens/rooms.yaml:13:41 AULA-E501',
      'screens/rooms.yaml:14:41 AULA-E501',
      'screens/rooms.yaml:14:5 AULA-E502',
    ]);
  });

  it('names an enrolment that copies from a field it lacks, misuses today, or leaves a required target field empty (AULA-E502)', async () => {
    const root = fixtureProject();
    write(root, 'screens/requests.yaml', [
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
    ]);
    expect(await problemsOf(root)).toEqual([
      'screens/requests.yaml:9:32 AULA-E502',
      'screens/requests.yaml:10:20 AULA-E502',
      'screens/requests.yaml:8:3 AULA-E502',
    ]);
  });

  it('names a field an action\'s form starts from that is not its own, or a column the screen lacks (AULA-E208, AULA-E209)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', [
      'defaultSort: name',
      'actions:',
      '  - { id: book, label: fields.name, on: row, run: editFields, startsFrom: { seats: seets, places: name }, fields: [{ key: seats, label: fields.seats, kind: integer }] }',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:11:84 AULA-E209',
      'screens/rooms.yaml:11:99 AULA-E208',
    ]);
  });

  it('names a person\'s fields the screen lacks, and a person\'s action off a row, without privacy.erase or privacy.export, a reason or a question (AULA-E208, AULA-E501)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', [
      'defaultSort: name',
      'person: { identifying: [name, seets], retention: { months: 12, unless: { state: closed } } }',
      'actions:',
      '  - { id: data, label: fields.name, on: screen, run: exportPersonalData }',
      '  - { id: erase, label: fields.name, on: row, run: erasePerson, fields: [{ key: reason, label: fields.name, kind: text }] }',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:12:5 AULA-E501',
      'screens/rooms.yaml:12:5 AULA-E501',
      'screens/rooms.yaml:13:5 AULA-E501',
      'screens/rooms.yaml:13:73 AULA-E501',
      'screens/rooms.yaml:13:5 AULA-E501',
      'screens/rooms.yaml:10:31 AULA-E208',
      'screens/rooms.yaml:10:81 AULA-E208',
    ]);
    expect(await sentencesOf(root)).toContain("an erasure needs the permission 'privacy.erase' besides the screen's: 'permission: privacy.erase'");
    expect(await sentencesOf(root)).toContain("a person's data export holds more than the screen shows: it needs the permission 'privacy.export' besides the screen's: 'permission: privacy.export'");
  });

  it('names a personal number or a person\'s name a screen stores where no erasure reaches it (AULA-E405)', async () => {
    const root = fixtureProject();
    for (const locale of ['en', 'ka']) edit(root, `locales/${locale}.json`, (text) => text.replace('"fields": {', '"fields": { "surname": "Surname",'));
    edit(root, 'screens/rooms.yaml', (text) => text.replace('  - { key: phone, label: fields.phone, kind: phone }', [
      '  - { key: phone, label: fields.phone, kind: phone }',
      '  - { key: keeper_number, label: fields.seats, kind: personalNumber }',
      '  - { key: keeper_surname, label: fields.surname, kind: text }',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:25:5 AULA-E405', 'screens/rooms.yaml:26:5 AULA-E405']);
    expect(await sentencesOf(root)).toContain("'keeper_number' stores a personal number outside a person's screen, where no erasure reaches it: read it through a lookup of the person's screen (students, lecturers, staff, applicants) instead of keeping a copy, or give this screen 'person:' naming it in 'identifying'");
    // a person's screen that leaves one out of what identifies them is told to name it
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\nperson: { identifying: [keeper_number] }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:27:5 AULA-E405']);
    expect(await sentencesOf(root)).toEqual(["'keeper_surname' stores a person's name, which erasure empties only if the screen says so: add it to 'person: identifying'"]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('identifying: [keeper_number]', 'identifying: [keeper_number, keeper_surname]'));
    expect(await problemsOf(root)).toEqual([]);
  });

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
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems).toEqual([]);
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const browser = readFileSync(join(root, 'src/generated/screens/bookings.ts'), 'utf8');
    expect(browser).toContain('tabs: [');
    expect(browser).toContain("loadForm: () => import('../forms/bookings')");
    expect(browser).not.toContain('sendMessage');
    const server = readFileSync(join(root, 'server/generated/registry/bookings.ts'), 'utf8');
    expect(server).toContain("scope: { column: 'owner_id', to: 'user' }");
    expect(server).toContain("run: 'sendMessage'");
  });

  it('names an unknown operation, a form on a row, a when on the screen, a tab over no filter and a detail of no column', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => owned(text)
      .replace('run: sendMessage', 'run: sendTelegram')
      .replace('on: row, when: { state: 1 }', 'on: row, form: true, when: { state: 1 }')
      .replace('on: screen, form: true', 'on: screen, when: { state: 1 }, form: true')
      .replace('filter: { state: 2 }', 'filter: { floor: 2 }')
      .replace('detail: [room, starts_at]', 'detail: [room, ends_at]'));
    expect(await problemsOf(root)).toEqual([
      'screens/bookings.yaml:10:16 AULA-E209',
      'screens/bookings.yaml:22:56 AULA-E210',
      'screens/bookings.yaml:26:87 AULA-E201',
      'screens/bookings.yaml:26:56 AULA-E501',
      'screens/bookings.yaml:27:52 AULA-E501',
    ]);
    expect((await sentencesOf(root))[2]).toBe(`the action 'write' runs 'sendTelegram', which is not in operationCatalogue of contract/catalogue.ts (it has: ${operationCatalogue.join(', ')})`);
  });

  it('names whileEmpty on an action that is not on the screen (AULA-E501), and passes it on to the browser', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => owned(text).replace('on: selection, run: markRead', 'on: selection, whileEmpty: true, run: markRead'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:28:64 AULA-E501']);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('on: selection, whileEmpty: true', 'on: selection').replace('on: screen, form: true', 'on: screen, whileEmpty: true, form: true'));
    expect(await problemsOf(root)).toEqual([]);
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    expect(readFileSync(join(root, 'src/generated/screens/bookings.ts'), 'utf8')).toContain('whileEmpty: true');
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

  it('names a questionnaire over no repeat field, a question text of no part, a kind sharing an id and a report not on a row (AULA-E503, AULA-E501)', async () => {
    const root = fixtureProject();
    const parts = ['  - key: doors', '    label: fields.name', '    kind: repeat', '    fields:',
      '      - { key: width, label: fields.seats, kind: integer, required: true }', '      - { key: note, label: fields.name, kind: text }', ''].join('\n');
    edit(root, 'screens/rooms.yaml', (text) => text.concat(parts).concat(questionnaire('doors', 'colour')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:39:13 AULA-E503',
      'screens/rooms.yaml:40:13 AULA-E503',
      'screens/rooms.yaml:41:14 AULA-E503',
      'screens/rooms.yaml:42:79 AULA-E501',
    ]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('part: doors', 'part: name'));
    expect(await sentencesOf(root)).toContainEqual(expect.stringContaining("'name' is not a field of kind repeat of this screen"));
  });
});

describe('page kinds and whose rows', () => {
  const dashboard = [
    'screen: overview',
    'title: screens.rooms.title',
    'endpoint: /dashboards/overview',
    'view: dashboard',
    'tiles:',
    '  - { id: rooms, kind: count, title: screens.rooms.title, screen: rooms, filter: { building_id: 1 } }',
    '  - { id: perBuilding, kind: bar, title: screens.rooms.title, screen: rooms, groupBy: building_id }',
  ];

  it('accepts a dashboard without a permission of its own, guarded by the screens its tiles read', async () => {
    const root = fixtureProject();
    write(root, 'screens/overview.yaml', dashboard);
    expect(await problemsOf(root)).toEqual([]);
  });

  it('names a tile filter the read screen lacks, a bar with nothing to group by, a line over a number and a list without columns (AULA-E210, AULA-E601, AULA-E209)', async () => {
    const root = fixtureProject();
    write(root, 'screens/overview.yaml', [
      ...dashboard.map((line) => line.replace('filter: { building_id: 1 }', 'filter: { floor: 1 }').replace(', groupBy: building_id', '')),
      '  - { id: seatsLine, kind: line, title: screens.rooms.title, screen: rooms, groupBy: seats }',
      '  - { id: latest, kind: list, title: screens.rooms.title, screen: rooms }',
    ]);
    expect(await problemsOf(root)).toEqual([
      'screens/overview.yaml:6:91 AULA-E210',
      'screens/overview.yaml:7:5 AULA-E601',
      'screens/overview.yaml:8:86 AULA-E209',
      'screens/overview.yaml:9:5 AULA-E601',
    ]);
  });

  it('names a calendar\'s moves of a screen that does not exist, or of fields it lacks or of the wrong kind, and a feed without a period (AULA-E208, AULA-E203, AULA-E601)', async () => {
    const root = fixtureProject();
    const bookings = (moves: string, extra = '') => (text: string) => text.replace('filter: false', `filter: false\nview: calendar\ncalendar: { start: starts_at, end: starts_at, title: room, ${moves}${extra} }`);
    edit(root, 'screens/bookings.yaml', bookings('moves: { when: { field: room, equals: 2 }, screen: rooms, id: room, day: seats, from: name, to: building_id }'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:10:146 AULA-E208', 'screens/bookings.yaml:10:156 AULA-E208']);
    edit(root, 'screens/bookings.yaml', (text) => text.replace('screen: rooms', 'screen: halls').replace(', feed: true', ''));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:10:111 AULA-E203']);
    edit(root, 'screens/bookings.yaml', (text) => text.replace(/moves: \{.*\} \}/, 'feed: true }'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:10:66 AULA-E601']);
  });

  it('names a calendar key on a list (AULA-E206), and a calendar whose start is no field (AULA-E209)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ncalendar: { start: name, end: name, title: name }'));
    edit(root, 'screens/bookings.yaml', (text) => text.replace('filter: false', 'filter: false\nview: calendar\ncalendar: { start: begins, end: starts_at, title: room }'));
    expect(await problemsOf(root)).toEqual(['screens/bookings.yaml:10:20 AULA-E209', 'screens/rooms.yaml:10:11 AULA-E206']);
  });

  it('names a notBefore that is no date, and a holds through a field that is no lookup of the person\'s record or to a field its table lacks (AULA-E007, AULA-E603)', async () => {
    const root = fixtureProject();
    write(root, 'screens/students.yaml', [
      'screen: students', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /students', 'responseKey: students', 'table: students', 'defaultSort: name',
      'columns:', '  - { key: name, label: fields.name, sort: name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '  - { key: building_id, label: fields.building, kind: lookup, lookup: buildings }',
    ]);
    write(root, 'screens/buildings.yaml', [
      'screen: buildings', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /buildings', 'responseKey: buildings', 'table: buildings', 'defaultSort: name',
      'columns:', '  - { key: name, label: fields.name, sort: name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '  - { key: seats, label: fields.seats, kind: integer }',
    ]);
    write(root, 'screens/offers.yaml', [
      'screen: offers', 'title: screens.rooms.title', 'area: student', 'endpoint: /student/offers', 'responseKey: offers', 'table: offers', 'readOnly: true', 'defaultSort: name',
      'columns:', '  - { key: name, label: fields.name, sort: name }',
      'fields:', '  - { key: name, label: fields.name, kind: text }', '  - { key: seats, label: fields.seats, kind: lookupMany, lookup: kinds }', '  - { key: day, label: fields.name, kind: date }',
      'only:',
      '  - { key: seats, holds: building_id.seats }',
      '  - { key: seats, holds: name.seats }',
      '  - { key: seats, holds: building_id.floors }',
      '  - { key: day, notBefore: now }',
      '  - { key: day, notBefore: soon }',
      '  - { key: day, notBefore: now, equals: 1 }',
    ]);
    expect(await problemsOf(root)).toEqual([
      'screens/offers.yaml:17:26 AULA-E603',
      'screens/offers.yaml:18:26 AULA-E603',
      'screens/offers.yaml:20:28 AULA-E007',
      'screens/offers.yaml:21:5 AULA-E603',
    ]);
  });

  it('names a summary outside the student and lecturer areas (AULA-E603), and one naming no field of the person\'s record (AULA-E208)', async () => {
    const root = fixtureProject();
    write(root, 'screens/students.yaml', [
      'screen: students', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /students', 'responseKey: students', 'table: students', 'defaultSort: name',
      'columns:', '  - { key: name, label: fields.name, sort: name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '  - { key: seats, label: fields.seats, kind: integer }',
    ]);
    write(root, 'screens/offers.yaml', [
      'screen: offers', 'title: screens.rooms.title', 'area: student', 'endpoint: /student/offers', 'responseKey: offers', 'table: offers', 'readOnly: true', 'defaultSort: name',
      'summary: [seats, floors]',
      'columns:', '  - { key: name, label: fields.name, sort: name }',
      'fields:', '  - { key: name, label: fields.name, kind: text }',
    ]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\nsummary: [seats]'));
    expect(await sentencesOf(root)).toEqual([
      "'floors' is not a field of the student's record (students)",
      "'summary' shows the signed-in person's record: a screen of the student or lecturer area",
    ]);
  });

  it('takes a file and parts in editFields, each part a field of the screen\'s parts of the same kind (AULA-E208)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - key: slots', '    label: fields.name', '    kind: repeat', '    fields:', '      - { key: day, label: fields.seats, kind: integer }',
      'actions:',
      '  - id: describe', '    label: fields.name', '    on: row', '    run: editFields', '    fields:',
      '      - { key: plan, label: fields.plan, kind: file, accept: image }',
      '      - key: slots', '        label: fields.name', '        kind: repeat', '        fields:',
      '          - { key: day, label: fields.seats, kind: integer }',
      '          - { key: hour, label: fields.seats, kind: integer }',
      '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:43:20 AULA-E208']);
  });

  it('names a total over a text column (AULA-E206) and a second home (AULA-E204)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name', 'defaultSort: name\ntotals: [name]'));
    write(root, 'screens/overview.yaml', dashboard.map((line) => line.replace('view: dashboard', 'view: dashboard\nhome: true')));
    write(root, 'screens/start.yaml', dashboard.map((line) => line.replace('screen: overview', 'screen: start').replace('/dashboards/overview', '/dashboards/start').replace('view: dashboard', 'view: dashboard\nhome: true')));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:10:10 AULA-E206', 'screens/start.yaml:5:7 AULA-E204']);
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
      'screens/rooms.yaml:27:12 AULA-E209',
      'screens/rooms.yaml:28:5 AULA-E603',
      'screens/rooms.yaml:29:5 AULA-E603',
      'screens/rooms.yaml:30:29 AULA-E007',
      'screens/rooms.yaml:32:26 AULA-E603',
      'screens/rooms.yaml:32:12 AULA-E603',
    ]);
  });

  it('keeps a public form a page of its own: a free path, one action of the public ones, and screens that store rows (AULA-E602)', async () => {
    const root = fixtureProject();
    const apply = (path: string, into: string, action = 'applyToRegister') => [
      'screen: NAME', 'area: public', 'view: form', `path: ${path}`, 'title: screens.rooms.title', 'endpoint: /public/NAME', `into: ${into}`,
      `actions: [{ id: send, label: fields.name, on: screen, form: true, run: ${action} }]`,
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }',
    ];
    write(root, 'screens/apply.yaml', apply('/apply', '[rooms]').map((line) => line.replaceAll('NAME', 'apply')));
    expect(await problemsOf(root)).toEqual([]);
    write(root, 'screens/visit.yaml', apply('/login', '[nowhere, rooms, bookings]', 'exportRows').map((line) => line.replaceAll('NAME', 'visit')));
    write(root, 'screens/other.yaml', apply('/apply', '[rooms]').filter((line) => line !== 'area: public').map((line) => line.replaceAll('NAME', 'other')));
    expect(await problemsOf(root)).toEqual([
      'screens/apply.yaml:4:7 AULA-E602',
      'screens/other.yaml:7:72 AULA-E201',
      'screens/other.yaml:1:1 AULA-E205',
      'screens/other.yaml:2:7 AULA-E602',
      'screens/other.yaml:3:7 AULA-E206',
      'screens/other.yaml:6:7 AULA-E206',
      'screens/visit.yaml:8:72 AULA-E201',
      'screens/visit.yaml:8:47 AULA-E501',
      'screens/visit.yaml:4:7 AULA-E602',
      'screens/visit.yaml:7:8 AULA-E203',
      'screens/visit.yaml:7:24 AULA-E602',
      'screens/visit.yaml:7:7 AULA-E602',
    ]);
  });

  it('keeps a workflow whole: states and moves that name each other, every state reachable, its state no field of the form, names in every locale (AULA-E604, AULA-E101)', async () => {
    const root = fixtureProject();
    const workflow = [
      'workflow:',
      '  field: state',
      '  states:',
      '    - { id: draft, label: fields.name, edit: true }',
      '    - { id: booked, label: fields.seats }',
      '  transitions:',
      '    - { id: book, label: fields.name, from: [draft], to: booked, permission: rooms.book, reason: optional }',
    ];
    edit(root, 'screens/rooms.yaml', (text) => `${text}${workflow.join('\n')}\n`);
    // the permission a move needs has its name in each locale, as every permission has
    for (const locale of ['en', 'ka']) {
      edit(root, `locales/${locale}.json`, (text) => {
        const messages = JSON.parse(text) as { permissionNames: { rooms: Record<string, string> } };
        messages.permissionNames.rooms.book = 'Book';
        return JSON.stringify(messages);
      });
    }
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text
      .replace('field: state', 'field: seats')
      .replace('{ id: booked, label: fields.seats }', '{ id: booked, label: fields.seats }\n    - { id: lost, label: fields.nowhere }')
      .replace('from: [draft], to: booked', 'from: [draft, gone], to: booked')
      .replace('reason: optional }', 'reason: optional }\n    - { id: keep, label: fields.name, from: [booked], to: booked }\n    - { id: book, label: fields.name, from: [booked], to: nowhere }'));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:35:13 AULA-E204',
      'screens/rooms.yaml:31:26 AULA-E101',
      'screens/rooms.yaml:31:26 AULA-E101',
      'screens/rooms.yaml:33:53 AULA-E604',
      'screens/rooms.yaml:34:59 AULA-E604',
      'screens/rooms.yaml:35:59 AULA-E604',
      'screens/rooms.yaml:31:13 AULA-E604',
      'screens/rooms.yaml:27:10 AULA-E604',
    ]);
  });

  it('publishes rows early only through a lookup field of the screen and a boolean field of the screen keeping its table (AULA-E604)', async () => {
    const root = fixtureProject();
    const workflow = [
      'workflow:',
      '  field: state',
      '  publish: { by: building_id, field: open }',
      '  states:',
      '    - { id: draft, label: fields.name, edit: true, hiddenFrom: [student] }',
      '    - { id: booked, label: fields.seats }',
      '  transitions:',
      '    - { id: book, label: fields.name, from: [draft], to: booked }',
    ];
    edit(root, 'screens/rooms.yaml', (text) => `${text}${workflow.join('\n')}\n`);
    const sentences = await sentencesOf(root);
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:28:38 AULA-E604']);
    expect(sentences).toEqual(["'open' must be a boolean field of the screen that keeps buildings (none does): declare it there"]);
    write(root, 'screens/buildings.yaml', [
      'screen: buildings', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /buildings', 'table: buildings',
      'columns:', '  - { key: name, label: fields.name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }', '  - { key: open, label: fields.seats, kind: boolean }',
    ]);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('by: building_id', 'by: name'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:28:18 AULA-E604']);
  });

  it('locks rows of screens that reach the workflow\'s record, by its table or one lookup field of it, and only their stored fields (AULA-E604)', async () => {
    const root = fixtureProject();
    write(root, 'screens/buildings.yaml', [
      'screen: buildings', 'title: screens.rooms.title', 'permission: rooms.index', 'endpoint: /buildings', 'table: buildings',
      'columns:', '  - { key: name, label: fields.name }',
      'fields:', '  - { key: name, label: fields.name, kind: text, required: true }',
      'workflow:', '  field: state', '  states:', '    - { id: draft, label: fields.name, edit: true }', '    - { id: booked, label: fields.seats }',
      '  transitions:', '    - { id: book, label: fields.name, from: [draft], to: booked }',
      '  locks:', '    message: fields.name', '    screens:', '      - { screen: rooms }', '      - { screen: buildings, fields: [name] }',
    ]);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/buildings.yaml', (text) => text
      .replace('message: fields.name', 'message: fields.nowhere')
      .replace('{ screen: rooms }', '{ screen: rooms }\n      - { screen: nowhere }\n      - { screen: bookings }')
      .replace('fields: [name]', 'fields: [name, plan_id]'));
    expect(await problemsOf(root)).toEqual([
      'screens/buildings.yaml:18:14 AULA-E101',
      'screens/buildings.yaml:18:14 AULA-E101',
      'screens/buildings.yaml:21:19 AULA-E604',
      'screens/buildings.yaml:22:19 AULA-E604',
      'screens/buildings.yaml:23:45 AULA-E604',
    ]);
    expect((await sentencesOf(root)).slice(2)).toEqual([
      "there is no screen 'nowhere' to lock",
      "the screen 'bookings' keeps no table: it has no rows to lock",
      "'plan_id' is not a field of 'buildings' kept in buildings (a repeat field's parts are a table of their own): lock one of name",
    ]);
  });

  it('takes noOverlap over fields of the screen: two times, two dates for its period, and one kind of constraint at a time (AULA-E208, AULA-E205)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: day, label: fields.seats, kind: integer }', '  - { key: opens, label: fields.name, kind: time }',
      '  - { key: closes, label: fields.name, kind: time }',
      'constraints:', '  - noOverlap: { key: building_id, day: day, from: opens, to: closes }', '    message: fields.name', '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('from: opens, to: closes }', 'from: name, to: closes, during: [nowhere, closes] }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:30:52 AULA-E208', 'screens/rooms.yaml:30:79 AULA-E208', 'screens/rooms.yaml:30:88 AULA-E208']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('    message: fields.name', '    unique: [name, seats]\n    message: fields.name'));
    expect((await problemsOf(root)).at(0)).toBe('screens/rooms.yaml:30:5 AULA-E205');
  });

  it('takes noOverlap over a repeat field\'s parts, each field of the parts or of the record (AULA-E208)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - key: slots', '    label: fields.name', '    kind: repeat', '    fields:',
      '      - { key: day, label: fields.seats, kind: integer }', '      - { key: opens, label: fields.name, kind: time }', '      - { key: closes, label: fields.name, kind: time }',
      'constraints:', '  - noOverlap: { part: slots, key: building_id, day: day, from: opens, to: closes }', '    message: fields.name', '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('part: slots, key: building_id', 'part: slots, key: nowhere'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:34:36 AULA-E208']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('part: slots, key: nowhere', 'part: name, key: building_id'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:34:24 AULA-E208']);
  });

  it('takes requires over a repeat field\'s parts only by a rule of the parts\' table (AULA-E201, AULA-E208)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - key: slots', '    label: fields.name', '    kind: repeat', '    fields:', '      - { key: day, label: fields.seats, kind: integer }',
      'constraints:', '  - requires: { part: slots, rule: roomHoldsCourse }', '    message: fields.name',
      '  - requires: { part: name, rule: roomHoldsCourse }', '    message: fields.name', '',
    ].join('\n')));
    const problems = await problemsOf(root);
    expect(problems.map((problem) => problem.split(' ')[1])).toEqual(['AULA-E201', 'AULA-E208', 'AULA-E208']);
  });

  it('takes capacity over a lookup of a table whose screen holds the limit, and requires by a rule of this table (AULA-E201, AULA-E208)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => text.concat([
      '  - { key: state, label: fields.seats, kind: integer }',
      'constraints:', '  - capacity: { of: building_id, limit: seats, counting: { state: 1 }, waiting: { kind: 2 } }', '    message: fields.name',
      '  - capacity: { of: name, limit: seats, counting: { state: 1 } }', '    message: fields.name',
      '  - requires: { rule: nowhere }', '    message: fields.name',
      '  - requires: { rule: prerequisitesPassed }', '    message: fields.name', '',
    ].join('\n')));
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:28:41 AULA-E208', 'screens/rooms.yaml:28:81 AULA-E208', 'screens/rooms.yaml:30:21 AULA-E208',
      'screens/rooms.yaml:32:23 AULA-E201', 'screens/rooms.yaml:34:23 AULA-E201', 'screens/rooms.yaml:34:23 AULA-E208', 'screens/rooms.yaml:34:23 AULA-E208',
    ]);
  });

  it('takes a record\'s value a domain keeps only by a name of recordCatalogue, on an amount field (AULA-E201, AULA-E403)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => `${text}  - { key: rating, label: fields.seats, kind: decimal, computed: { record: gpa } }\n`);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('kind: decimal, computed: { record: gpa }', 'kind: text, computed: { record: rank }'));
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:26:73 AULA-E201', 'screens/rooms.yaml:26:5 AULA-E403']);
  });
});

describe('Find anyone (screen key find)', () => {
  /** rooms found by Find anyone: named by their name, by the fields given */
  const findRooms = (root: string, find: string, title = 'recordTitle: [name]\n') => edit(root, 'screens/rooms.yaml', (text) => text.replace('defaultSort: name\n', `defaultSort: name\n${title}find: ${find}\n`));

  it('passes a find over text fields, showing fields of the screen, and indexes each once with the search filter\'s', async () => {
    const root = fixtureProject();
    findRooms(root, '{ in: [name, phone], shows: [seats, building_id] }');
    const result = await generate(pathsOf(root), { check: false });
    expect(result.problems).toEqual([]);
    const sql = readFileSync(join(root, result.migration!), 'utf8');
    expect(sql.match(/rooms_lower_name_idx/g)).toHaveLength(1);
    expect(sql).toContain('CREATE INDEX IF NOT EXISTS rooms_lower_phone_idx ON rooms (lower(phone) text_pattern_ops);');
  });

  it('names a searched key that is not a text field of the screen (AULA-E302)', async () => {
    const root = fixtureProject();
    findRooms(root, '{ in: [name, seats, colour] }');
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:11:20 AULA-E302', 'screens/rooms.yaml:11:27 AULA-E302']);
    expect(await sentencesOf(root)).toEqual([
      "'seats' is a field of kind integer; find looks for text at the start of a text field (a name, a personal number, an e-mail)",
      "'colour' is not a field of this screen; find searches the text fields of its table",
    ]);
  });

  it('names a find without a record title to name what it finds (AULA-E302)', async () => {
    const root = fixtureProject();
    findRooms(root, '{ in: [name] }', '');
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:10:7 AULA-E302']);
  });

  it('names a shown key that is no field (AULA-E208) or has no short value (AULA-E206)', async () => {
    const root = fixtureProject();
    findRooms(root, '{ in: [name], shows: [plan, floor] }');
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:11:29 AULA-E206', 'screens/rooms.yaml:11:35 AULA-E208']);
  });

  it('names a find on a screen whose rows a reader assembles (AULA-E205)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/bookings.yaml', (text) => text.replace('export: false\n', 'export: false\nrecordTitle: [room]\nfind: { in: [room] }\n'));
    const problems = await problemsOf(root);
    expect(problems).toContain('screens/bookings.yaml:11:7 AULA-E205');
  });
});

describe('the actions that move a row or add the user\'s own', () => {
  const booking = [
    'workflow:', '  field: state', '  states:', '    - { id: draft, label: fields.name, edit: true }', '    - { id: booked, label: fields.seats }',
    '  transitions:', '    - { id: book, label: fields.name, from: [draft], to: booked }', '    - { id: free, label: fields.name, from: [booked], to: draft, reason: required }',
  ];
  const codes = async (root: string) => (await problemsOf(root)).map((problem) => problem.split(' ')[1]);

  it('runs moveState as the transition of the screen\'s workflow named as the action, a reason asked where the move asks one (AULA-E604, AULA-E501)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => `${text}${[...booking,
      'actions:', '  - { id: book, label: fields.name, on: row, when: { state: [draft, booked] }, run: moveState }',
      '  - id: free', '    label: fields.name', '    on: row', '    run: moveState', '    fields:', '      - { key: reason, label: fields.name, kind: longtext }',
    ].join('\n')}\n`);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('{ id: book, label: fields.name, on: row', '{ id: hold, label: fields.name, on: row'));
    expect(await codes(root)).toEqual(['AULA-E604']);
    expect((await sentencesOf(root))[0]).toContain("'hold' is not a transition of this screen's own workflow");
    edit(root, 'screens/rooms.yaml', (text) => text.replace('{ id: hold, label: fields.name, on: row', '{ id: book, label: fields.name, on: row')
      .replace("      - { key: reason, label: fields.name, kind: longtext }\n", '').replace('    fields:\n', ''));
    expect(await codes(root)).toEqual(['AULA-E501']);
  });

  it('runs addOwnRow on a scoped screen, from fields of the screen that are not its scope (AULA-E501, AULA-E208)', async () => {
    const root = fixtureProject();
    const action = ['actions:', '  - id: add', '    label: fields.name', '    on: screen', '    run: addOwnRow', '    fields:', '      - { key: name, label: fields.name, kind: text, required: true }'];
    edit(root, 'screens/rooms.yaml', (text) => `${text}${action.join('\n')}\n`);
    expect(await codes(root)).toEqual(['AULA-E501']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace(/actions:[\s\S]*$/, ''));
    write(root, 'screens/my-rooms.yaml', [
      'screen: my-rooms', 'extends: rooms', 'area: student', 'addTitle: ~', 'permission: ~', 'endpoint: /student/rooms', 'readOnly: true',
      'scope: building_id', 'scopeTo: student', ...action,
    ]);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/my-rooms.yaml', (text) => text.replace('{ key: name, label: fields.name, kind: text, required: true }', '{ key: building_id, label: fields.building, kind: lookup, lookup: buildings }'));
    expect(await codes(root)).toEqual(['AULA-E208']);
  });

  it('keeps rows no earlier than a date or now (only: notBefore), one bound a condition (AULA-E007, AULA-E603)', async () => {
    const root = fixtureProject();
    edit(root, 'screens/rooms.yaml', (text) => `${text}only:\n  - { key: name, notBefore: now }\n`);
    expect(await problemsOf(root)).toEqual([]);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('notBefore: now', 'notBefore: soon'));
    expect(await codes(root)).toEqual(['AULA-E007']);
    edit(root, 'screens/rooms.yaml', (text) => text.replace('notBefore: soon', 'notBefore: now, notAfter: now'));
    expect(await codes(root)).toEqual(['AULA-E603']);
  });
});
