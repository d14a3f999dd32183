// Client-side validation messages in the user's language, from the catalogue the server speaks too
// (contract/messages.ts picks the message from the rule and the field's kind).
import type { TFunction } from 'i18next';
import type { RJSFValidationError } from '@rjsf/utils';
import type { FieldKind } from '../../../contract/dsl';
import { fieldMessage } from '../../../contract/messages';

/** The field an rjsf error is about: `.phone` (or `phone` for a missing required one). */
function fieldOf(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.name === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  return (error.property ?? '').replace(/^\./, '').split('.')[0];
}

/**
 * rjsf's transformErrors: every message replaced by its translation. An `if` error (a field shown for one choice)
 * only says its `then` failed; that one names the field, so the `if` goes.
 */
export function translateErrors(errors: RJSFValidationError[], t: TFunction, kinds: ReadonlyMap<string, FieldKind>): RJSFValidationError[] {
  return errors.filter((error) => error.name !== 'if').map((error) => {
    const { key, params } = fieldMessage(error.name ?? '', (error.params ?? {}) as Record<string, unknown>, kinds.get(fieldOf(error)));
    const message = t(key, params);
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
}

/** A 422 answer's field errors in the shape rjsf shows under each field. */
export function serverErrorSchema(errors: Record<string, string[]> | undefined): Record<string, { __errors: string[] }> {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    // Laravel-style keys such as "photo.0" belong to the field before the dot.
    const key = field.split('.')[0];
    schema[key] = { __errors: [...(schema[key]?.__errors ?? []), ...messages] };
  }
  return schema;
}
