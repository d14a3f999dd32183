// Alerts (SPEC section 4): a title and a status, closing by themselves after 2000 ms.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ALERT_DISMISS_MS } from '../../../contract/constants';
import { Icon } from './icons';

export type AlertStatus = 'success' | 'error';

interface Alert {
  id: number;
  title: string;
  status: AlertStatus;
}

type ShowAlert = (title: string, status: AlertStatus) => void;

/** Sent on `document` as a modal dialog opens or closes (modal.ts), naming those open, the topmost last. */
export const MODALS_CHANGED = 'aula:modals';

const AlertContext = createContext<ShowAlert>(() => undefined);

export function useAlert(): ShowAlert {
  return useContext(AlertContext);
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  // a modal dialog lies in the top layer and makes the rest of the page inert: alerts show inside the topmost one,
  // and each open one keeps a region of its own, so an alert moved into it when the one above closes is announced
  const [modals, setModals] = useState<readonly Element[]>([]);
  useEffect(() => {
    const follow = (event: Event): void => setModals((event as CustomEvent<readonly Element[]>).detail);
    document.addEventListener(MODALS_CHANGED, follow);
    return () => document.removeEventListener(MODALS_CHANGED, follow);
  }, []);

  const close = useCallback((id: number) => setAlerts((list) => list.filter((alert) => alert.id !== id)), []);
  const show = useCallback<ShowAlert>((title, status) => {
    const id = nextId.current++;
    setAlerts((list) => [...list, { id, title, status }]);
    window.setTimeout(() => close(id), ALERT_DISMISS_MS);
  }, [close]);
  const value = useMemo(() => show, [show]);

  const region = (shown: readonly Alert[]) => (
    <div className="alerts" aria-live="polite">
      {shown.map((alert) => (
        <div key={alert.id} className={`alert alert--${alert.status}`} role={alert.status === 'error' ? 'alert' : 'status'}>
          <Icon name={alert.status === 'success' ? 'check-circle' : 'alert-circle'} />
          <div>
            <strong>{t(`app.alert.${alert.status}`)}</strong>
            <p>{alert.title}</p>
          </div>
          <button type="button" className="icon-button" aria-label={t('app.actions.close')} onClick={() => close(alert.id)}>
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );

  return (
    <AlertContext.Provider value={value}>
      {children}
      {region(modals.length === 0 ? alerts : [])}
      {modals.map((modal, index) => createPortal(region(index === modals.length - 1 ? alerts : []), modal, index))}
    </AlertContext.Provider>
  );
}
