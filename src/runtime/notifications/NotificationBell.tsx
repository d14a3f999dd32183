// The header's bell: the unread count on a button whose name says it, and under it the list of notifications (its own
// chunk, loaded when first opened). Escape, a click elsewhere or following an item closes the list, and the focus goes
// back to the bell; a notification arriving is told to a screen reader as it comes.
import '../../styles/notifications.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import { useNotifications } from './useNotifications';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

const PANEL_ID = 'notifications-panel';

export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications(i18n.language);
  const { unread, arrived } = notifications;
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) bell.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: MouseEvent | KeyboardEvent): void => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') close(true);
      } else if (!area.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', away);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', away);
    };
  }, [open]);

  return (
    <div className="notifications" ref={area}>
      <button
        ref={bell}
        type="button"
        className="icon-button notifications__bell"
        aria-label={t('app.notifications.bell', { unread })}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <Icon name="bell" />
        {unread > 0 && <span className="notifications__count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      </button>
      <div className="visually-hidden" role="status">{arrived?.text ?? ''}</div>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={PANEL_ID} notifications={notifications} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
