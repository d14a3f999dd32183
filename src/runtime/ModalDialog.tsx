// A modal on the native <dialog> (showModal): the page behind is inert, focus stays inside, Escape closes it,
// and focus goes back to the control that opened it.
import '../styles/form.css';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  /** the id of the element that names the dialog (its heading) */
  labelledBy: string;
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ labelledBy, wide, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal-dialog"
      aria-labelledby={labelledBy}
      onCancel={(event) => { event.preventDefault(); onClose(); }}
      onMouseDown={(event) => { if (event.target === event.currentTarget) onClose(); }}
    >
      <div className={`modal${wide ? ' modal--wide' : ''}`}>{children}</div>
    </dialog>
  );
}
