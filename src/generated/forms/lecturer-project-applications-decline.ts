// generated — edit screens/lecturer-project-applications.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './lecturer-project-applications-decline.validator.js';

export const lecturerProjectApplicationsDeclineFormSchema: RJSFSchema = {
  $id: 'lecturerProjectApplicationsDeclineForm',
  type: 'object',
  properties: { reason: { type: 'string', maxLength: 2000 } },
};
export const lecturerProjectApplicationsDeclineUiSchema: UiSchema = { 'ui:order': ['reason'], reason: { 'ui:title': 'fields.decline_reason', 'ui:widget': 'textarea' } };
const form: FormModule = {
  schema: lecturerProjectApplicationsDeclineFormSchema,
  uiSchema: lecturerProjectApplicationsDeclineUiSchema,
  validator: createPrecompiledValidator(validateFunctions, lecturerProjectApplicationsDeclineFormSchema),
};
export default form;
