import { describe, expect, it } from 'vitest';
import { addressedView, calendarQuery, calendarTitle, drawnView, entryOf, isMonthGrid, luminanceOf, monthGridEntries, monthKey, movedRecord, textOn, weekdayKey } from '../../../src/runtime/calendar/entries';
import type { ScreenDefinition } from '../../../src/runtime/core/screen';

const screen = {
  filters: [
    { key: 'start_at', label: 'fields.start_at', kind: 'dateRange' },
    { key: 'type_id', label: 'fields.type', kind: 'select', lookup: 'calendarEntryTypes' },
  ],
  calendar: { start: 'start_at', end: 'end_at', title: 'title', type: 'type_id', color: 'color', period: 'start_at', editable: { field: 'type_id', equals: 1 } },
} as unknown as Pick<ScreenDefinition, 'filters' | 'calendar'>;

describe('the calendar query for the dates shown', () => {
  it('keeps the address filters and sets the period to the first and the last day shown', () => {
    const query = new URLSearchParams(calendarQuery(screen, new URLSearchParams('type_id=2&start_at_from=2020-01-01&page=3'), '2026-11-23T00:00:00', '2026-11-30T00:00:00'));
    expect(Object.fromEntries(query)).toEqual({ type_id: '2', start_at_from: '2026-11-23', start_at_to: '2026-11-29' });
  });

  it('ends a month that runs into the next year on its last day', () => {
    const query = new URLSearchParams(calendarQuery(screen, new URLSearchParams(), '2026-11-30', '2027-01-01'));
    expect(query.get('start_at_to')).toBe('2026-12-31');
  });
});

describe('a row as a calendar entry', () => {
  const colours = new Map([['1', '#f6c000'], ['2', '#1b4f9c']]);

  it('takes its type colour with the text that reads on it, and moves only when writable and of the editable type', () => {
    // answered with its offset, on Tbilisi's clock whatever the browser's zone
    const event = entryOf(screen, { id: 7, type_id: 1, title: 'Council', start_at: '2026-11-24T06:00:00Z', end_at: '2026-11-24T11:00:00+04:00' }, true, colours);
    expect(event).toMatchObject({ title: 'Council', start: '2026-11-24T10:00:00', end: '2026-11-24T11:00:00', editable: true, color: '#f6c000', contrastColor: '#181c32' });
    const lecture = entryOf(screen, { id: -3, type_id: 2, title: 'Algebra', start_at: '2026-11-24T12:00', end_at: null }, true, colours);
    expect(lecture).toMatchObject({ editable: false, color: '#1b4f9c', contrastColor: '#ffffff', end: undefined });
    expect(entryOf(screen, { id: 7, type_id: 1, title: 'x', start_at: '2026-11-24' }, false, colours).editable).toBe(false);
  });

  it('prefers a row colour of its own over its type colour, and ignores one that is not a colour', () => {
    expect(entryOf(screen, { id: 1, type_id: 1, title: 'x', start_at: '2026-11-24', color: '#008000' }, true, colours).color).toBe('#008000');
    expect(entryOf(screen, { id: 1, type_id: 1, title: 'x', start_at: '2026-11-24', color: 'red;x' }, true, colours).color).toBe('#f6c000');
  });

  it('tells the same row on two days apart by its start', () => {
    const a = entryOf(screen, { id: -1, type_id: 2, title: 'x', start_at: '2026-11-24T09:00' }, false, colours);
    const b = entryOf(screen, { id: -1, type_id: 2, title: 'x', start_at: '2026-12-01T09:00' }, false, colours);
    expect(a.id).not.toBe(b.id);
  });
});

