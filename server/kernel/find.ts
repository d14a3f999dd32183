// Find anyone's reading of the screens with a find key (screen key find): on each, the few records whose searched
// fields start with the words typed, named by the record's title and told apart by the fields the screen shows with it,
// every screen the asker may open in one statement. A word's start is a range of bytes of lower(field), which the
// field's lower() text_pattern_ops index (codegen/emit/schema.ts) reads in order, so each branch stops at its first
// rows however many start so: a keystroke costs a few index pages at a million rows.
import type { Queryable } from '../db/database';
import type { FieldKind, LookupDefinition } from '../../contract/dsl';
import type { ServerScreen } from '../../contract/model';
import { recordPath, type FoundRecord } from '../../contract/find';
import type { Translator } from '../core/i18n';
import { prefixBounds, type ListSource } from './list-query';
import { labelIn } from '../../contract/labels';

/** A statement and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A screen searched, with its rows as the asker reads them (its source, narrowed to theirs). */
export interface FindTarget {
  screen: ServerScreen;
  source: ListSource;
}

/**
 * Of a text of several words, how many rows each word's branch reads from the start of its index before the other
 * words are compared with them. A word fewer rows start with is read whole this way (and a record holding it is
 * found however common the other words are); words each starting more rows than this are found together among the
 * first of each, which holds for any pair of words office staff type (a common name and a common surname meet often).
 */
export const FIND_WALK_MAX = 500;

/** A field shown under a found record's name: what the statement selects for it (as text), and how its value reads. */
interface Shown {
  select: string;
  text(value: string | null, t: Translator): string | undefined;
}

/** The SQL of a table-backed lookup option's name in a language (the other language's when it has none in this one). */
function optionNameSql(lookup: LookupDefinition, language: string, value: string): string | undefined {
  const table = lookup.table;
  // a list over the screen's own table would name the outer row's columns as its own
  if (!table || value.startsWith(`${table}.`)) return undefined;
  const other = language === 'en' ? 'ka' : 'en';
  const label = lookup.labels?.[language]
    ?? (lookup.label && lookup.label !== 'bilingual' ? `${table}.${lookup.label}` : `coalesce(nullif(${table}.name_${language}, ''), ${table}.name_${other})`);
  return `(SELECT (${label})::text FROM ${table} WHERE ${table}.id = ${value})`;
}

/** The fields a screen shows with a found record, each as the statement selects it and as it reads. */
function shownFields(target: FindTarget, lookups: Readonly<Record<string, LookupDefinition>>, language: string): Shown[] {
  const { screen, source } = target;
  return (screen.find?.shows ?? []).flatMap((key): Shown[] => {
    const column = source.columns.get(key);
    if (!column) return [];
    const lookup = lookups[screen.fields.find((field) => field.key === key)?.lookup ?? ''];
    const named = lookup && optionNameSql(lookup, language, column.sql);
    if (named) return [{ select: named, text: (value) => value ?? undefined }];
    const options = lookup?.options;
    const kind: FieldKind = column.kind;
    return [{
      select: `(${column.sql})::text`,
      text: (value, t) => {
        if (value === null || value === '') return undefined;
        const option = options?.find((candidate) => String(candidate.id) === value);
        if (option) return option.label ? t.t(option.label) : labelIn(option, t.language);
        if (kind === 'boolean') return t.t(value === 'true' ? 'app.yes' : 'app.no');
        return value;
      },
    }];
  });
}

/** Builds a statement's parameters: each value once, named by its place. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A value's parameter, given the first time the statement names it (a parameter it never names has no type). */
  lazy(value: unknown): () => string {
    let name: string | undefined;
    return () => (name ??= this.add(value));
  }

  /** A text's start on a field, as a range of bytes (~>=~ and ~<~ compare as LIKE 'text%' does), the index's. */
  startsWith(text: string): Start {
    const bounds = prefixBounds(text);
    if ('pattern' in bounds) {
      const pattern = this.lazy(bounds.pattern);
      return { on: (field) => `${field} LIKE ${pattern()}` };
    }
    const [from, to] = [this.lazy(bounds.from), this.lazy(bounds.to)];
    return { on: (field) => `(${field} ~>=~ ${from()} AND ${field} ~<~ ${to()})` };
  }
}

/** A text's start, as a condition on a field. */
interface Start {
  on(field: string): string;
}

/**
 * A screen's records found: its branches, each reading one searched field's index from a text's start, and the first
 * `limit` records of them all (the whole text's first, then each branch's in its field's order, so an exact match comes
 * before the longer ones). Of a text of several words, the whole text is one branch per field; then each word drives
 * branches of its own, reading up to FIND_WALK_MAX rows starting with it, where each other word must start one of the
 * searched fields. Its text depends on the number of words only, so a few plans serve every text.
 */
