// The next migration: the SQL that takes the database from the state the committed migrations leave
// (server/db/migrations/schema.json) to the state the screens ask for. Added fields become columns, removed
// ones are dropped, renamed ones (renamedFrom) keep their values, and a field whose kind changes is converted
// where every value can be, with a check that stops the migration, and says why, where some cannot.
import type { ProjectModel } from '../compile/project';
import type { Position, Problem } from '../core/problems';
import { desiredSchema, LIST_TYPE, type ColumnSource, type SchemaState, type TableState } from './schema';
import { TRIGGER } from './triggers';

/** The type a conversion is decided on: the SQL type without collation, constraints or default. */
type BaseType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamp' | 'timestamptz' | 'boolean' | 'list' | 'other';

function baseOf(type: string): BaseType {
  if (type === LIST_TYPE) return 'list';
  const word = type.split(/[\s(]/)[0];
  if (word === 'text' || word === 'integer' || word === 'numeric' || word === 'date' || word === 'timestamp' || word === 'timestamptz' || word === 'boolean') return word;
  return 'other';
}

/** A column's SQL type as ALTER COLUMN TYPE takes it: no default or constraint. */
function bareType(type: string): string {
  return type === LIST_TYPE ? 'integer[]' : type;
}

export interface MigrationProblem {
  source?: ColumnSource;
  table: string;
  column: string;
  message: string;
}

/** A column a migration drops, with its values. */
export interface Drop {
  table: string;
  column: string;
}

export interface Migration {
  /** a few words for the file name: the tables it changes */
  summary: string;
  sql: string;
  /** the columns it drops: the values it loses */
  drops: Drop[];
}

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** A check run before a conversion: when any row fails `bad`, the migration stops with the sentence. */
function refuseWhen(table: string, column: string, bad: string, why: string): string {
  const sentence = `${table}.${column} cannot be converted: % value(s) ${why}. Correct or clear them (or keep the field's kind) and start again.`;
  return `DO $check$
DECLARE bad bigint;
BEGIN
  SELECT count(*) INTO bad FROM ${table} WHERE ${column} IS NOT NULL AND (${bad});
  IF bad > 0 THEN
    RAISE EXCEPTION ${quote(sentence)}, bad;
  END IF;
END $check$;`;
}

const INT4_TEXT = String.raw`'^\s*-?\d{1,10}\s*$'`;
const DECIMAL_TEXT = String.raw`'^\s*-?\d{1,10}(\.\d{1,2})?\s*$'`;
const DATE_TEXT = String.raw`'^\s*\d{4}-\d{2}-\d{2}\s*$'`;
const DATETIME_TEXT = String.raw`'^\s*\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?\s*$'`;
const BOOLEAN_TEXT = `('true', 'false', 't', 'f', '1', '0', 'yes', 'no')`;

/**
 * The statements that retype a column, with the checks that refuse values that do not convert; undefined when
 * no value of the old type can become one of the new (a date an integer).
 */
function retype(table: string, column: string, from: string, to: string): string[] | undefined {
  const [source, target] = [baseOf(from), baseOf(to)];
  const c = column;
  const alter = (using: string) => `ALTER TABLE ${table} ALTER COLUMN ${c} TYPE ${bareType(to)} USING ${using};`;
  if (source === target) return from === to ? [] : [alter(c)];
  const int4 = `CASE WHEN trim(${c}) ~ ${INT4_TEXT} THEN trim(${c})::numeric NOT BETWEEN -2147483648 AND 2147483647 ELSE true END`;
  const steps: Record<string, () => string[]> = {
    'integer>numeric': () => [alter(`${c}::numeric`)],
    'integer>text': () => [alter(`${c}::text`)],
    'integer>boolean': () => [refuseWhen(table, c, `${c} NOT IN (0, 1)`, 'are not 0 or 1'), alter(`${c} = 1`)],
    'integer>list': () => [alter(`CASE WHEN ${c} IS NULL THEN '{}'::integer[] ELSE ARRAY[${c}] END`), `ALTER TABLE ${table} ALTER COLUMN ${c} SET DEFAULT '{}';`, `ALTER TABLE ${table} ALTER COLUMN ${c} SET NOT NULL;`],
    'numeric>integer': () => [refuseWhen(table, c, `${c} <> trunc(${c}) OR ${c} NOT BETWEEN -2147483648 AND 2147483647`, 'have decimals or are too large'), alter(`${c}::integer`)],
    'numeric>text': () => [alter(`${c}::text`)],
    'text>integer': () => [refuseWhen(table, c, int4, 'are not whole numbers'), alter(`trim(${c})::integer`)],
    'text>numeric': () => [refuseWhen(table, c, `NOT (${c} ~ ${DECIMAL_TEXT})`, 'are not amounts with at most two decimals'), alter(`trim(${c})::numeric(12,2)`)],
    'text>date': () => [refuseWhen(table, c, `NOT (${c} ~ ${DATE_TEXT})`, 'are not dates written yyyy-mm-dd'), alter(`trim(${c})::date`)],
    'text>timestamptz': () => [refuseWhen(table, c, `NOT (${c} ~ ${DATETIME_TEXT})`, 'are not dates and times written yyyy-mm-dd hh:mm'), alter(`trim(${c})::timestamptz`)],
    'text>boolean': () => [refuseWhen(table, c, `lower(trim(${c})) NOT IN ${BOOLEAN_TEXT}`, 'are not yes or no'), alter(`lower(trim(${c})) IN ('true', 't', '1', 'yes')`)],
    'date>timestamptz': () => [alter(`${c}::timestamptz`)],
    // a time kept without its zone was the university's wall clock, the zone each session of the server is in
    'timestamp>timestamptz': () => [alter(`${c}::timestamptz`)],
    'date>text': () => [alter(`to_char(${c}, 'YYYY-MM-DD')`)],
    'timestamptz>date': () => [refuseWhen(table, c, `${c}::time <> '00:00'`, 'have a time of day, which a date would drop'), alter(`${c}::date`)],
    'timestamptz>text': () => [alter(`to_char(${c}, 'YYYY-MM-DD HH24:MI:SS')`)],
    'boolean>integer': () => [alter(`${c}::integer`)],
    'boolean>text': () => [alter(`CASE WHEN ${c} THEN 'true' WHEN NOT ${c} THEN 'false' END`)],
    'list>integer': () => [
      refuseWhen(table, c, `cardinality(${c}) > 1`, 'hold more than one choice'),
      `ALTER TABLE ${table} ALTER COLUMN ${c} DROP NOT NULL;`, `ALTER TABLE ${table} ALTER COLUMN ${c} DROP DEFAULT;`,
      alter(`${c}[1]`),
    ],
    'list>text': () => [`ALTER TABLE ${table} ALTER COLUMN ${c} DROP NOT NULL;`, `ALTER TABLE ${table} ALTER COLUMN ${c} DROP DEFAULT;`, alter(`array_to_string(${c}, ',')`)],
  };
  return steps[`${source}>${target}`]?.();
}

/**
 * `[UNIQUE ](expression)` of an index, as CREATE INDEX takes it; or `EXCLUDE USING gist (…)`, a constraint of the table
 * (noOverlap), added once (PostgreSQL has no ADD CONSTRAINT IF NOT EXISTS) with the extensions its operators need:
 * btree_gist for its equalities, intarray for a key of several values.
 */
function createIndex(table: string, name: string, definition: string): string[] {
  if (definition.startsWith(TRIGGER)) {
    const [when, ...body] = definition.slice(TRIGGER.length).split('\n');
    return [
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $rule$\n${body.join('\n')}\n$rule$;`,
      `DROP TRIGGER IF EXISTS ${name} ON ${table};`,
      `CREATE TRIGGER ${name} ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}();`,
    ];
  }
  if (definition.startsWith('EXCLUDE ')) {
    const extensions = ['btree_gist', ...(definition.includes('gist__int_ops') ? ['intarray'] : [])];
    return [...extensions.map((extension) => `CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public;`), `DO $add$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = ${quote(name)} AND conrelid = ${quote(table)}::regclass) THEN
    ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition};
  END IF;
END $add$;`];
  }
  const unique = definition.startsWith('UNIQUE ');
  const expression = unique ? definition.slice('UNIQUE '.length) : definition;
  const statement = `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${table} ${expression};`;
  if (!unique) return [statement];
  const columns = expression.slice(1, -1);
  const duplicates = `DO $check$
DECLARE bad bigint;
BEGIN
  SELECT count(*) INTO bad FROM (SELECT 1 FROM ${table} WHERE (${columns}) IS NOT NULL GROUP BY ${columns} HAVING count(*) > 1) AS repeated;
  IF bad > 0 THEN
    RAISE EXCEPTION ${quote(`${table} (${columns}) cannot be made unique: % value(s) are held by more than one row. Make them differ and start again.`)}, bad;
  END IF;
END $check$;`;
  return [duplicates, statement];
}

/** The statements that undo createIndex. */
function dropIndex(table: string, name: string, definition: string): string[] {
  if (definition.startsWith(TRIGGER)) return [`DROP TRIGGER IF EXISTS ${name} ON ${table};`, `DROP FUNCTION IF EXISTS ${name}();`];
  return [definition.startsWith('EXCLUDE ') ? `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${name};` : `DROP INDEX IF EXISTS ${name};`];
}

/**
 * The migration from `before` to `after`, or undefined when they are the same. `renames` maps a table's new column
 * to the column it was (renamedFrom); `sources` says where a column is declared, for the problems.
 */
export function migrationBetween(
  before: SchemaState, after: SchemaState, renames: ReadonlyMap<string, ReadonlyMap<string, string>>, sources: ReadonlyMap<string, ColumnSource>,
): { migration?: Migration; problems: MigrationProblem[] } {
  const statements: string[] = [];
  const problems: MigrationProblem[] = [];
  const drops: Drop[] = [];
  const changed = new Set<string>();
  const say = (table: string, ...lines: string[]) => {
    changed.add(table);
    statements.push(...lines);
  };
  for (const [name, table] of Object.entries(after.tables)) {
    const old: TableState | undefined = before.tables[name];
    if (!old) {
      say(name, `CREATE TABLE IF NOT EXISTS ${name} (id serial PRIMARY KEY);`);
      for (const [column, type] of Object.entries(table.columns)) {
        if (column !== 'id') statements.push(`ALTER TABLE ${name} ADD COLUMN IF NOT EXISTS ${column} ${type};`);
      }
      for (const [index, definition] of Object.entries(table.indexes)) statements.push(...createIndex(name, index, definition));
      continue;
    }
    const renamed = renames.get(name) ?? new Map<string, string>();
    const oldColumns = { ...old.columns };
    for (const [column, from] of renamed) {
      if (oldColumns[column] !== undefined || oldColumns[from] === undefined) continue;
      say(name, `ALTER TABLE ${name} RENAME COLUMN ${from} TO ${column};`);
      oldColumns[column] = oldColumns[from];
      delete oldColumns[from];
    }
    // indexes that go are dropped before their columns change (a lower() index cannot follow a text that becomes a number)
    for (const [index, definition] of Object.entries(old.indexes)) {
      if (table.indexes[index] === definition) continue;
      say(name, ...dropIndex(name, index, definition));
    }
    for (const [column, type] of Object.entries(table.columns)) {
      const was = oldColumns[column];
      if (was === undefined) {
        say(name, `ALTER TABLE ${name} ADD COLUMN IF NOT EXISTS ${column} ${type};`);
        continue;
      }
      if (was === type) continue;
      const steps = retype(name, column, was, type);
      if (steps) say(name, ...steps);
      else problems.push({ source: sources.get(`${name}.${column}`), table: name, column, message: `the field '${column}' cannot change from ${bareType(was)} to ${bareType(type)}: no value of the one is a value of the other. Add a field of the new kind instead, and remove this one once its values are copied` });
    }
    for (const column of Object.keys(oldColumns)) {
      if (table.columns[column] !== undefined) continue;
      drops.push({ table: name, column });
      say(name, `-- ${name}.${column} is no longer a field of any screen: its values go with it (a backup keeps them)`, `ALTER TABLE ${name} DROP COLUMN IF EXISTS ${column};`);
    }
    for (const [index, definition] of Object.entries(table.indexes)) {
      if (old.indexes[index] !== definition) say(name, ...createIndex(name, index, definition));
    }
  }
  for (const name of Object.keys(before.tables)) {
    if (!after.tables[name]) say(name, `-- ${name} is no longer named by any screen or lookup list: it is kept, with its rows, and no longer managed here`);
  }
  if (statements.length === 0) return { problems };
  const tables = [...changed].sort();
  const summary = tables.length > 3 ? 'screens' : tables.join('_');
  // an extension two constraints need is made once, where the first needs it
  const made = new Set<string>();
  const once = statements.filter((statement) => !statement.startsWith('CREATE EXTENSION ') || (!made.has(statement) && made.add(statement)));
  return { migration: { summary, sql: `${once.join('\n')}\n`, drops }, problems };
}

/** A column the new migration drops, and where its table is declared (the screen file's `table:`). */
export interface DroppedColumn extends Drop {
  at: Position & { file: string };
}

/**
 * The migration from the state the committed migrations leave (`before`, written to `stateFile`) to the one the
 * project's model asks for, with that state; none when they are the same. A field renamedFrom a column its table does
 * not have, or retyped where no value converts, is a problem at its place in the YAML.
 */
export function nextMigration(project: ProjectModel, before: SchemaState, stateFile: string): {
  state: SchemaState; migration?: Migration & { drops: DroppedColumn[] }; problems: Problem[];
} {
  const { state, sources } = desiredSchema(project);
  const { storage } = project;
  const problems: Problem[] = [];
  const renames = new Map<string, Map<string, string>>();
  for (const rename of storage.renames) {
    const columns = before.tables[rename.table]?.columns ?? {};
    if (columns[rename.field] !== undefined) continue;
    if (columns[rename.from] === undefined) {
      problems.push({ ...storage.at(rename.screen, ['fields', rename.index, 'renamedFrom']), code: 'AULA-E901', message: `the field '${rename.field}' is renamed from '${rename.from}', which is not a column of ${rename.table}` });
      continue;
    }
    renames.set(rename.table, (renames.get(rename.table) ?? new Map<string, string>()).set(rename.field, rename.from));
  }
  const { migration, problems: refused } = migrationBetween(before, state, renames, sources);
  for (const problem of refused) {
    const at = problem.source ? storage.at(problem.source.screen, ['fields', problem.source.index, 'kind']) : { file: stateFile, line: 1, column: 1 };
    problems.push({ ...at, code: 'AULA-E901', message: problem.message });
  }
  if (problems.length > 0 || !migration) return { state, problems };
  const drops = migration.drops.map((drop) => {
    const screen = project.screens.find((model) => model.table === drop.table);
    return { ...drop, at: screen ? storage.at(screen.name, ['table']) : { file: stateFile, line: 1, column: 1 } };
  });
  return { state, migration: { ...migration, drops }, problems: [] };
}
