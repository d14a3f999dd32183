// The question asked before a step that cannot be undone (delete a row, delete or enrol ticked rows), on the native
// dialog (useModalDialog): the cancel button has the focus, and while the step runs the dialog stays and says so. A
// step that needs a reason (a screen's deleteReason) asks it here, and says under it why it was refused.
import '../../styles/detail.css';
import { useEffect, useId, useRef, useState } from 'react';
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
  /** a reason the step needs: its label, the hint under it, and the server's refusal of the one given */
  reason?: { label: string; hint: string; error?: string | null };
  onCancel: () => void;
  onConfirm: (reason?: string) => void;
}

export function ConfirmDialog({ icon, title, text, confirmLabel, busyLabel, danger, busy, refusal, cancelLabel, reason, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [given, setGiven] = useState('');
  const dialog = useModalDialog();
  // the focus rests on the safe choice, and moves there again when a refusal takes the confirming button away
  useEffect(() => cancel.current?.focus(), [refusal]);
  // a refused reason is where the person goes on
  useEffect(() => { if (reason?.error) field.current?.focus(); }, [reason?.error]);
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
        {reason && !refusal && (
          <div className="confirm__reason reason-field">
            <label htmlFor={`${id}-reason`}>{reason.label}<span aria-hidden="true"> *</span></label>
            <p id={`${id}-hint`} className="muted">{reason.hint}</p>
            <textarea
              ref={field}
              id={`${id}-reason`}
              rows={3}
              maxLength={2000}
              required
              value={given}
              aria-describedby={`${id}-hint${reason.error ? ` ${id}-refused` : ''}`}
              aria-invalid={reason.error ? true : undefined}
              onChange={(event) => setGiven(event.target.value)}
            />
            {reason.error && <p id={`${id}-refused`} className="form-error" role="alert">{reason.error}</p>}
          </div>
        )}
        {refusal && <div className="form-error confirm__refusal" role="alert">{refusal}</div>}
        <div className="confirm__actions">
          <button ref={cancel} type="button" className="button" disabled={busy} onClick={onCancel}>
            {refusal ? t('app.actions.close') : cancelLabel ?? t('app.actions.cancel')}
          </button>
          {!refusal && (
            <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={busy} onClick={() => onConfirm(reason ? given : undefined)}>
              {busy ? busyLabel : confirmLabel}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

export default ConfirmDialog;
