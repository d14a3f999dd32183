// Fields the DSL shows only while another field holds a value (showWhen): hidden ones leave the form and its data.
import type { UiSchema } from '@rjsf/utils';
import { isShown, type ShowWhen } from '../../../contract/dsl';

type Data = Record<string, unknown>;

function conditionOf(entry: unknown): ShowWhen | undefined {
  return (entry as UiSchema | undefined)?.['ui:options']?.showWhen as ShowWhen | undefined;
}

/** The fields whose showWhen does not hold for the data. */
export function hiddenFields(uiSchema: UiSchema, data: Data): string[] {
  return Object.entries(uiSchema)
    .filter(([key, entry]) => !key.startsWith('ui:') && !isShown(conditionOf(entry), data))
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
