// The bell's logic, apart from its markup: the signed-in person's notifications (GET /api/notifications, in the page's
// language), kept current by the stream — a new one put at the top with the count it came with, anything else a cue to
// read the list again — and marking one or all read, each answered with the list as it now is.
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { api, swrFetcher } from '../core/api';
import { apiPath } from '../../../contract/api-routes';
import { NOTIFICATION_EVENTS, NOTIFICATIONS_LISTED, type NotificationEvent, type NotificationItem, type NotificationList } from '../../../contract/notifications';
import { followNotifications } from './stream';

export interface Notifications {
  /** the list, once read */
  list: NotificationList | undefined;
  unread: number;
  /** the list could not be read */
  failed: boolean;
  /** the last one to arrive while the page was open, for a screen reader to be told */
  arrived: NotificationItem | null;
  markRead(item: NotificationItem): void;
  markAllRead(): void;
}

export function useNotifications(language: string): Notifications {
  // the words are the server's, in the page's language: another language is another list
  const { data, error, mutate } = useSWR<NotificationList>([apiPath('notifications'), language], ([path]: [string]) => swrFetcher<NotificationList>(path), {
    shouldRetryOnError: false, revalidateOnFocus: false,
  });
  const [arrived, setArrived] = useState<NotificationItem | null>(null);

  useEffect(() => followNotifications((event) => {
    if (event.event !== NOTIFICATION_EVENTS.notification) {
      void mutate();
      return;
    }
    const { item, unread } = event.data as NotificationEvent;
    setArrived(item);
    void mutate((list) => ({ unread, data: [item, ...(list?.data ?? []).filter((listed) => listed.id !== item.id)].slice(0, NOTIFICATIONS_LISTED) }), { revalidate: false });
  // the stream speaks the page's language: a switch opens it again
  }), [mutate, language]);

  const markRead = useCallback((item: NotificationItem): void => {
    if (item.read_at !== null) return;
    void mutate(api<NotificationList>('POST', apiPath('readNotification', { id: item.id })), { revalidate: false }).catch(() => mutate());
  }, [mutate]);
  const markAllRead = useCallback((): void => {
    void mutate(api<NotificationList>('POST', apiPath('readAllNotifications')), { revalidate: false }).catch(() => mutate());
  }, [mutate]);

  return { list: data, unread: data?.unread ?? 0, failed: error !== undefined && data === undefined, arrived, markRead, markAllRead };
}
