// Alerts (SPEC section 4): a title and a status, closing by themselves after 2000 ms.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_DISMISS_MS } from '../../contract/constants';
import { Icon } from './icons';

export type AlertStatus = 'success' | 'error';

interface Alert {
  id: number;
  title: string;
  status: AlertStatus;
}

type ShowAlert = (title: string, status: AlertStatus) => void;

const AlertContext = createContext<ShowAlert>(() => undefined);

export function useAlert(): ShowAlert {
  return useContext(AlertContext);
}

export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setAlerts((list) => list.filter((alert) => alert.id !== id)), []);
  const show = useCallback<ShowAlert>((title, status) => {
    const id = nextId.current++;
    setAlerts((list) => [...list, { id, title, status }]);
    window.setTimeout(() => close(id), ALERT_DISMISS_MS);
  }, [close]);
  const value = useMemo(() => show, [show]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      <div className="alerts" aria-live="polite">
        {alerts.map((alert) => (
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
    </AlertContext.Provider>
  );
}
