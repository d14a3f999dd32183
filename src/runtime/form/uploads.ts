// What a submitted body carries for its file fields (issue 4): a newly chosen File, null when the user
// removed a stored file, and nothing otherwise, so the server keeps the stored path.
type Data = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function withUploads(data: Data, initial: Data, fields: readonly string[], chosen: ReadonlyMap<string, File>): Data {
  const body: Data = { ...data };
  for (const field of fields) {
    const file = chosen.get(field);
    if (file) body[field] = file;
    else if (isEmpty(data[field]) && !isEmpty(initial[field])) body[field] = null;
    else delete body[field];
  }
  return body;
}
