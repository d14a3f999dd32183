// What a submitted body carries beyond the form's values: null for a field the user emptied, so the server
// clears it rather than keeping what it stored; and for file fields a newly chosen File, null when the user
// removed a stored file, and nothing otherwise, so the server keeps the stored path.
import type { UiSchema } from '@rjsf/utils';

type Data = Record<string, unknown>;

/** The fields a uiSchema draws as uploads. */
export function uploadFields(uiSchema: UiSchema): string[] {
  return Object.entries(uiSchema)
    .filter(([, value]) => (value as UiSchema | undefined)?.['ui:widget'] === 'upload')
    .map(([key]) => key);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** rjsf drops an emptied field from its data; the body names it as null so an update clears it. */
export function withClearedFields(data: Data, initial: Data): Data {
  const body: Data = { ...data };
  for (const [key, value] of Object.entries(initial)) if (!isEmpty(value) && isEmpty(data[key])) body[key] = null;
  return body;
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
