import { describe, expect, it } from 'vitest';
import { isTimeZone, todayIn, wallClockOf } from '../../../contract/instants';
import { universityTimeZone } from '../../../src/runtime/core/clock';
import { formatDate } from '../../../src/runtime/format/values';

const page = (zone?: string) => ({
  querySelector: (selector: string) => (selector === 'meta[name="aula-time-zone"]' && zone !== undefined ? { content: zone } : null),
}) as unknown as Pick<Document, 'querySelector'>;

describe("times on the university's clock, whatever the browser's zone", () => {
  it('reads an instant, with Z or an offset, as the named zone\'s wall clock', () => {
    expect(wallClockOf('2026-11-28T16:30:12.345Z', 'Asia/Tbilisi')).toBe('2026-11-28T20:30:12');
    expect(wallClockOf('2026-11-28T20:30:12.345678+04:00', 'Asia/Tbilisi')).toBe('2026-11-28T20:30:12');
    expect(wallClockOf('2026-11-28T20:30:12+04', 'UTC')).toBe('2026-11-28T16:30:12');
    expect(wallClockOf(new Date(Date.UTC(2026, 10, 28, 21, 0)), 'Asia/Tbilisi')).toBe('2026-11-29T01:00:00');
  });

  it('asks for the zone only to read an instant', () => {
    const asked: unknown[] = [];
    const zone = () => { asked.push(true); return 'Asia/Tbilisi'; };
    expect(wallClockOf('2026-11-28', zone)).toBeUndefined();
    expect(wallClockOf('2026-11-28T20:30', zone)).toBe('2026-11-28T20:30:00');
    expect(asked).toHaveLength(0);
    expect(wallClockOf('2026-11-28T16:30:12Z', zone)).toBe('2026-11-28T20:30:12');
    expect(asked).toHaveLength(1);
  });

  it("reads every minute as the zone's own data says, on the days its offset changes and on the days around them", () => {
    // one formatter per zone: making one is most of a reading's cost (34,560 readings)
    const formats = new Map<string, Intl.DateTimeFormat>();
    const reference = (instant: number, timeZone: string) => {
      let format = formats.get(timeZone);
      if (!format) {
        format = new Intl.DateTimeFormat('en-CA', {
          timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
        });
        formats.set(timeZone, format);
      }
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    // Berlin's summer time begins and ends, Lord Howe moves by half an hour, Tbilisi's change of 2005; each day before,
    // of and after, minute by minute and a second before each minute
    const days = [['Europe/Berlin', '2026-03-29'], ['Europe/Berlin', '2026-10-25'], ['Australia/Lord_Howe', '2026-04-05'], ['Asia/Tbilisi', '2005-03-27']];
    for (const [timeZone, day] of days) {
      const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
      for (let instant = start; instant < start + 3 * 86_400_000; instant += 60_000) {
        for (const at of [instant, instant - 1_000]) expect(wallClockOf(new Date(at), timeZone)).toBe(reference(at, timeZone));
      }
    }
  });

  it('takes a time without a zone as already on that clock, and nothing else as a time', () => {
    expect(wallClockOf('2026-11-28T10:00', 'UTC')).toBe('2026-11-28T10:00:00');
    expect(wallClockOf('2026-11-28 10:00:05', 'Asia/Tbilisi')).toBe('2026-11-28T10:00:05');
    expect(wallClockOf('2026-11-28', 'Asia/Tbilisi')).toBeUndefined();
    expect(wallClockOf('soon', 'Asia/Tbilisi')).toBeUndefined();
    expect(wallClockOf(null, 'Asia/Tbilisi')).toBeUndefined();
  });

  it("says today's date on the zone's clock: 21:00 UTC is already tomorrow in Tbilisi", () => {
    const late = new Date(Date.UTC(2026, 10, 28, 21, 0));
    expect(todayIn('UTC', late)).toBe('2026-11-28');
    expect(todayIn('Asia/Tbilisi', late)).toBe('2026-11-29');
  });

  it('knows a zone from a word', () => {
    expect(isTimeZone('Asia/Tbilisi')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('takes the zone the page names, else Tbilisi', () => {
    expect(universityTimeZone(page('Europe/Berlin'))).toBe('Europe/Berlin');
    expect(universityTimeZone(page('Mars/Olympus'))).toBe('Asia/Tbilisi');
    expect(universityTimeZone(page())).toBe('Asia/Tbilisi');
  });

  it("shows a payment's paid and created times alike, one answered with an offset and one in UTC", () => {
    expect(formatDate('2026-11-28T20:30:12+04:00', true)).toBe('28-11-2026 20:30');
    expect(formatDate('2026-11-28T16:30:12.000Z', true)).toBe('28-11-2026 20:30');
    expect(formatDate('2026-11-28T22:10:00.000Z')).toBe('29-11-2026');
    expect(formatDate('2026-11-28')).toBe('28-11-2026');
  });
});
