// What GET endpoint/:id answers: {data: row}, or the bare row from servers that do not wrap it.
export type Row = Record<string, unknown>;

export function rowOf(response: unknown): Row {
  if (response && typeof response === 'object') {
    const { data } = response as { data?: unknown };
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as Row;
    return response as Row;
  }
  return {};
}
