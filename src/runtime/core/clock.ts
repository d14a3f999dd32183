// The university's clock, on which the app shows every time whatever the browser's own zone: the zone the server
// was started with (TIME_ZONE), as the page it served says (server/app.ts), else (a page the dev server served) the
// zone both start from.
import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_META, wallClockOf } from '../../../contract/instants';

export function universityTimeZone(page: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const told = page?.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content;
  return told && isTimeZone(told) ? told : DEFAULT_TIME_ZONE;
}

/**
 * A kept time (an instant, or a time already on the university's clock) as that clock reads it, yyyy-mm-ddThh:mm:ss.
 * The zone is read for an instant alone: checking it makes the page's first date formatter (4–10 ms in Chromium),
 * which a list of days and wall-clock times never needs.
 */
export function onUniversityClock(value: unknown): string | undefined {
  return wallClockOf(value, () => universityTimeZone());
}