describe('an entry of another screen\'s record (calendar.moves)', () => {
  const moves = { when: { field: 'type_id', equals: 2 }, screen: 'journal', id: 'course_id', day: 'weekday', from: 'starts_at', to: 'ends_at', endpoint: '/journal' };
  const moving = { ...screen, calendar: { ...screen.calendar!, moves } } as Pick<ScreenDefinition, 'calendar'>;
  const colours = new Map<string, string>();

  it('moves only for someone who may write that screen, and the events still by the screen\'s own rule', () => {
    const lecture = { id: -3, type_id: 2, course_id: 9, title: 'Algebra', start_at: '2026-11-24T12:00' };
    expect(entryOf(moving, lecture, true, colours, false).editable).toBe(false);
    expect(entryOf(moving, lecture, false, colours, true).editable).toBe(true);
    expect(entryOf(moving, { id: 7, type_id: 1, title: 'Council', start_at: '2026-11-24T10:00' }, true, colours, false).editable).toBe(true);
  });

  it('writes the weekday it is dropped on, Monday first, and its hours', () => {
    expect(movedRecord(moves, new Date(2026, 10, 29, 13, 5), new Date(2026, 10, 29, 14, 35))).toEqual({ weekday: 7, starts_at: '13:05', ends_at: '14:35' });
    expect(movedRecord(moves, new Date(2026, 10, 23, 9, 0), new Date(2026, 10, 23, 10, 30))).toEqual({ weekday: 1, starts_at: '09:00', ends_at: '10:30' });
  });

  it('writes a part moved among its record\'s parts as they were read, the others unchanged', () => {
    const parts = { ...moves, part: 'meetings', partId: 'meeting_id' };
    const record = { meetings: [{ id: 4, weekday: 1, starts_at: '09:00', ends_at: '10:30', auditorium_id: 2 }, { id: 9, weekday: 3, starts_at: '17:00', ends_at: '18:00' }] };
    expect(movedRecord(parts, new Date(2026, 10, 25, 11, 0), new Date(2026, 10, 25, 12, 30), { meeting_id: 4 }, record)).toEqual({
      meetings: [{ id: 4, weekday: 3, starts_at: '11:00', ends_at: '12:30', auditorium_id: 2 }, record.meetings[1]],
    });
    // a part on one date moves its date
    const dated = { ...parts, date: 'on_date' };
    const exam = { meetings: [{ id: 7, weekday: null, on_date: '2026-12-20', starts_at: '10:00', ends_at: '12:00' }] };
    expect(movedRecord(dated, new Date(2026, 11, 22, 9, 0), new Date(2026, 11, 22, 11, 0), { meeting_id: 7 }, exam)).toEqual({
      meetings: [{ id: 7, weekday: null, on_date: '2026-12-22', starts_at: '09:00', ends_at: '11:00' }],
    });
  });
});

describe('colours and contrast', () => {
  it('measures luminance as WCAG does', () => {
    expect(luminanceOf('#ffffff')).toBeCloseTo(1, 5);
    expect(luminanceOf('#000000')).toBe(0);
    expect(textOn('#ffffff')).toBe('#181c32');
    expect(textOn('#000000')).toBe('#ffffff');
  });
});

describe('Georgian names from the catalogue', () => {
  const months = ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი', 'აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'];
  const name = (month: number) => months[month];

  it('names weekdays and months by catalogue key', () => {
    expect(weekdayKey(0)).toBe('options.weekdays.sun');
    expect(weekdayKey(2)).toBe('options.weekdays.tue');
    expect(monthKey(0)).toBe('options.months.m01');
    expect(monthKey(11)).toBe('options.months.m12');
  });

  it('titles a month, a week, a week across months and years, and a day', () => {
    expect(calendarTitle({ year: 2026, month: 10, day: 1 }, { year: 2026, month: 10, day: 30 }, name)).toBe('ნოემბერი 2026');
    expect(calendarTitle({ year: 2026, month: 10, day: 23 }, { year: 2026, month: 10, day: 29 }, name)).toBe('23–29 ნოემბერი 2026');
    expect(calendarTitle({ year: 2026, month: 10, day: 30 }, { year: 2026, month: 11, day: 6 }, name)).toBe('30 ნოემბერი – 6 დეკემბერი 2026');
    expect(calendarTitle({ year: 2026, month: 11, day: 28 }, { year: 2027, month: 0, day: 3 }, name)).toBe('28 დეკემბერი 2026 – 3 იანვარი 2027');
    expect(calendarTitle({ year: 2026, month: 10, day: 24 }, null, name)).toBe('24 ნოემბერი 2026');
  });
});

