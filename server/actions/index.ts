// The named actions a screen's `actions:` run, by name; the codegen checks the names a screen uses.
import { accountActions } from './accounts';
import { applicationActions } from './applications';
import { documentActions } from './documents';
import { financeActions } from './finances';
import { messageActions } from './messages';
import { newsActions } from './news';
import { rowActions } from './rows';
import { surveyActions } from './surveys';
import type { PublicAction, ServerAction } from './types';

export type { ActionAnswer, ActionCall, PublicAction, PublicCall, Report, ReportSection, RowOutcome, ServerAction } from './types';

export const serverActions: Readonly<Record<string, ServerAction>> = {
  exportRows: rowActions.exportRows,
  deleteRows: rowActions.deleteRows,
  enrolRows: rowActions.enrolRows,
  editFields: rowActions.editFields,
  sendMessage: messageActions.sendMessage,
  sendDraft: messageActions.sendDraft,
  replyMessage: messageActions.replyMessage,
  markRead: messageActions.markRead,
  markUnread: messageActions.markUnread,
  addFavourite: messageActions.addFavourite,
  removeFavourite: messageActions.removeFavourite,
  issueDocument: documentActions.issueDocument,
  downloadDocument: documentActions.downloadDocument,
  publishNews: newsActions.publishNews,
  unpublishNews: newsActions.unpublishNews,
  answerSurvey: surveyActions.answerSurvey,
  surveyResults: surveyActions.surveyResults,
  exportSurveyResults: surveyActions.exportSurveyResults,
  importPayments: financeActions.importPayments,
  countLecturerHours: financeActions.countLecturerHours,
  requestStatement: financeActions.requestStatement,
  createAccounts: accountActions.createAccounts,
  disableAccounts: accountActions.disableAccounts,
  enableAccounts: accountActions.enableAccounts,
  resendInvitation: accountActions.resendInvitation,
  setAccountRoles: accountActions.setAccountRoles,
  setRoleAccounts: accountActions.setRoleAccounts,
};

/** The named actions a public form runs, for a visitor who has no account. */
export const publicActions: Readonly<Record<string, PublicAction>> = {
  applyToRegister: applicationActions.applyToRegister,
};
