// The question asked before a step that cannot be undone (delete a row, delete or enrol ticked rows), on the native
// dialog (useModalDialog): the cancel button has the focus, and while the step runs the dialog stays and says so.
import '../styles/detail.css';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { onOwnCancel, useModalDialog } from './modal';

export interface ConfirmDialogProps {
  icon: string;
  title: string;
  text: string;
  /** the confirming button's words, and while the step runs */
  confirmLabel: string;
  busyLabel: string;
  danger: boolean;
  busy: boolean;
  /** why the step was refused (a row other rows still use), shown in the dialog, which then offers only to close */
  refusal?: string | null;
  /** the safe choice's words, when not "Cancel" (keep editing) */
  cancelLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ icon, title, text, confirmLabel, busyLabel, danger, busy, refusal, cancelLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog();
  // the focus rests on the safe choice, and moves there again when a refusal takes the confirming button away
  useEffect(() => cancel.current?.focus(), [refusal]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={onOwnCancel(() => { if (!busy) onCancel(); })}
      onMouseDown={(event) => { if (event.target === event.currentTarget && !busy) onCancel(); }}
    >
      <div className="confirm">
        <Icon name={icon} size={28} />
        <h3 id={`${id}-title`}>{title}</h3>
        <p id={`${id}-text`}>{text}</p>
        {refusal && <div className="form-error confirm__refusal" role="alert">{refusal}</div>}
        <div className="confirm__actions">
          <button ref={cancel} type="button" className="button" disabled={busy} onClick={onCancel}>
            {refusal ? t('app.actions.close') : cancelLabel ?? t('app.actions.cancel')}
          </button>
          {!refusal && (
            <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

export default ConfirmDialog;
