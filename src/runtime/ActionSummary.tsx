// What an action that reports per row did (a delete or an enrolment of ticked rows, a bank statement's import):
// how many were done, and each refused row with its reason, in a dialog closed when read.
import '../styles/bulk.css';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

export interface RowOutcome {
  id: number;
  name?: string;
  status: string;
  reason?: string;
}

export interface ActionAnswer {
  done: number;
  message: string;
  results?: RowOutcome[];
  /** the background job doing the work, followed in its dialog instead */
  job?: { id: string };
}

export default function ActionSummary({ answer, onClose }: { answer: ActionAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = (answer.results ?? []).filter((result) => result.status === 'refused');
  return (
    <ModalDialog title={t('bulk.summary')} onClose={onClose}>
      <div className="modal__body bulk-summary">
        <p className="bulk-summary__counts">
          <span className={`badge ${answer.done > 0 ? 'badge--success' : 'badge--muted'}`}>{answer.message}</span>
          {refused.length > 0 && <span className="badge badge--danger">{t('bulk.refused', { count: refused.length })}</span>}
        </p>
        {refused.length > 0 && (
          <div className="bulk-summary__refused">
            <h3>{t('bulk.refused_rows')}</h3>
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
        <div className="modal__foot">
          <button type="button" className="button button--primary" onClick={onClose}>{t('app.actions.close')}</button>
        </div>
      </div>
    </ModalDialog>
  );
}
