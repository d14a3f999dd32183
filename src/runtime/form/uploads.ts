// What a submitted body carries beyond the form's values: null for a field the user emptied, so the server
// clears it rather than keeping what it stored; and for file fields a newly chosen File, null when the user
// removed a stored file, and nothing otherwise, so the server keeps the stored path. And how large a file may be.
import type { UiSchema } from '@rjsf/utils';
import { BYTES_PER_MB, UPLOAD_LIMIT_MB, UPLOAD_LIMIT_META } from '../../../contract/uploads';

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

/**
 * The largest file the server takes, so that a larger one is refused before it is sent: as the page it served says
 * (server/app.ts), else (a page the dev server served) the limit both start from.
 */
export function uploadLimitBytes(page: Pick<Document, 'querySelector'> = document): number {
  const told = Number(page.querySelector<HTMLMetaElement>(`meta[name="${UPLOAD_LIMIT_META}"]`)?.content);
  return told > 0 ? told : UPLOAD_LIMIT_MB * BYTES_PER_MB;
}
