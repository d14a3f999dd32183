// What an action that reports per row did (a delete or an enrolment of ticked rows, a bank statement's import):
// how many were done, and each refused row with its reason, in a dialog closed when read; a value shown only this
// once (a new API token) with a button that copies it.
import '../../styles/bulk.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';
import { copyFromField } from '../core/clipboard';
import type { ActionAnswer } from '../core/actions';

export default function ActionSummary({ answer, onClose }: { answer: ActionAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const onceId = useId();
  const [copied, setCopied] = useState(false);
  const refused = (answer.results ?? []).filter((result) => result.status === 'refused');
  async function copy(): Promise<void> {
    if (await copyFromField(answer.shownOnce ?? '', onceId)) setCopied(true);
  }
  return (
    <ModalDialog title={t('bulk.summary')} onClose={onClose}>
      <div className="modal__body bulk-summary">
        <p className="bulk-summary__counts">
          <span className={`badge ${answer.done > 0 ? 'badge--success' : 'badge--muted'}`}>{answer.message}</span>
          {refused.length > 0 && <span className="badge badge--danger">{t('bulk.refused', { count: refused.length })}</span>}
        </p>
        {answer.shownOnce && (
          <div className="bulk-summary__once">
            <label htmlFor={onceId} className="visually-hidden">{answer.message}</label>
            <input id={onceId} className="form-control" readOnly value={answer.shownOnce} onFocus={(event) => event.target.select()} />
            <button type="button" className="button" onClick={() => void copy()}>{t(copied ? 'app.actions.copied' : 'app.actions.copy')}</button>
          </div>
        )}
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
