// The named operations a screen's actions run (contract/catalogue.ts lists their names, which this table must
// implement exactly): the generic ones on ticked rows, and each domain's.
import type { OperationName, PublicOperationName } from '../../contract/catalogue';
import { rowOperations } from './rows/operations';
import type { Operation, PublicOperation } from '../kernel/operations';
import { academicOperations } from './academic/operations';
import { careerOperations } from './career/operations';
import { accountOperations } from './accounts/operations';
import { applicantOperations } from './applicants/operations';
import { documentOperations } from './documents/operations';
import { financeOperations } from './finances/operations';
import { onlinePaymentOperations } from './finances/online-payments';
import { messageOperations } from './messages/operations';
import { newsOperations } from './news/operations';
import { privacyOperations } from './privacy/operations';
import { surveyOperations } from './surveys/operations';
import { registrationOperations } from './teaching/registration';
import { projectOperations } from './projects/operations';

export const operations: Readonly<Record<OperationName, Operation>> = {
  ...rowOperations,
  ...messageOperations,
  ...documentOperations,
  ...newsOperations,
  ...surveyOperations,
  ...financeOperations,
  ...onlinePaymentOperations,
  ...accountOperations,
  ...academicOperations,
  ...registrationOperations,
  ...privacyOperations,
  ...projectOperations,
  ...careerOperations,
};

export const publicOperations: Readonly<Record<PublicOperationName, PublicOperation>> = applicantOperations;
