// The question asked before a step that cannot be undone (delete a row, delete or enrol ticked rows): the
// cancel button has the focus, and while the step runs the dialog stays and says so.
import '../styles/detail.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export interface ConfirmDialogProps {
  icon: string;
  title: string;
  text: string;
  /** the confirming button's words, and while the step runs */
  confirmLabel: string;
  busyLabel: string;
  danger: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ icon, title, text, confirmLabel, busyLabel, danger, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="confirm-backdrop" onMouseDown={(event) => { if (event.target === event.currentTarget && !busy) onCancel(); }}>
      <div className="confirm" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <Icon name={icon} size={28} />
        <h3 id={`${id}-title`}>{title}</h3>
        <p id={`${id}-text`}>{text}</p>
        <div className="confirm__actions">
          <button ref={cancel} type="button" className="button" disabled={busy} onClick={onCancel}>{t('app.actions.cancel')}</button>
          <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
