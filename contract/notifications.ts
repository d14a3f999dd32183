// What the header's bell shows and how it hears of a new one: a notification as the API answers it, in the reader's
// language, and the events of its stream (GET /api/notifications/stream, server-sent events).

/** What raised a notification: a background job of the reader's, a workflow's move, or a screen's action. */
export type NotificationKind = 'job' | 'workflow' | 'action';

/** A notification as `GET /api/notifications` and the stream answer it. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  /** its words, in the language of the request */
  text: string;
  /** where it leads: a path of the app (/admin/course-grades?course_id=12), or none */
  link: string | null;
  /** a job's, whose file it offers while the job is kept (GET /api/jobs/:id/file) */
  job_id: string | null;
  file_name: string | null;
  created_at: string;
  read_at: string | null;
}

/** The list: the unread (newest first), then the latest read, and how many are unread in all. */
export interface NotificationList {
  unread: number;
  data: NotificationItem[];
}

/** The events of the stream, as its `event:` lines name them. */
export const NOTIFICATION_EVENTS = {
  /** the stream is open: whatever came while it was not is read with the list (data: {}) */
  ready: 'ready',
  /** a new one (data: {item, unread}) */
  notification: 'notification',
  /** the unread count changed otherwise (read in another tab, or missed while a server's listener was down): read the list again (data: {unread?}) */
  changed: 'changed',
} as const;

/** What a `notification` event carries. */
export interface NotificationEvent {
  item: NotificationItem;
  unread: number;
}

/** The most notifications the list answers. */
export const NOTIFICATIONS_LISTED = 30;
/** How long a read notification is kept; an unread one is kept until it is read. */
export const NOTIFICATIONS_KEPT_DAYS = 30;
/** How often an open stream says it is alive (a comment line), so that proxies and the browser keep it open. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;

/** An event of a stream, its data parsed. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * The whole events in the text a stream has sent so far (`event:` and `data:` lines, a blank line after each; comment
 * lines skipped), and what is left of an event not yet whole. The browser's client, the tests and the bench read it so.
 */
export function streamEvents(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block): StreamEvent[] => {
    const lines = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
    const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
    if (lines.length === 0) return [];
    try {
      return [{ event, data: data === '' ? null : JSON.parse(data) as unknown }];
    } catch {
      return [{ event, data }];
    }
  });
  return { events, rest };
}
