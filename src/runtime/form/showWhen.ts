// Fields the DSL shows only while another field holds a value (showWhen): hidden ones leave the form and its data.
import type { UiSchema } from '@rjsf/utils';
import { conditionHolds, type FieldCondition } from '../../../contract/dsl';

type Data = Record<string, unknown>;

function conditionOf(entry: unknown): FieldCondition | undefined {
  return (entry as UiSchema | undefined)?.['ui:options']?.showWhen as FieldCondition | undefined;
}

/** The fields whose showWhen does not hold for the data. */
export function hiddenFields(uiSchema: UiSchema, data: Data): string[] {
  return Object.entries(uiSchema)
    .filter(([key, entry]) => !key.startsWith('ui:') && !conditionHolds(conditionOf(entry), data))
    .map(([key]) => key);
}

/** The uiSchema with the hidden fields drawn as rjsf's hidden widget. */
export function withHiddenFields(uiSchema: UiSchema, hidden: readonly string[]): UiSchema {
  if (hidden.length === 0) return uiSchema;
  const out: UiSchema = { ...uiSchema };
  for (const key of hidden) out[key] = { ...(uiSchema[key] as UiSchema), 'ui:widget': 'hidden' };
  return out;
}

/** The data without the values of hidden fields, so a switched choice leaves nothing behind. */
export function withoutHiddenValues(uiSchema: UiSchema, data: Data): Data {
  const out: Data = { ...data };
  for (const key of hiddenFields(uiSchema, data)) delete out[key];
  return out;
}

/** A condition of the form schema (codegen/compile/form.ts): if the deciding field holds the value (const) or one of them (enum), then. */
interface Condition {
  if: { properties: Record<string, { const?: FieldCondition['equals']; enum?: FieldCondition['equals'] }> };
  then: { required: string[] };
}

/**
 * The fields a form requires for the data: those always required, and those the schema's conditions require while
 * they hold (a passport from a foreign applicant, a personal number from a Georgian one), each read back as the
 * field condition it was written from.
 */
export function requiredFields(schema: { required?: string[]; allOf?: unknown[] }, data: Data): Set<string> {
  const required = new Set(schema.required ?? []);
  for (const { if: condition, then } of (schema.allOf ?? []) as Condition[]) {
    const holds = Object.entries(condition.properties).every(([field, rule]) => conditionHolds({ field, equals: (rule.const ?? rule.enum)! }, data));
    if (holds) for (const key of then.required) required.add(key);
  }
  return required;
}
