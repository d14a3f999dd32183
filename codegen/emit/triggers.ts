// The triggers that keep a screen's capacity and requires constraints (screen key constraints) and what a workflow's
// locked states lock (workflow key locks), as the schema's state holds them: `TRIGGER <when>` and the body of its
// function, which the migration makes (migrations.ts createIndex). A constraint's refusal is raised as a check violation
// naming the constraint, its DETAIL the sentence's parameter, so the server says it in the user's language under the
// field concerned (server/kernel/constraints.ts constraintRefusal).
import type { DatabaseRule } from '../../contract/catalogue';
import { countsSql, sqlLiteral, type ConstraintModel } from '../../contract/model';
import type { LockModel } from '../compile/derive';

type Capacity = NonNullable<ConstraintModel['capacity']>;

/** A trigger's definition: when it fires, then its function's body. */
export const TRIGGER = 'TRIGGER ';

const onlyEntry = <T>(match: Readonly<Record<string, T>>): [string, T] => Object.entries(match)[0];

const refuse = (name: string, detail: string): string =>
  `RAISE EXCEPTION '${name}' USING ERRCODE = 'check_violation', CONSTRAINT = '${name}', DETAIL = ${detail};`;

/** Counts into `taken` the rows of the record `record` that take its places. */
function countTaken(table: string, rule: Capacity, record: string): string {
  return `SELECT count(*) INTO taken FROM ${table} WHERE ${rule.of} = ${record} AND ${countsSql(table, rule.counting)};`;
}

/**
 * The waiting rows of the record `record` taking its free places, first come first: each move an update of the row and
 * an entry of its history (by no user). Needs `places`, `taken` and `next` declared, `places` read. A capacity with
 * waiting rows counts one value (the check stage's), the one a waiting row comes to hold.
 */
function promotion(table: string, rule: Capacity, record: string): string[] {
  const [field, value] = onlyEntry(rule.counting) as [string, string | number];
  const [, waits] = onlyEntry(rule.waiting!);
  return [
    '    LOOP',
    `      ${countTaken(table, rule, record)}`,
    '      EXIT WHEN places IS NOT NULL AND taken >= places;',
    `      SELECT id INTO next FROM ${table} WHERE ${rule.of} = ${record} AND ${field} = ${sqlLiteral(waits)} ORDER BY id LIMIT 1;`,
    '      EXIT WHEN next IS NULL;',
    `      UPDATE ${table} SET ${field} = ${sqlLiteral(value)}, updated_at = now() WHERE id = next;`,
    '      INSERT INTO record_changes (table_name, record_id, action, user_id, changes)',
    `        VALUES ('${table}', next, 'update', NULL, jsonb_build_object('${field}', jsonb_build_array(${sqlLiteral(waits)}, ${sqlLiteral(value)})));`,
    '    END LOOP;',
  ];
}

/**
 * Capacity, on the record's table: its places are not lowered below the rows that take them (refused under the limit's
 * column, its DETAIL the rows taking them; the constraint is the capacity's, `_limit` after it); with waiting, places
 * added (a course's seats raised, or no longer limited) go to the first waiting rows, as a place freed does.
 */
export function capacityLimitTrigger(name: string, table: string, rule: Capacity): string {
  const { limit } = rule;
  const lines = [
    'DECLARE places integer; taken integer; next integer;',
    'BEGIN',
    `  IF NEW.${limit} IS NOT NULL AND NEW.${limit} < coalesce(OLD.${limit}, NEW.${limit} + 1) THEN`,
    `    ${countTaken(table, rule, 'NEW.id')}`,
    `    IF taken > NEW.${limit} THEN`,
    `      RAISE EXCEPTION '${name}' USING ERRCODE = 'check_violation', CONSTRAINT = '${name}', COLUMN = '${limit}', DETAIL = taken::text;`,
    '    END IF;',
    '  END IF;',
  ];
  if (rule.waiting) {
    lines.push(
      `  IF NEW.${limit} IS DISTINCT FROM OLD.${limit} AND (NEW.${limit} IS NULL OR NEW.${limit} > coalesce(OLD.${limit}, 0)) THEN`,
      `    places := NEW.${limit};`,
      ...promotion(table, rule, 'NEW.id'),
      '  END IF;',
    );
  }
  lines.push('  RETURN NULL;', 'END');
  return `${TRIGGER}AFTER UPDATE\n${lines.join('\n')}`;
}