describe('the views a phone draws', () => {
  it('draws a month or a week as a list and a day as it is, and names the view in the address as a screen does', () => {
    expect(['dayGridMonth', 'timeGridWeek', 'timeGridDay'].map((view) => drawnView(view, true))).toEqual(['listMonth', 'listWeek', 'timeGridDay']);
    expect(['dayGridMonth', 'timeGridWeek', 'timeGridDay'].map((view) => drawnView(view, false))).toEqual(['dayGridMonth', 'timeGridWeek', 'timeGridDay']);
    expect(['listMonth', 'listWeek', 'timeGridDay', 'dayGridMonth'].map(addressedView)).toEqual(['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'dayGridMonth']);
  });
});

describe('the entries a month\'s grid is given', () => {
  const at = (day: string, hour: number, title = `${day} ${hour}`) => ({ id: title, title, start: `${day}T${String(hour).padStart(2, '0')}:00:00`, end: `${day}T${String(hour).padStart(2, '0')}:45:00` });
  const more = ({ day, count }: { day: string; count: number }) => ({ id: `more-${day}`, title: `+${count}`, start: day, allDay: true });

  it('gives a day of up to five entries whole, and of a crowded day the first four in the grid\'s order and one that says how many more', () => {
    const quiet = [at('2031-03-02', 9), at('2031-03-02', 8), at('2031-03-02', 10), at('2031-03-02', 11), at('2031-03-02', 12)];
    const crowded = Array.from({ length: 9 }, (_, index) => at('2031-03-03', 17 - index));
    const given = monthGridEntries([...crowded, ...quiet], more);
    expect(given.filter((entry) => String(entry.start).startsWith('2031-03-02')).map((entry) => entry.title).sort()).toEqual(quiet.map((entry) => entry.title).sort());
    expect(given.filter((entry) => String(entry.start).startsWith('2031-03-03')).map((entry) => entry.title)).toEqual(['2031-03-03 9', '2031-03-03 10', '2031-03-03 11', '2031-03-03 12', '+5']);
  });

  it('orders one start by the longer first, then by title, as the grid draws them, and counts an entry on the day it starts', () => {
    const day = '2031-03-04';
    const entries = [
      { id: 'b', title: 'b', start: `${day}T09:00:00`, end: `${day}T10:00:00` },
      { id: 'a', title: 'a', start: `${day}T09:00:00`, end: `${day}T10:00:00` },
      { id: 'long', title: 'long', start: `${day}T09:00:00`, end: '2031-03-06T10:00:00' },
      { id: 'all', title: 'all', start: day, allDay: true },
      { id: 'late', title: 'late', start: `${day}T18:00:00` },
      { id: 'later', title: 'later', start: `${day}T19:00:00` },
    ];
    expect(monthGridEntries(entries, more).map((entry) => entry.title)).toEqual(['all', 'long', 'a', 'b', '+2']);
  });

  it('is used for the six weeks of a month\'s grid, not for a month\'s list, a week or a day', () => {
    expect(isMonthGrid(new Date('2031-02-23T00:00:00'), new Date('2031-04-06T00:00:00'))).toBe(true);
    expect(isMonthGrid(new Date('2031-03-01T00:00:00'), new Date('2031-04-01T00:00:00'))).toBe(false);
    expect(isMonthGrid(new Date('2031-03-02T00:00:00'), new Date('2031-03-09T00:00:00'))).toBe(false);
  });
});
