// Fields the server computes at every write (field key computed): a sum of a part's money field (a finance row's
// paid amount, the sum of its payments), the record's money fields added and subtracted (its remaining amount), or
// two of its amounts multiplied to the cent (a lecturer's hours × rate).
// PostgreSQL's numeric keeps every cent exact; one UPDATE in the write's transaction sets them all, a formula that
// names an earlier computed field using that field's own expression.
import type { Queryable } from '../db/database';
import type { ServerScreen, FieldModel } from '../../contract/model';

/** The SQL expression of a computed field over the row `t`, the ones it names already expanded. */
function expressionOf(field: FieldModel, table: string, seen: ReadonlyMap<string, string>): string {
  const computed = field.computed!;
  if (computed.sum) {
    const [part, key] = computed.sum.split('.');
    return `(SELECT coalesce(sum(p.${key}), 0) FROM ${table}_${part} p WHERE p.parent_id = t.id)`;
  }
  const term = (key: string) => seen.get(key) ?? `coalesce(t.${key}, 0)`;
  if (computed.multiply) return `round(${computed.multiply.map(term).join(' * ')}, 2)`;
  return [(computed.add ?? []).map(term).join(' + '), ...(computed.subtract ?? []).map((key) => `- ${term(key)}`)].join(' ');
}

/**
 * The statement that sets every computed field of one row ($1: its id), of some ($1: their ids, an import's batch) or
 * of every row (a seed, a migration's data), or none when the screen has none.
 */
export function computedUpdate(resource: ServerScreen, table: string, rows: 'one' | 'some' | 'all' = 'one'): string | undefined {
  const expressions = new Map<string, string>();
  // a record's value (computed: { record }) is kept by its domain, not by a write of the row
  for (const field of resource.fields) {
    if (field.computed && field.computed.record === undefined) expressions.set(field.key, `(${expressionOf(field, table, expressions)})`);
  }
  if (expressions.size === 0) return undefined;
  const where = { one: ' WHERE t.id = $1', some: ' WHERE t.id = ANY($1::integer[])', all: '' }[rows];
  return `UPDATE ${table} AS t SET ${[...expressions].map(([key, sql]) => `${key} = ${sql}`).join(', ')}${where}`;
}

/** Sets the row's computed fields in the write's transaction; answers whether it did, so the row is read again. */
export async function writeComputed(tx: Queryable, resource: ServerScreen, table: string, id: number): Promise<boolean> {
  const sql = computedUpdate(resource, table);
  if (!sql) return false;
  await tx.query(sql, [id]);
  return true;
}
