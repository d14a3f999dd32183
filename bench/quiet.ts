// A page's network fallen quiet, as Playwright's 'networkidle' has it (no request for 500 ms), but leaving out what a
// page holds open for as long as it is open (the bell's stream of notifications), which would keep 'networkidle' from
// ever coming. Requests under way when it is called are waited for too, once they are seen to end.
import type { Page, Request } from 'playwright-core';

const HELD_OPEN = /\/api\/notifications\/stream$/;

export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  await page.waitForLoadState('load');
  const inFlight = new Set<Request>();
  let lastSeen = Date.now();
  const started = (request: Request): void => {
    if (HELD_OPEN.test(new URL(request.url()).pathname)) return;
    inFlight.add(request);
    lastSeen = Date.now();
  };
  const ended = (request: Request): void => {
    inFlight.delete(request);
    lastSeen = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastSeen < quietMs) {
      if (Date.now() > deadline) throw new Error(`the page's network did not fall quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
