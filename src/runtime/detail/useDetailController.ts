// A record's detail as its controller holds it: the row read (again after a save or a move), its workflow's state,
// the row's actions the user may take and what each starts (a form, a question first, a report, a job), and its
// deletion with the refusals it may meet. DetailView draws it as a dialog beside the list.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, failureMessage } from '../core/api';
import { downloadFile } from '../core/download';
import { adaptRow } from '../core/adapters';
import { useAlert } from '../ui/alerts';
import { useDocumentTitle } from '../core/titles';
import { useRecordNamer } from '../format/recordNames';
import { rowOf, type Row } from '../core/rows';
import type { ScreenDefinition } from '../core/screen';
import { actionPath, actionsOn, meetsWhen, rowOutcome, type ActionAnswer } from '../core/actions';
import type { BrowserAction, WorkflowView } from '../../../contract/model';
import type { Report } from '../../../contract/report';
import { screenPath } from '../../../contract/routes';

/** What the detail is told by the list that opened it. */
export interface DetailCallbacks {
  /** absent on read-only screens */
  onEdit?: () => void;
  onDeleted: () => void;
  /** a row action ran: what the page shows is read again */
  onChanged: () => void;
}

export function useDetailController(
  screen: ScreenDefinition, rowId: string, version: number, { onEdit, onDeleted, onChanged }: DetailCallbacks,
) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [row, setRow] = useState<Row | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmingAction, setConfirmingAction] = useState<BrowserAction | null>(null);
  // the job a row's action started (a person's data gathered), followed in its dialog to its file
  const [job, setJob] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [acting, setActing] = useState(false);
  // the row action whose own form or questionnaire is open (issuing a document, filling in a survey)
  const [formAction, setFormAction] = useState<BrowserAction | null>(null);
  // what a report action answered (a survey's results)
  const [report, setReport] = useState<{ action: BrowserAction; report: Report } | null>(null);
  const [reread, setReread] = useState(0);
  // a record with a workflow: its state and the moves the user may make (the server's answer beside the row)
  const [workflow, setWorkflow] = useState<WorkflowView | null>(null);
  const path = screenPath(screen, 'record', { id: rowId });
  const marks = screen.columns.some((column) => column.kind === 'marker');
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;

  useEffect(() => {
    let current = true;
    setFailed(false);
    api<unknown>('GET', path).then(
      (response) => {
        if (!current) return;
        setRow(adaptRow(screen.adapter, rowOf(response)));
        setWorkflow((response as { workflow?: WorkflowView }).workflow ?? null);
        // opening a marked row may clear its mark (reading a message): the list and the sidebar's count follow
        if (marks) changedRef.current();
      },
      () => { if (current) setFailed(true); },
    );
    return () => { current = false; };
  }, [path, version, reread, screen.adapter, marks]);

  async function remove(reason?: string): Promise<void> {
    setDeleting(true);
    try {
      await api('DELETE', path, screen.deleteReason ? { reason } : undefined);
      showAlert(t('app.detail.deleted'), 'success');
      onDeleted();
    } catch (failure) {
      setDeleting(false);
      // a row other rows use is kept: the dialog says what uses it
      if (failure instanceof ApiError && failure.status === 409) {
        setRefusal(failure.message);
        return;
      }
      // a reason missing or refused is said under it, and the dialog stays
      const reasonRefused = failure instanceof ApiError ? failure.errors?.reason?.[0] : undefined;
      if (reasonRefused) {
        setReasonError(reasonRefused);
        return;
      }
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
      setConfirming(false);
    }
  }

  const shown = row && String(row.id ?? rowId) === rowId ? row : null;
  const nameOf = useRecordNamer(screen);
  const name = nameOf(shown);
  useDocumentTitle(name, t(screen.title));
  const rowActions = actionsOn(screen, 'row').filter((action) => meetsWhen(action, shown));
  const everyday = rowActions.filter((action) => !action.danger);
  const destructive = rowActions.filter((action) => action.danger);
  const editable = onEdit !== undefined && workflow?.writable !== false;

  async function runAction(action: BrowserAction, confirmed = false): Promise<void> {
    if (screen.actionForms?.[action.id] || action.questionnaire) {
      setFormAction(action);
      return;
    }
    // an action that asks first (revoking a token) runs once the question is answered
    if (action.confirm && !confirmed) {
      setConfirmingAction(action);
      return;
    }
    setActing(true);
    const path = actionPath(screen, action);
    try {
      if (action.download) {
        await downloadFile(path, `${screen.name}-${rowId}`, { ids: [Number(rowId)] });
        return;
      }
      const answer = await api<ActionAnswer & { report?: Report }>('POST', path, { ids: [Number(rowId)] });
      if (answer.report) {
        setReport({ action, report: answer.report });
        return;
      }
      if (answer.job) {
        setJob(answer.job.id);
        return;
      }
      const outcome = rowOutcome(answer);
      showAlert(outcome.text, outcome.refused ? 'error' : 'success');
      changed();
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setConfirmingAction(null);
      setActing(false);
    }
  }

  /** What the record shows is read again (its history too), and the page that opened it told. */
  function changed(): void {
    setReread((count) => count + 1);
    onChanged();
  }

  return {
    acting, confirming, confirmingAction, deleting, destructive, editable, everyday, failed, formAction, job, name,
    path, reasonError, refusal, report, reread, shown, workflow,
    runAction, remove,
    /** a workflow's move made: its new state at once, and the record read again */
    moved(view: WorkflowView) { setWorkflow(view); changed(); },
    /** a row action's own form or questionnaire sent */
    formSaved() { setFormAction(null); changed(); },
    closeForm: () => setFormAction(null),
    closeReport: () => setReport(null),
    closeJob: () => setJob(null),
    /** the action that asked first, its question answered */
    confirmAction() { if (confirmingAction) void runAction(confirmingAction, true); },
    cancelAction: () => setConfirmingAction(null),
    askDelete: () => setConfirming(true),
    cancelDelete() { setConfirming(false); setRefusal(null); setReasonError(null); },
  };
}
