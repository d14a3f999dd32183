// The list under the bell (its own chunk): the unread first, each its words, when it came and where it leads (a link
// into the app, a job's file to download), marked read when followed or by its own button; "mark all as read" above.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/Link';
import { downloadFile } from '../core/download';
import { apiPath } from '../../../contract/api-routes';
import type { NotificationItem } from '../../../contract/notifications';
import { formatDate } from '../format/values';
import { Icon } from '../ui/icons';
import type { Notifications } from './useNotifications';

interface NotificationPanelProps {
  id: string;
  notifications: Notifications;
  /** closes the list; `refocus` gives the focus back to the bell */
  onClose(refocus: boolean): void;
}

export default function NotificationPanel({ id, notifications, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const { list, unread, failed, markRead, markAllRead } = notifications;
  const panel = useRef<HTMLElement>(null);
  useEffect(() => { panel.current?.focus(); }, []);

  const download = (item: NotificationItem): void => {
    markRead(item);
    if (item.job_id) void downloadFile(apiPath('jobFile', { id: item.job_id }), item.file_name ?? 'export.xlsx').catch(() => undefined);
  };

  return (
    <section className="notifications__panel" id={id} aria-labelledby={`${id}-title`} tabIndex={-1} ref={panel}>
      <div className="notifications__head">
        <h2 id={`${id}-title`}>{t('app.notifications.title')}</h2>
        {unread > 0 && <button type="button" className="link-button" onClick={markAllRead}>{t('app.notifications.markAll')}</button>}
      </div>
      {failed && <p className="notifications__empty" role="alert">{t('app.notifications.failed')}</p>}
      {list && list.data.length === 0 && <p className="notifications__empty">{t('app.notifications.empty')}</p>}
      {list && list.data.length > 0 && (
        <ul className="notifications__list">
          {list.data.map((item) => {
            const fresh = item.read_at === null;
            return (
              <li key={item.id} className={`notifications__item${fresh ? ' notifications__item--unread' : ''}`}>
                <div className="notifications__text">
                  {fresh && <span className="visually-hidden">{t('app.notifications.unread')}: </span>}
                  {item.link
                    ? <Link to={item.link} onClick={() => { markRead(item); onClose(false); }}>{item.text}</Link>
                    : <span>{item.text}</span>}
                  <time className="notifications__time" dateTime={item.created_at}>{formatDate(item.created_at, true)}</time>
                </div>
                <div className="notifications__actions">
                  {item.job_id && item.file_name && (
                    <button type="button" className="button notifications__file" onClick={() => download(item)}>
                      <Icon name="download" size={16} /> {t('app.notifications.download', { file: item.file_name })}
                    </button>
                  )}
                  {fresh && (
                    <button type="button" className="icon-button" aria-label={`${t('app.notifications.markRead')}: ${item.text}`} title={t('app.notifications.markRead')} onClick={() => markRead(item)}>
                      <Icon name="check-circle" size={18} />
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