function screenPart(target: FindTarget, words: readonly Start[], whole: Start | undefined, $limit: string, $walk: () => string): string | undefined {
  const { screen, source } = target;
  const fields = (screen.find?.in ?? []).flatMap((key) => {
    const column = source.columns.get(key);
    return column ? [`lower(${column.sql})`] : [];
  });
  if (fields.length === 0) return undefined;
  const id = source.columns.get('id')?.sql ?? `${source.table}.id`;
  const fixed = source.where ? [source.where.sql] : [];
  const where = (conditions: readonly string[]) => conditions.join(' AND ');
  const branches: string[] = [];
  const first = whole ?? words[0];
  for (const field of fields) {
    branches.push(`(SELECT ${id} AS id, ${branches.length} AS branch, ${field} AS key FROM ${source.from}
      WHERE ${where([...fixed, first.on(field)])} ORDER BY ${field} USING ~<~ LIMIT ${$limit})`);
  }
  if (whole) {
    // the walked rows carry every searched field, each as walked.f<n>, for the other words to be compared with; they
    // come in the index's order, and the branch stops at its first rows that match (sorted again, all would be read)
    const carried = fields.map((field, at) => `${field} AS f${at}`).join(', ');
    const onAny = (word: Start) => `(${fields.map((_, at) => word.on(`walked.f${at}`)).join(' OR ')})`;
    words.forEach((driver, driving) => {
      const others = words.flatMap((word, at) => (at === driving ? [] : [onAny(word)]));
      for (const field of fields) {
        branches.push(`(SELECT id, ${branches.length} AS branch, key FROM (
            SELECT ${id} AS id, ${field} AS key, ${carried} FROM ${source.from}
            WHERE ${where([...fixed, driver.on(field)])} ORDER BY ${field} USING ~<~ LIMIT ${$walk()}
          ) walked WHERE ${where(others)} LIMIT ${$limit})`);
      }
    });
  }
  return `SELECT id, min(branch) AS branch, min(key) AS key FROM (${branches.join(' UNION ALL ')}) found GROUP BY id ORDER BY 2, 3, 1 LIMIT ${$limit}`;
}

/**
 * The statement that finds the records of every target, in one reading: a part per screen (screenPart), and each
 * part's records with its title and shown fields as text, by screen and then as the part ranks them. One statement
 * asks one connection: its plan, made once and kept by the connection, serves every text of as many words, where a
 * statement per screen read side by side would have each screen's plan made on every connection of the pool.
 */
export function findStatement(targets: readonly FindTarget[], shown: readonly (readonly string[])[], words: readonly string[], limit: number): Statement | undefined {
  if (words.length === 0 || targets.length === 0) return undefined;
  const params = new Parameters();
  // each source's own conditions number their parameters from 1: they are given first, each moved past the ones before
  const sources = targets.map((target) => {
    const where = target.source.where;
    const before = params.values.length;
    params.values.push(...(where?.params ?? []));
    return where ? { ...target.source, where: { ...where, sql: where.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + before}`) } } : target.source;
  });
  const $limit = params.add(limit);
  const $walk = params.lazy(FIND_WALK_MAX);
  // the words' starts are the same on every screen: their parameters are given once
  const starts = words.map((word) => params.startsWith(word));
  const whole = words.length > 1 ? params.startsWith(words.join(' ')) : undefined;
  const widest = Math.max(0, ...shown.map((selects) => selects.length));
  const parts: string[] = [];
  const selects: string[] = [];
  targets.forEach(({ screen }, index) => {
    const source = sources[index];
    const part = screenPart({ screen, source }, starts, whole, $limit, $walk);
    if (!part) return;
    const id = source.columns.get('id')?.sql ?? `${source.table}.id`;
    const title = (screen.recordTitle ?? []).flatMap((key) => {
      const column = source.columns.get(key);
      return column ? [column.sql] : [];
    });
    const fields = Array.from({ length: widest }, (_, at) => `, ${shown[index]?.[at] ?? 'NULL::text'} AS found_${at}`).join('');
    parts.push(`s${index} AS (${part})`);
    selects.push(`SELECT ${index} AS screen, s${index}.branch, s${index}.key, ${id} AS id,
        concat_ws(' ', ${title.length > 0 ? title.join(', ') : `${id}::text`}) AS found_title${fields}
      FROM ${source.from} JOIN s${index} ON s${index}.id = ${id}`);
  });
  if (parts.length === 0) return undefined;
  return { sql: `WITH ${parts.join(',\n')}\n${selects.join('\nUNION ALL\n')}\nORDER BY 1, 2, 3, 4`, params: params.values };
}

/** The records each target's screen finds by the words, at most `limit` a screen, named and told apart in the translator's language. */
export async function findRecords(
  db: Queryable, lookups: Readonly<Record<string, LookupDefinition>>, targets: readonly FindTarget[], words: readonly string[], limit: number, t: Translator,
): Promise<FoundRecord[][]> {
  const shown = targets.map((target) => shownFields(target, lookups, t.language));
  const statement = findStatement(targets, shown.map((fields) => fields.map((field) => field.select)), words, limit);
  const found: FoundRecord[][] = targets.map(() => []);
  if (!statement) return found;
  // one plan for every text of as many words: each branch is a range of its index whatever the words
  const rows = await db.query<{ screen: number; id: number; found_title: string | null } & Record<string, unknown>>(statement.sql, statement.params, { prepared: true, planOnce: true });
  for (const row of rows) {
    const at = Number(row.screen);
    found[at].push({
      id: Number(row.id),
      title: row.found_title || String(row.id),
      subtitle: shown[at].flatMap((field, n) => field.text((row[`found_${n}`] as string | null) ?? null, t) ?? []).join(' · '),
      path: recordPath(targets[at].screen.name, Number(row.id)),
    });
  }
  return found;
}
