// Client-side validation messages in the user's language (validation.* keys).
import type { TFunction } from 'i18next';
import type { RJSFValidationError } from '@rjsf/utils';

const PHONE_PATTERN = String.raw`^\d{3}-\d{2}-\d{3}$`;
const DATE_PATTERN = String.raw`^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$`;
const DIGITS_PATTERNS = new Set([String.raw`^\d+$`, '^[0-9]+$', String.raw`^\d*$`, '^[0-9]*$']);

function messageKey(error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'pattern':
      if (params.pattern === PHONE_PATTERN) return 'validation.phone';
      if (params.pattern === DATE_PATTERN) return 'validation.date';
      if (typeof params.pattern === 'string' && DIGITS_PATTERNS.has(params.pattern)) return 'validation.digits';
      return 'validation.pattern';
    case 'format':
      return params.format === 'email' ? 'validation.email' : 'validation.format';
    case 'required':
    case 'minimum':
    case 'maximum':
    case 'maxLength':
    case 'minLength':
    case 'type':
    case 'enum':
      return `validation.${error.name}`;
    default:
      return 'validation.invalid';
  }
}

/**
 * rjsf's transformErrors: every message replaced by its translation, with the rule's limit filled in. An `if`
 * error (a field shown for one choice) only says its `then` failed; that one names the field, so the `if` goes.
 */
export function translateErrors(errors: RJSFValidationError[], t: TFunction): RJSFValidationError[] {
  return errors.filter((error) => error.name !== 'if').map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    const message = t(messageKey(error), {
      limit: params.limit,
      format: params.format,
      type: params.type,
    });
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
