// What a generated screen module (src/generated/screens/) hands to the runtime: the screen as its model has it for
// the browser (contract/model.ts), with the loaders of its form and words.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorType } from '@rjsf/utils';
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';
import type { BrowserScreen } from '../../../contract/model';

export type { BrowserAction, BrowserField, BrowserFilter, ColumnModel } from '../../../contract/model';

/** A page's form (view form): drawn without rjsf (runtime/form/PageForm.tsx), checked by its precompiled validator alone. */
export interface PageFormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validate: CompiledValidateFunction;
}

/** What a form module (loaded only when a modal opens) exports. */
export interface FormModule {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

export interface ScreenDefinition extends BrowserScreen {
  /** the forms of its actions that have fields of their own, by action id, each loaded when it opens */
  actionForms?: Readonly<Record<string, () => Promise<FormModule>>>;
  /** present when the screen has a form; resolves to its schema and precompiled validator */
  loadForm?: () => Promise<FormModule>;
  /** For a page's form (view form) instead: its schema and validator for a form drawn without rjsf. */
  loadPageForm?: () => Promise<PageFormModule>;
  /** the screen's words of the catalogue, by language (loaded with the screen, see runtime/core/i18n.ts) */
  labels: Readonly<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}

/** A screen's generated module (src/generated/screens/), as its chunk arrives. */
export interface ScreenModule {
  default: ScreenDefinition;
}
