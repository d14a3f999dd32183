// What can be done at once to the ticked rows of a list: the screen's actions on a selection (export them, mark
// messages read, delete, enrol, issue a document). One with `confirm` asks first, naming how many; one with fields
// opens its form; one that reports per row ends with a summary of what was done and what was refused and why
// (ActionSummary); one that starts a job is followed in the job's dialog. Fetched with a list whose rows tick (ListScreen).
import '../../styles/detail.css';
import '../../styles/bulk.css';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureMessage } from '../core/api';
import { downloadFile } from '../core/download';
import { useAlert } from '../ui/alerts';
import { Icon } from '../ui/icons';
import type { BrowserAction } from '../../../contract/model';
import type { ScreenDefinition } from '../core/screen';
import { actionPath, actionsOn, meetsWhen, type ActionAnswer } from '../core/actions';
import { lazyWithFormWords, lazyWithWords } from '../core/i18n';

const FormModal = lazyWithFormWords(() => import('../form/FormModal'));
const JobDialog = lazyWithFormWords(() => import('../jobs/JobDialog'));
// an action's confirmation and its summary: fetched once the bar is drawn (a row ticked), not with the list
const ConfirmDialog = lazyWithWords(['bulk'], () => import('../ui/ConfirmDialog'));
const ActionSummary = lazyWithWords(['bulk'], () => import('../ui/ActionSummary'));

export interface BulkActionBarProps {
  screen: ScreenDefinition;
  ids: readonly number[];
  /**
   * the ticked rows as the list showed them: their versions go with the call (a row written since is skipped, and
   * said so), and an action is offered only while each of them meets its `when`
   */
  rows: readonly Readonly<Record<string, unknown>>[];
  onClear: () => void;
  /** The rows changed: the list is read again. */
  onChanged: () => void;
  /** how many rows the list's filters choose, and its query: with every row of the page ticked, all of them may be chosen */
  listed?: { total: number; query: string; wholePage: boolean };
}

/** The action that sets fields on many rows (screen key bulkEdit): the one that may run on every row the list chooses. */
const BULK_EDIT = 'bulkEdit';

export default function BulkActionBar({ screen, ids, rows, onClear, onChanged, listed }: BulkActionBarProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [confirming, setConfirming] = useState<BrowserAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<ActionAnswer | null>(null);
  // the selection action whose form is open (which template to issue), and the job one started
  const [acting, setActing] = useState<BrowserAction | null>(null);
  const [job, setJob] = useState<string | null>(null);
  // every row the filters choose, beyond the ticked page: only the edit of many rows goes that far
  const [allListed, setAllListed] = useState(false);
  useEffect(() => {
    ConfirmDialog.preload();
    ActionSummary.preload();
  }, []);
  const everyRow = allListed && listed !== undefined;
  const actions = actionsOn(screen, 'selection').filter((action) => rows.every((row) => meetsWhen(action, row)) && (!everyRow || action.id === BULK_EDIT));
  const versions = Object.fromEntries(rows.flatMap((row) => (typeof row.row_version === 'string' ? [[String(row.id), row.row_version]] : [])));
  const formQuery = everyRow
    ? `all=1${listed.query ? `&${listed.query}` : ''}`
    : new URLSearchParams({ ids: ids.join(','), versions: Object.entries(versions).map(([id, version]) => `${id}:${version}`).join(',') }).toString();
  const failed = (failure: unknown) =>
    showAlert(failureMessage(failure, t('app.errors.generic')), 'error');

  async function run(action: BrowserAction): Promise<void> {
    setBusy(true);
    try {
      if (action.download) {
        await downloadFile(actionPath(screen, action), `${screen.name}-selection.xlsx`, { ids });
        return;
      }
      const answer = await api<ActionAnswer>('POST', actionPath(screen, action), { ids, versions });
      onChanged();
      if (answer.job) {
        setJob(answer.job.id);
        return;
      }
      if (answer.results) {
        setSummary(answer);
        return;
      }
      showAlert(answer.message, 'success');
      onClear();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <div className="bulk-bar" role="toolbar" aria-label={t('bulk.selected', { count: ids.length })}>
      <strong className="bulk-bar__count">{everyRow ? t('bulk.allChosen', { count: listed.total }) : t('bulk.selected', { count: ids.length })}</strong>
      {!everyRow && listed && listed.wholePage && listed.total > ids.length && actionsOn(screen, 'selection').some((action) => action.id === BULK_EDIT) && (
        <button type="button" className="link-button" onClick={() => setAllListed(true)}>{t('bulk.allMatching', { count: listed.total })}</button>
      )}
      <div className="bulk-bar__actions">
        {actions.map((action) => (
          <button key={action.id} type="button" disabled={busy}
            className={`button${action.danger ? ' button--danger' : action.primary ? ' button--primary' : ''}`}
            onClick={() => (screen.actionForms?.[action.id] ? setActing(action) : action.confirm ? setConfirming(action) : void run(action))}>
            {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
          </button>
        ))}
        <button type="button" className="link-button" onClick={() => { setAllListed(false); onClear(); }}>{t('bulk.clear')}</button>
      </div>
      {confirming?.confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            icon={confirming.danger ? 'alert-circle' : confirming.icon ?? 'check-circle'}
            title={t('bulk.confirm_title')}
            text={t(confirming.confirm, { count: ids.length })}
            confirmLabel={t(confirming.label)}
            busyLabel={t('bulk.working')}
            danger={confirming.danger === true}
            busy={busy}
            onCancel={() => setConfirming(null)}
            onConfirm={() => void run(confirming)}
          />
        </Suspense>
      )}
      {summary && (
        <Suspense fallback={null}>
          <ActionSummary answer={summary} onClose={() => { setSummary(null); onClear(); }} />
        </Suspense>
      )}
      {acting && (
        <Suspense fallback={null}>
          <FormModal
            screen={screen} action={acting} actionIds={ids} actionQuery={formQuery} rowId={null}
            onClose={() => setActing(null)}
            onSaved={(answer) => { setActing(null); onChanged(); if (answer?.job) setJob(answer.job.id); else if (answer) setSummary(answer); }}
          />
        </Suspense>
      )}
      {job && (
        <Suspense fallback={null}>
          <JobDialog id={job} onClose={() => { setJob(null); onClear(); }} />
        </Suspense>
      )}
    </div>
  );
}
