// Whom a move or an action tells (key notify): checked with its code at its place, and compiled with the accounts'
// column its field names and the pages it leads to.
import { describe, expect, it } from 'vitest';
import { compileProject } from '../../../codegen/pipeline';
import { edit, fixtureProject, pathsOf, problemsOf, sentencesOf } from './project';

/** rooms with a manager (an account), a workflow whose move and an action on a row tell someone, their words in both locales. */
function roomsThatTell(root: string, workflowNotify: string, actionNotify: string): void {
  edit(root, 'screens/lookups.yaml', (text) => `${text}  accounts: { table: users, label: full_name, system: true }\n`);
  edit(root, 'screens/rooms.yaml', (text) => `${text.replace(
    '  - { key: plan, label: fields.plan, kind: file, accept: image }',
    '  - { key: plan, label: fields.plan, kind: file, accept: image }\n  - { key: manager_id, label: fields.name, kind: lookup, lookup: accounts }',
  )}${[
    'workflow:',
    '  field: state',
    '  states:',
    '    - { id: draft, label: fields.name, edit: true }',
    '    - { id: booked, label: fields.seats }',
    '  transitions:',
    '    - id: book',
    '      label: fields.name',
    '      from: [draft]',
    '      to: booked',
    '      notify:',
    `        - ${workflowNotify}`,
    'actions:',
    '  - id: rename',
    '    label: fields.name',
    '    on: row',
    '    run: editFields',
    '    fields:',
    '      - { key: name, label: fields.name, kind: text }',
    '    notify:',
    `      - ${actionNotify}`,
  ].join('\n')}\n`);
  for (const locale of ['en', 'ka']) {
    edit(root, `locales/${locale}.json`, (text) => {
      const messages = JSON.parse(text) as Record<string, unknown>;
      messages.told = { booked: 'Booked', renamed: 'Renamed' };
      return JSON.stringify(messages);
    });
  }
}

describe('notify', () => {
  it('compiles each audience with the accounts\' column its field names and the pages it leads to, for the server alone', async () => {
    const root = fixtureProject();
    roomsThatTell(root, '{ holders: rooms.index, text: told.booked }', '{ field: manager_id, text: told.renamed, opens: [bookings, rooms] }');
    expect(await problemsOf(root)).toEqual([]);
    const { registry } = compileProject(pathsOf(root));
    const rooms = registry!.screens.rooms;
    expect(rooms.workflow?.transitions[0].notify).toEqual([
      { holders: 'rooms.index', text: 'told.booked', pages: [{ screen: 'rooms', path: '/admin/rooms', permission: 'rooms.index', param: 'rowId' }] },
    ]);
    // the first page the reader may open: the bookings (which show no room), or the room itself
    expect(rooms.actions[0].notify).toEqual([{
      field: 'manager_id', account: 'id', text: 'told.renamed', opens: ['bookings', 'rooms'],
      pages: [{ screen: 'bookings', path: '/admin/bookings', permission: 'bookings.index' }, { screen: 'rooms', path: '/admin/rooms', permission: 'rooms.index', param: 'rowId' }],
    }]);
  });

  it('names an entry that tells nobody or two audiences, a permission no role grants, a field that names no account, words missing, a page that is not there', async () => {
    const root = fixtureProject();
    roomsThatTell(root, '{ holders: rooms.book, field: manager_id, text: told.booked }', '{ field: building_id, text: told.missing, opens: [rooms, lobby] }');
    expect(await problemsOf(root)).toEqual([
      'screens/rooms.yaml:47:37 AULA-E101',
      'screens/rooms.yaml:47:37 AULA-E101',
      'screens/rooms.yaml:47:18 AULA-E212',
      'screens/rooms.yaml:47:66 AULA-E203',
      'screens/rooms.yaml:38:11 AULA-E009',
      'screens/rooms.yaml:38:22 AULA-E211',
    ]);
    const sentences = await sentencesOf(root);
    expect(sentences).toContain("'holders' and 'field' each say whom this tells: keep one, and add another entry for another audience");
    expect(sentences).toContain("no screen, workflow, action or sidebar entry names the permission 'rooms.book', so no role can grant it and nobody would be told; name a permission the project uses");
    expect(sentences).toContain("'building_id' names no account: it must be a lookup of the accounts, or of a screen whose rows are people with accounts (person.account: students, lecturers, staff)");
    expect(sentences).toContain("the screen 'lobby' does not exist (screens/lobby.yaml)");
  });

  it('takes `reached` only on an action whose operation says whom it reached, never on a workflow\'s move', async () => {
    const root = fixtureProject();
    roomsThatTell(root, '{ reached: true, text: told.booked }', '{ reached: true, text: told.renamed }');
    expect(await problemsOf(root)).toEqual(['screens/rooms.yaml:47:20 AULA-E212', 'screens/rooms.yaml:38:22 AULA-E212']);
    expect(await sentencesOf(root)).toEqual([
      "'editFields' does not say whom it reached; 'reached' is for the operations that do (sendMessage, sendDraft, replyMessage): tell 'holders' or 'field' instead",
      "a workflow's move reaches no accounts of its own: tell 'holders' or 'field' instead",
    ]);
  });

  it('takes `rows` only on a workflow\'s move of a grid whose rows are people with accounts, never on an action', async () => {
    const root = fixtureProject();
    roomsThatTell(root, '{ rows: true, text: told.booked }', '{ rows: true, text: told.renamed }');
    expect(await sentencesOf(root)).toEqual([
      "'rows' tells the people a grid's rows are when its workflow moves; an action tells 'holders', 'field' or 'reached'",
      "'rows' tells the people a grid's rows are: the screen is a grid whose rows field is a lookup of people with accounts (students, lecturers, staff)",
    ]);
  });
});
