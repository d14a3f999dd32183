// What can be done at once to the ticked rows of a list (screen key bulkActions): export them, delete
// them after a confirmation naming how many, or enrol them, then a summary of what was done and what was
// refused and why; and the screen's actions on a selection (mark messages read). Loaded lazily, when the
// first row is ticked.
import '../../styles/detail.css';
import '../../styles/bulk.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, downloadFile } from '../api';
import { useAlert } from '../alerts';
import { ConfirmDialog } from '../ConfirmDialog';
import { Icon } from '../icons';
import type { BulkAction, ScreenAction } from '../../../contract/dsl';
import type { ScreenDefinition } from '../screen';
import { getStoredUser } from '../session';
import { actionPath, actionsOn } from '../actions';

interface Outcome {
  id: number;
  name?: string;
  status: string;
  reason?: string;
}

interface BulkAnswer {
  results: Outcome[];
  counts: Record<string, number>;
}

type Confirmable = Extract<BulkAction, 'delete' | 'enrol'>;

export interface BulkActionBarProps {
  screen: ScreenDefinition;
  ids: readonly number[];
  onClear: () => void;
  /** The rows changed: the list is read again. */
  onChanged: () => void;
}

function Summary({ action, answer, onClose }: { action: Confirmable; answer: BulkAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const done = action === 'delete' ? 'deleted' : 'enrolled';
  const doneCount = answer.counts[done] ?? 0;
  const refused = answer.results.filter((result) => result.status === 'refused');
  return (
    <div className="confirm-backdrop" onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      <div className="confirm bulk-summary" role="dialog" aria-modal="true" aria-labelledby="bulk-summary-title" onKeyDown={(event) => { if (event.key === 'Escape') onClose(); }}>
        <h3 id="bulk-summary-title">{t(`bulk.summary_${action}`)}</h3>
        <p className="bulk-summary__counts">
          <span className={`badge ${doneCount > 0 ? 'badge--success' : 'badge--muted'}`}>{t(`bulk.${done}`, { count: doneCount })}</span>
          {refused.length > 0 && <span className="badge badge--danger">{t('bulk.refused', { count: refused.length })}</span>}
        </p>
        {refused.length > 0 && (
          <div className="bulk-summary__refused">
            <h4>{t('bulk.refused_rows')}</h4>
            <ul>
              {refused.map((result) => (
                <li key={result.id}>
                  <strong>{result.name || t('bulk.unnamed', { id: result.id })}</strong>
                  <span>{result.reason}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="confirm__actions">
          <button ref={close} type="button" className="button button--primary" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </div>
  );
}

export default function BulkActionBar({ screen, ids, onClear, onChanged }: BulkActionBarProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<{ action: Confirmable; answer: BulkAnswer } | null>(null);
  const actions = screen.bulkActions ?? [];
  const permissions = getStoredUser()?.permissions ?? [];
  const selectionActions = actionsOn(screen, 'selection');
  const mayEnrol = actions.includes('enrol') && (!screen.enrolPermission || permissions.includes(screen.enrolPermission));
  const path = (action: BulkAction) => `${screen.endpoint}/bulk/${action}`;
  const failed = (failure: unknown) =>
    showAlert(failure instanceof ApiError && failure.message ? failure.message : t('app.errors.generic'), 'error');

  async function exportSelection(): Promise<void> {
    setBusy(true);
    try {
      await downloadFile(path('export'), `${screen.name}-selection.xlsx`, { ids });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function runAction(action: ScreenAction): Promise<void> {
    setBusy(true);
    try {
      const answer = await api<{ message: string }>('POST', actionPath(screen, action), { ids });
      showAlert(answer.message, 'success');
      onChanged();
      onClear();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function run(action: Confirmable): Promise<void> {
    setBusy(true);
    try {
      const answer = await api<BulkAnswer>('POST', path(action), { ids });
      setSummary({ action, answer });
      onChanged();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <div className="bulk-bar" role="toolbar" aria-label={t('bulk.selected', { count: ids.length })}>
      <strong className="bulk-bar__count">{t('bulk.selected', { count: ids.length })}</strong>
      <div className="bulk-bar__actions">
        {actions.includes('export') && (
          <button type="button" className="button" disabled={busy} onClick={() => void exportSelection()}>
            <Icon name="download" size={16} /> {t('bulk.export')}
          </button>
        )}
        {mayEnrol && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => setConfirming('enrol')}>
            <Icon name="graduation-cap" size={16} /> {t('bulk.enrol')}
          </button>
        )}
        {actions.includes('delete') && (
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setConfirming('delete')}>
            <Icon name="trash" size={16} /> {t('bulk.delete')}
          </button>
        )}
        {selectionActions.map((action) => (
          <button key={action.id} type="button" className="button" disabled={busy} onClick={() => void runAction(action)}>
            {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
          </button>
        ))}
        <button type="button" className="link-button" onClick={onClear}>{t('bulk.clear')}</button>
      </div>
      {confirming && (
        <ConfirmDialog
          icon={confirming === 'delete' ? 'alert-circle' : 'graduation-cap'}
          title={t('bulk.confirm_title')}
          text={t(`bulk.confirm_${confirming}`, { count: ids.length })}
          confirmLabel={t(`bulk.${confirming}`)}
          busyLabel={t('bulk.working')}
          danger={confirming === 'delete'}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void run(confirming)}
        />
      )}
      {summary && <Summary action={summary.action} answer={summary.answer} onClose={() => { setSummary(null); onClear(); }} />}
    </div>
  );
}
