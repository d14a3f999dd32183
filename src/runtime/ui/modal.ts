// What every modal of the app stands on: the native <dialog> shown with showModal().
import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import { MODALS_CHANGED } from './alerts';

/** The modal dialogs open, in the order they opened: the last is on top. */
const openModals: HTMLDialogElement[] = [];

function tellModalsChanged(): void {
  document.dispatchEvent(new CustomEvent(MODALS_CHANGED, { detail: [...openModals] }));
}

/**
 * A native dialog shown modal while the component is: the page behind inert, focus kept inside, and on its way out
 * focus given back to what had it before (the button that opened it). Escape arrives as the dialog's cancel event.
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) {
      element.showModal();
      openModals.push(element);
      tellModalsChanged();
    }
    return () => {
      if (element?.open) element.close();
      const at = element ? openModals.indexOf(element) : -1;
      if (at >= 0) {
        openModals.splice(at, 1);
        tellModalsChanged();
      }
      opener?.focus();
    };
  }, []);
  return dialog;
}

/**
 * A dialog's cancel (Escape) handler that closes it only for its own: React passes a nested dialog's cancel up
 * through the dialogs it lies in (a report over a record's detail), which must stay open.
 */
export function onOwnCancel(close: () => void): (event: SyntheticEvent<HTMLDialogElement>) => void {
  return (event) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    close();
  };
}
