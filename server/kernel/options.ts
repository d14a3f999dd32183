// The options a write names: every id of a lookup or lookupMany field is an option of its list (a row of its table
// or a fixed option), and one of a field that depends on another goes with that one's value, else the write is
// refused naming both, in the user's language.
import type { Queryable, Row } from '../db/database';
import type { FieldModel, ServerScreen } from '../../contract/model';
import type { LookupDefinition, OptionValue } from '../../contract/dsl';
import { ValidationFailed, type Message } from '../core/errors';
import type { AppContext } from './context';
import { lookupRows, lookupWhere } from './lookups';

function idsOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** What a field that depends on another is narrowed to by that one's value, and the value's names to say so (read only for a refusal). */
interface Narrowing {
  where: Readonly<Record<string, OptionValue>>;
  choice: () => Promise<{ ka: string; en: string } | undefined>;
}

/**
 * The narrowing of a field that depends on another (field key dependsOn) by that one's value: the where of the option
 * chosen in a fixed list whose options say where (a register's academic degree), else the lookup's parent column.
 */
function narrowingOf(
  context: OptionContext, fields: readonly FieldModel[], field: FieldModel, lookup: LookupDefinition, chosen: unknown, db: Queryable,
): Narrowing {
  const decider = fields.find((other) => other.key === field.dependsOn);
  const deciding = decider?.lookup ? context.registry.lookups[decider.lookup] : undefined;
  const none = async () => undefined;
  if (chosen === undefined || chosen === null || !deciding) return { where: {}, choice: none };
  if (deciding.options?.some((option) => option.where)) {
    const option = deciding.options.find((candidate) => String(candidate.id) === String(chosen));
    const label = option?.label ?? String(chosen);
    return { where: option?.where ?? {}, choice: async () => ({ ka: context.locales.translator('ka').t(label), en: context.locales.translator('en').t(label) }) };
  }
  if (!lookup.parent) return { where: {}, choice: none };
  return {
    where: { [lookup.parent]: chosen as OptionValue },
    choice: async () => {
      const [row] = deciding.table ? await lookupRows(db, context.locales, deciding, { ids: [Number(chosen)] }) : [];
      return row && { ka: row.name_ka, en: row.name_en };
    },
  };
}

/** What checking the options a write names reads besides the database: the lookup lists, and the locales that name their options. */
type OptionContext = Pick<AppContext, 'registry' | 'locales'>;

/** What checks of many rows' options have read already, by the query and its values (an import's batch names one school 500 times). */
export type OptionsRead = Map<string, Promise<{ id: number; fits: boolean }[]>>;

/**
 * Every id a lookup or lookupMany field names must be an option of its list: a row of the list's table or one of its
 * fixed options, and for a field that depends on another, an option that goes with that one's value (refused naming
 * both). Ids the row already holds pass, so a row is never stuck behind an old reference.
 */
export async function checkReferences(
  db: Queryable, context: OptionContext, resource: Pick<ServerScreen, 'fields'>, values: Record<string, unknown>, current?: Row, read?: OptionsRead,
): Promise<void> {
  const errors: Record<string, Message[]> = {};
  for (const field of resource.fields) {
    if ((field.kind !== 'lookup' && field.kind !== 'lookupMany') || !field.lookup || !(field.key in values)) continue;
    const held = new Set(idsOf(current?.[field.key]).map(String));
    const named = [...new Set(idsOf(values[field.key]).map(String))].filter((id) => !held.has(id));
    if (named.length === 0) continue;
    const lookup = context.registry.lookups[field.lookup];
    if (lookup?.options) {
      const known = new Set(lookup.options.map((option) => String(option.id)));
      const unknown = named.filter((id) => !known.has(id));
      if (unknown.length > 0) errors[field.key] = [{ key: 'validation.unknown_option', params: { ids: unknown.join(', ') } }];
      continue;
    }
    if (!lookup?.table) continue;
    // a lookup of some of a table's rows (the administrators' accounts) takes only those, and a field that depends
    // on another (a programme on its register, a prerequisite on its programme) only those that go with its value
    const chosen = field.dependsOn === undefined ? undefined : field.dependsOn in values ? values[field.dependsOn] : current?.[field.dependsOn];
    const narrowing = field.dependsOn === undefined ? undefined : narrowingOf(context, resource.fields, field, lookup, chosen, db);
    const where = lookupWhere(lookup, 2);
    const fits = lookupWhere({ where: narrowing?.where }, 2 + where.params.length);
    const sql = `SELECT id, ${fits.sql || 'true'} AS fits FROM ${lookup.table} WHERE id = ANY($1::integer[])${where.sql ? ` AND ${where.sql}` : ''}`;
    const params = [named.map(Number), ...where.params, ...fits.params];
    const asked = JSON.stringify([sql, params]);
    const reading = read?.get(asked) ?? db.query<{ id: number; fits: boolean }>(sql, params);
    read?.set(asked, reading);
    const rows = await reading;
    const known = new Set(rows.map((row) => String(row.id)));
    const unknown = named.filter((id) => !known.has(id));
    const misfits = rows.filter((row) => !row.fits).map((row) => Number(row.id));
    if (unknown.length > 0) errors[field.key] = [{ key: 'validation.unknown_option', params: { ids: unknown.join(', ') } }];
    else if (misfits.length > 0) {
      const options = await lookupRows(db, context.locales, lookup, { ids: misfits });
      const choice = (await narrowing?.choice()) ?? { ka: String(chosen), en: String(chosen) };
      errors[field.key] = [{
        key: 'validation.not_for_choice',
        params: { option_ka: options.map((option) => option.name_ka).join(', '), option_en: options.map((option) => option.name_en).join(', '), choice_ka: choice.ka, choice_en: choice.en },
      }];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}
