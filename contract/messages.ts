// Which message of the catalogue (locales/*.json, namespace validation) tells a person what is wrong with a field,
// from the JSON Schema rule it broke and the field's kind: the form and the server both say it this way, so the
// same mistake reads the same in the browser and in a 422.
import type { FieldKind } from './dsl';

export interface FieldMessage {
  /** the catalogue key */
  key: string;
  /** its interpolation values; count picks the plural form */
  params: Record<string, string | number>;
}

/** A pattern is the kind's own rule (phone, digits, a date), said in that kind's words. */
const PATTERN_MESSAGES: Partial<Record<FieldKind, string>> = {
  phone: 'validation.phone', digits: 'validation.digits', personalNumber: 'validation.personal_number', date: 'validation.date', datetime: 'validation.datetime', color: 'validation.color',
  numbering: 'validation.numbering',
};

/** The message for a broken schema rule (ajv's keyword and params) on a field of the kind given. */
export function fieldMessage(keyword: string, params: Record<string, unknown>, kind: FieldKind | undefined): FieldMessage {
  const limit = params.limit === undefined ? undefined : Number(params.limit);
  switch (keyword) {
    case 'required':
      return { key: 'validation.required', params: {} };
    case 'pattern':
      return { key: (kind && PATTERN_MESSAGES[kind]) ?? 'validation.pattern', params: {} };
    case 'format':
      return { key: params.format === 'email' ? 'validation.email' : 'validation.format', params: {} };
    case 'minLength':
    case 'maxLength':
    case 'maxItems':
      return { key: `validation.${keyword}`, params: { count: limit ?? 0 } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: `validation.${keyword}`, params: { limit: limit ?? 0 } };
    case 'type':
      return { key: 'validation.type', params: {} };
    case 'enum':
    case 'const':
      return { key: 'validation.enum', params: {} };
    case 'uniqueItems':
      return { key: 'validation.uniqueItems', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
