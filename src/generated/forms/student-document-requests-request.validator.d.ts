// generated — edit screens/student-document-requests.yaml instead. Run `npm run gen` after changing it.
import type { CompiledValidateFunction } from '@rjsf/validator-ajv8';

export declare const studentDocumentRequestsRequestForm: CompiledValidateFunction;
