// A modal on the native <dialog> (showModal): the page behind is inert, focus stays inside, Escape closes it,
// and focus goes back to the control that opened it. Its head is its title, which names it, and a close button.
import '../../styles/form.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { onOwnCancel, useModalDialog } from './modal';

export interface ModalDialogProps {
  title: string;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ title, wide, onClose, children }: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={titleId}
      onCancel={onOwnCancel(onClose)}
      onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}
    >
      <div className={`modal${wide ? ' modal--wide' : ''}`}>
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('app.actions.close')} onClick={onClose}><Icon name="close" /></button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