/**
 * Capacity, after each write: a row that comes to take a place is refused when its record's places are all taken (the
 * record locked first, so two writes at once count one after the other); a row that gives one up (deleted, or no longer
 * counting) lets the first waiting rows take the free places, each move kept in its history.
 */
export function capacityTrigger(name: string, table: string, parentTable: string, rule: Capacity): string {
  const { of, limit } = rule;
  const counts = (row: string) => `coalesce(${countsSql(row, rule.counting)}, false)`;
  const lines = [
    'DECLARE places integer; taken integer; next integer;',
    'BEGIN',
    `  IF TG_OP <> 'DELETE' AND NEW.${of} IS NOT NULL AND ${counts('NEW')} AND (TG_OP = 'INSERT' OR NOT ${counts('OLD')} OR OLD.${of} IS DISTINCT FROM NEW.${of}) THEN`,
    // the record's column named with its table: a limit column called as a variable here (places) is not taken for it
    `    SELECT ${parentTable}.${limit} INTO places FROM ${parentTable} WHERE ${parentTable}.id = NEW.${of} FOR NO KEY UPDATE;`,
    `    ${countTaken(table, rule, `NEW.${of}`)}`,
    '    IF places IS NOT NULL AND taken > places THEN',
    `      ${refuse(name, 'places::text')}`,
    '    END IF;',
    '  END IF;',
  ];
  if (rule.waiting) {
    lines.push(
      `  IF TG_OP <> 'INSERT' AND OLD.${of} IS NOT NULL AND ${counts('OLD')} AND (TG_OP = 'DELETE' OR NOT ${counts('NEW')} OR OLD.${of} IS DISTINCT FROM NEW.${of}) THEN`,
      `    SELECT ${parentTable}.${limit} INTO places FROM ${parentTable} WHERE ${parentTable}.id = OLD.${of} FOR NO KEY UPDATE;`,
      ...promotion(table, rule, `OLD.${of}`),
      '  END IF;',
    );
  }
  lines.push('  RETURN NULL;', 'END');
  return `${TRIGGER}AFTER INSERT OR UPDATE OR DELETE\n${lines.join('\n')}`;
}

/**
 * Requires, before a row is added or one of the fields the rule reads changes: refused when the rule finds something
 * lacking, unless the row's `unless` field holds a value.
 */
export function requiresTrigger(name: string, rule: DatabaseRule, unless?: string): string {
  const reads = (row: string) => `(${rule.reads.map((key) => `${row}.${key}`).join(', ')})`;
  const lines = [
    'DECLARE lacking text;',
    'BEGIN',
    `  IF TG_OP = 'UPDATE' AND ${reads('NEW')} IS NOT DISTINCT FROM ${reads('OLD')} THEN`,
    '    RETURN NEW;',
    '  END IF;',
    ...(unless ? [`  IF coalesce(NEW.${unless}::text, '') <> '' THEN`, '    RETURN NEW;', '  END IF;'] : []),
    ...(rule.lock ? [`  PERFORM 1 FROM ${rule.lock.table} WHERE id = NEW.${rule.lock.by} FOR NO KEY UPDATE;`] : []),
    `  lacking := (${rule.missing.replace(/\s+/g, ' ')});`,
    '  IF lacking IS NOT NULL THEN',
    `    ${refuse(name, 'lacking')}`,
    '  END IF;',
    '  RETURN NEW;',
    'END',
  ];
  return `${TRIGGER}BEFORE INSERT OR UPDATE\n${lines.join('\n')}`;
}

