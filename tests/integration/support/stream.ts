// A page's stream of notifications (GET /api/notifications/stream) held open over HTTP as the browser holds it: fetch
// with the bearer token, its events read as they come (contract/notifications.ts streamEvents).
import { streamEvents, type StreamEvent } from '../../../contract/notifications';

export interface OpenStream {
  status: number;
  /** the next event of that name not yet taken (earlier events of other names are passed over), or a failure after the time */
  next(event: string, timeoutMs?: number): Promise<StreamEvent & { at: number }>;
  /** every event heard so far */
  heard: (StreamEvent & { at: number })[];
  /**
   * Once the stream is over: 'ended' when the server ended it (its last bytes read), 'cut' when its connection was cut
   * or the page closed it; with the time it was over
   */
  over: Promise<{ how: 'ended' | 'cut'; at: number }>;
  close(): void;
}

export async function openStream(baseUrl: string, token: string, language: 'ka' | 'en' = 'en'): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language }, signal: controller.signal,
  });
  const heard: (StreamEvent & { at: number })[] = [];
  let taken = 0;
  let wake = (): void => undefined;
  const over = !response.ok || !response.body ? Promise.resolve({ how: 'ended' as const, at: performance.now() }) : (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const read = streamEvents(text + decoder.decode(chunk, { stream: true }));
        text = read.rest;
        const at = performance.now();
        heard.push(...read.events.map((event) => ({ ...event, at })));
        wake();
      }
      return { how: 'ended' as const, at: performance.now() };
    } catch {
      return { how: 'cut' as const, at: performance.now() };
    }
  })();
  return {
    status: response.status,
    heard,
    over,
    async next(event, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = heard.findIndex((candidate, position) => position >= taken && candidate.event === event);
        if (index >= 0) {
          taken = index + 1;
          return heard[index];
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${event}' event within ${timeoutMs} ms (heard: ${heard.map((each) => each.event).join(', ') || 'nothing'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => { clearTimeout(timer); resolve(); };
        });
      }
    },
    close: () => controller.abort(),
  };
}
