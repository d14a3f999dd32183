// Whom a workflow's move or an action tells (key notify): each entry one audience — the holders of a permission some
// role can grant, the account a lookup field of the record names, or the accounts the action's operation reached —
// with its words in every locale, and the screens it leads to.
import { reachingOperations } from '../../contract/catalogue';
import type { Notify } from '../../contract/generated/dsl';
import type { YamlPath } from '../core/problems';
import { checkLabel, screenNamed, type ScreenCheck } from './context';
import { accountColumnOf, namedPermissions, notifiedRecord, rowsAccount } from '../compile/derive';

const AUDIENCES = ['holders', 'field', 'reached', 'rows'] as const;

export function checkNotify(check: ScreenCheck): void {
  const { screen } = check;
  (screen.actions ?? []).forEach((action, index) => {
    const at = ['actions', index, 'notify'];
    (action.notify ?? []).forEach((entry, entryIndex) => {
      checkEntry(check, entry, [...at, entryIndex], 'action');
      const where = [...at, entryIndex];
      if (entry.field !== undefined && action.on === 'screen') {
        check.add([...where, 'field'], 'AULA-E212', `the action '${action.id}' is on the screen and acts on no row, whose field could name an account: tell 'holders' or 'reached', or put the action on a row`);
      }
      if (entry.rows) check.add([...where, 'rows'], 'AULA-E212', `'rows' tells the people a grid's rows are when its workflow moves; an action tells 'holders', 'field' or 'reached'`);
      if (entry.reached && !reachingOperations.includes(action.run as never)) {
        check.add([...where, 'reached'], 'AULA-E212', `'${action.run}' does not say whom it reached; 'reached' is for the operations that do (${reachingOperations.join(', ')}): tell 'holders' or 'field' instead`);
      }
    });
  });
  screen.workflow?.transitions.forEach((transition, index) => {
    (transition.notify ?? []).forEach((entry, entryIndex) => {
      const where = ['workflow', 'transitions', index, 'notify', entryIndex];
      checkEntry(check, entry, where, 'workflow');
      if (entry.reached) check.add([...where, 'reached'], 'AULA-E212', `a workflow's move reaches no accounts of its own: tell 'holders' or 'field' instead`);
      // a read-only screen keeping another's workflow to show its states (a student's grades) makes no moves
      if (entry.rows && !screen.readOnly && rowsAccount(screen, check.lookups, check.definitions.screens.map(({ value }) => value)) === undefined) {
        check.add([...where, 'rows'], 'AULA-E212', `'rows' tells the people a grid's rows are: the screen is a grid whose rows field is a lookup of people with accounts (students, lecturers, staff)`);
      }
    });
  });
}

/** One audience: exactly one of its keys, a permission someone can hold, a field naming an account, its words, its pages. */
function checkEntry(check: ScreenCheck, entry: Notify, at: YamlPath, of: 'action' | 'workflow'): void {
  const { screen, definitions, problems, source } = check;
  const audiences = AUDIENCES.filter((key) => entry[key] !== undefined);
  if (audiences.length !== 1) {
    check.add(at, 'AULA-E009', audiences.length === 0
      ? `say whom this tells: one of 'holders' (a permission), 'field' (a field naming an account), 'reached' (whom the action reached) or 'rows' (the people a grid's rows are)`
      : `'${audiences.join("' and '")}' each say whom this tells: keep one, and add another entry for another audience`);
  }
  checkLabel(problems, definitions, source, [...at, 'text'], entry.text);
  if (entry.holders !== undefined && !namedPermissions(definitions).includes(entry.holders)) {
    check.add([...at, 'holders'], 'AULA-E211', `no screen, workflow, action or sidebar entry names the permission '${entry.holders}', so no role can grant it and nobody would be told; name a permission the project uses`);
  }
  if (entry.field !== undefined) {
    const project = { screens: definitions.screens.map(({ value }) => value), lookups: check.lookups };
    const record = notifiedRecord(screen, project, of);
    const field = record.fields.find((candidate) => candidate.key === entry.field);
    if (record.table === undefined) check.add([...at, 'field'], 'AULA-E205', `'field' is read from the record's row in its table, and this screen has no table`);
    else if (!field) check.add([...at, 'field'], 'AULA-E208', `'${entry.field}' is not a field of ${record.table}'s records (${record.fields.map((candidate) => candidate.key).join(', ') || 'none'})`);
    else if (accountColumnOf(field, project) === undefined) {
      check.add([...at, 'field'], 'AULA-E212', `'${entry.field}' names no account: it must be a lookup of the accounts, or of a screen whose rows are people with accounts (person.account: students, lecturers, staff)`);
    }
  }
  (entry.opens ?? []).forEach((name, index) => {
    if (!screenNamed(definitions, name)) check.add([...at, 'opens', index], 'AULA-E203', `the screen '${name}' does not exist (screens/${name}.yaml)`);
  });
}
