// Irregular screens read from a subquery whose columns match the screen's declared columns, so
// paging, sorting and filtering work exactly as on a table.
import type { FieldKind } from '../../contract/dsl';
import type { ListSource, SourceColumn } from './list-query';

export function subquerySource(
  table: string,
  sql: string,
  columns: Readonly<Record<string, FieldKind>>,
  where?: ListSource['where'],
): ListSource {
  const map = new Map<string, SourceColumn>(
    Object.entries(columns).map(([key, kind]) => [key, { sql: `src.${key}`, kind }]),
  );
  return { table, from: `(${sql}) AS src`, select: 'src.*', columns: map, where };
}
