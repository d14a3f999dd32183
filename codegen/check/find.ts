// Find anyone (screen key find): the admin screen whose records it finds, read from the screen's table by the indexes
// the codegen makes over the searched fields, named by the record's title, and told apart by fields that have a value
// to show.
import type { FieldKind } from '../../contract/dsl';
import { TEXT_KINDS } from './filters';
import type { ScreenCheck } from './context';

/** Kinds with no short value to show under a record's name. */
const NOT_SHOWN: ReadonlySet<FieldKind> = new Set(['repeat', 'lookupMany', 'file', 'richtext', 'longtext']);

export function checkFind(check: ScreenCheck): void {
  const { screen } = check;
  const find = screen.find;
  if (!find) return;
  const fields = screen.fields ?? [];
  if (screen.area !== undefined) {
    check.add(['find'], 'AULA-E206', `find searches the screens of the admin area, and this screen is of the ${screen.area} area; remove 'find' here`);
  } else if ((screen.view ?? 'list') !== 'list') {
    check.add(['find'], 'AULA-E206', `a found record opens in its screen's list, and this screen is a ${screen.view}; remove 'find' here`);
  }
  if (screen.table === undefined) check.add(['find'], 'AULA-E205', `find reads the screen's table through indexes of its fields: the screen needs a 'table' (rows a reader assembles cannot be indexed)`);
  if (screen.permission === undefined) check.add(['find'], 'AULA-E205', `find answers only those who may open the screen: it needs a 'permission'`);
  if (screen.recordTitle === undefined) check.add(['find'], 'AULA-E302', `a found record is named by its title: give the screen a 'recordTitle' (a student: [name, surname])`);
  find.in.forEach((key, index) => {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) check.add(['find', 'in', index], 'AULA-E302', `'${key}' is not a field of this screen; find searches the text fields of its table`);
    else if (!TEXT_KINDS.has(field.kind) || field.kind === 'file') check.add(['find', 'in', index], 'AULA-E302', `'${key}' is a field of kind ${field.kind}; find looks for text at the start of a text field (a name, a personal number, an e-mail)`);
  });
  (find.shows ?? []).forEach((key, index) => {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) check.add(['find', 'shows', index], 'AULA-E208', `'${key}' is not a field of this screen`);
    else if (NOT_SHOWN.has(field.kind)) check.add(['find', 'shows', index], 'AULA-E206', `'${key}' is a field of kind ${field.kind}, which has no short value to show under a record's name; name a text, number, date or lookup field`);
  });
}
