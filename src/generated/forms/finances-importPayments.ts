// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.

import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormModule } from '../../runtime/core/screen';
import * as validateFunctions from './finances-importPayments.validator.js';

export const financesImportPaymentsFormSchema: RJSFSchema = {
  $id: 'financesImportPaymentsForm',
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', maxLength: 255 } },
};
export const financesImportPaymentsUiSchema: UiSchema = {
  'ui:order': ['file'],
  file: { 'ui:title': 'screens.finances.bankFile', 'ui:widget': 'upload', 'ui:options': { accept: 'table' } },
};
const form: FormModule = {
  schema: financesImportPaymentsFormSchema,
  uiSchema: financesImportPaymentsUiSchema,
  validator: createPrecompiledValidator(validateFunctions, financesImportPaymentsFormSchema),
};
export default form;
