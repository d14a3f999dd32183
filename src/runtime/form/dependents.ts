// Fields whose options hang on another (field key dependsOn): a choice changed there clears them, and theirs in turn.
import type { UiSchema } from '@rjsf/utils';

/** The fields whose options hang on `changed` (ui:options.dependsOn), and those hanging on them. */
export function dependentsOf(uiSchema: UiSchema, changed: string): string[] {
  return Object.entries(uiSchema)
    .filter(([, value]) => (value as UiSchema | undefined)?.['ui:options']?.dependsOn === changed)
    .flatMap(([key]) => [key, ...dependentsOf(uiSchema, key)]);
}
