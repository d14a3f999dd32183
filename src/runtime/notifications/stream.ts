// The bell's stream of notifications (GET /api/notifications/stream, server-sent events), read with fetch because the
// session's bearer token goes as a header, which EventSource cannot send. Reopened after a loss with a growing pause,
// and closed while the page is hidden for a while (a browser keeps six connections to a server, and every open tab
// would hold one): each opening says `ready`, the cue to read the list again, so nothing said meanwhile is missed.
import { API_BASE, requestHeaders } from '../core/api';
import { apiPath } from '../../../contract/api-routes';
import { streamEvents, type StreamEvent } from '../../../contract/notifications';

/** The pauses before reopening after a loss, one after another (the last repeated). */
const REOPEN_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** How long a hidden page keeps its stream before letting it go. */
const HIDDEN_MS = 10_000;

/** Follows the stream, telling each event to `heard`; answers how to stop. */
export function followNotifications(heard: (event: StreamEvent) => void): () => void {
  let stopped = false;
  let reading: AbortController | undefined;
  let losses = 0;
  let reopening: number | undefined;
  let hiding: number | undefined;

  const open = async (): Promise<void> => {
    window.clearTimeout(reopening);
    const controller = new AbortController();
    reading = controller;
    try {
      // low: a page's loading never waits on it (nor does Lighthouse count it among the requests that matter)
      const response = await fetch(`${API_BASE}${apiPath('notificationStream')}`, { headers: requestHeaders(), signal: controller.signal, credentials: 'same-origin', priority: 'low' });
      // signed out: the page's own calls take the person to the sign-in page
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const read = streamEvents(text + value);
        text = read.rest;
        for (const event of read.events) {
          if (event.event === 'ready') losses = 0;
          heard(event);
        }
      }
    } catch {
      // lost, or closed here: which, the controller says
    }
    if (stopped || controller.signal.aborted || reading !== controller) return;
    reopening = window.setTimeout(() => void open(), REOPEN_MS[Math.min(losses++, REOPEN_MS.length - 1)]);
  };
  const close = (): void => {
    reading?.abort();
    reading = undefined;
    window.clearTimeout(reopening);
  };
  const visibility = (): void => {
    window.clearTimeout(hiding);
    if (document.visibilityState === 'hidden') hiding = window.setTimeout(close, HIDDEN_MS);
    else if (!reading) void open();
  };
  document.addEventListener('visibilitychange', visibility);
  void open();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', visibility);
    window.clearTimeout(hiding);
    close();
  };
}