/**
 * The copy a repeat field's parts keep of fields of their record (noOverlap over parts: a course's groups and period
 * beside each meeting), so that the parts' exclusion constraint compares them: a part takes them from its record as it
 * is written (partCarry, on the parts' table), and the record gives them to its parts when they change (recordCarry).
 */
export function partCarryTrigger(table: string, keys: readonly string[]): string {
  const lines = [
    'BEGIN',
    `  SELECT ${keys.map((key) => `r.${key}`).join(', ')} INTO ${keys.map((key) => `NEW.${key}`).join(', ')} FROM ${table} r WHERE r.id = NEW.parent_id;`,
    '  RETURN NEW;',
    'END',
  ];
  return `${TRIGGER}BEFORE INSERT OR UPDATE\n${lines.join('\n')}`;
}

export function recordCarryTrigger(parts: string, keys: readonly string[]): string {
  const row = (alias: string) => `(${keys.map((key) => `${alias}.${key}`).join(', ')})`;
  const lines = [
    'BEGIN',
    `  IF ${row('NEW')} IS DISTINCT FROM ${row('OLD')} THEN`,
    `    UPDATE ${parts} SET ${keys.map((key) => `${key} = NEW.${key}`).join(', ')} WHERE parent_id = NEW.id;`,
    '  END IF;',
    '  RETURN NULL;',
    'END',
  ];
  return `${TRIGGER}AFTER UPDATE\n${lines.join('\n')}`;
}

/**
 * A workflow's lock (workflow key locks), after each write of a locked screen's rows: refused while the record they
 * belong to is in a locking state — the record's own row when one of the locked fields changes or it is deleted; a row
 * of another table when it is added, removed, moved to another record or one of the locked fields changes. The record
 * is read with FOR KEY SHARE, so a move made meanwhile (which locks it FOR UPDATE) is waited for and its state read.
 * Raised as object_not_in_prerequisite_state naming the lock, its DETAIL the record's id, state and title as JSON, which
 * the server says in the user's language (server/kernel/workflow.ts lockRefusal).
 */
export function lockTrigger(name: string, { table, by, fields, record }: LockModel): string {
  const compared = by === undefined || fields.includes(by) ? fields : [...fields, by];
  const locked = by === undefined ? fields.join(', ') : table;
  const row = (alias: string) => `(${compared.map((key) => `${alias}.${key}`).join(', ')})`;
  const states = record.locking.map(sqlLiteral).join(', ');
  const refusal = (held: string, state: string) => `RAISE EXCEPTION '${record.table} % is %: its ${locked} cannot be changed in that state', ${held}.id, ${state} USING ERRCODE = 'object_not_in_prerequisite_state', CONSTRAINT = '${name}', TABLE = '${table}',
        DETAIL = jsonb_build_object('id', ${held}.id, 'state', ${state}, 'title', jsonb_build_array(${record.title.map((key) => `${held}.${key}`).join(', ')}))::text;`;
  const lines = [
    ...(by === undefined ? [] : ['DECLARE held record;']),
    'BEGIN',
    `  IF TG_OP = 'UPDATE' AND ${row('NEW')} IS NOT DISTINCT FROM ${row('OLD')} THEN`,
    '    RETURN NULL;',
    '  END IF;',
  ];
  if (by === undefined) {
    lines.push(`  IF OLD.${record.field} IN (${states}) THEN`, `    ${refusal('OLD', `OLD.${record.field}`)}`, '  END IF;');
  } else {
    lines.push(
      '  FOR held IN',
      `    SELECT * FROM ${record.table} r WHERE r.id IN (OLD.${by}, NEW.${by}) ORDER BY r.id FOR KEY SHARE`,
      '  LOOP',
      `    IF held.${record.field} IN (${states}) THEN`,
      `      ${refusal('held', `held.${record.field}`)}`,
      '    END IF;',
      '  END LOOP;',
    );
  }
  lines.push('  RETURN NULL;', 'END');
  return `${TRIGGER}AFTER ${by === undefined ? 'UPDATE OR DELETE' : 'INSERT OR UPDATE OR DELETE'}\n${lines.join('\n')}`;
}
