// The academic office at work, in Chromium against a real server and database: the home's figures; an event
// scheduled by selecting an hour in the calendar's week and found again in its month, a crowded day's more opening the day; grades entered in a course's
// sheet with the total and the grade following; a group's week printed (read back with pdftotext); a subject planned into semester III and the semester's total
// following; and the grade-analysis dashboard leading to its students. In Georgian and in English.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiGet, pageHeaders, screenshot, startSignedIn, type RunningAula } from './harness';

type Tiles = Record<string, { value?: number; points?: { key: string; label_ka: string; label_en: string; value: number }[] }>;

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';
const scripts: string[] = [];

const api = <T>(path: string): Promise<T> => apiGet<T>({ aula, token }, path);

const calendar = () => page.locator('.calendar-panel');

async function switchLanguage(language: 'ka' | 'en'): Promise<void> {
  await page.locator('.user-menu__button').click();
  await page.locator(`.language-switch button[lang=${language}]`).click();
  await expect.poll(() => page.evaluate(() => document.body.lang)).toBe(language);
  await page.keyboard.press('Escape');
}

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn({}, (watched) => watched.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  })));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('the admin home', () => {
  it('shows the day\'s figures under the greeting, each leading to its list', async () => {
    const { tiles } = await api<{ tiles: Tiles }>('/dashboards/home');
    const active = page.locator('.dashboard-tile--count', { hasText: 'აქტიური სტუდენტები' });
    await expect.poll(() => active.locator('.dashboard-count__value').innerText()).toBe(String(tiles.activeStudents.value));
    expect(await page.locator('.dashboard-tile--count').count()).toBe(6);
    expect(await page.locator('h1').allInnerTexts()).toHaveLength(1);
    expect(scripts.some((url) => /CalendarScreen|GridScreen/.test(url))).toBe(false);
    // each card's title wraps between its words, never inside one (დოქტორანტურის), and the figures share one line
    const cards = await page.locator('.dashboard-tile--count').evaluateAll((items) => items.map((card) => {
      const title = card.querySelector('.dashboard-tile__title')!.firstChild!;
      let at = 0;
      const split = (title.textContent ?? '').split(' ').filter((word) => {
        const range = document.createRange();
        range.setStart(title, at);
        range.setEnd(title, at + word.length);
        at += word.length + 1;
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
      });
      return { split, figureTop: Math.round(card.querySelector('.dashboard-count__value')!.getBoundingClientRect().top) };
    }));
    expect(cards.flatMap((card) => card.split)).toEqual([]);
    expect(new Set(cards.map((card) => card.figureTop)).size).toBe(1);
    await screenshot(page, 'home-ka');
    await active.locator('a').click();
    await page.waitForURL('**/admin/students?status_id=1');
    await expect.poll(() => page.locator('.pagination, .list-screen__foot').first().innerText()).toContain(String(tiles.activeStudents.value));
  });
});

describe('the calendar', () => {
  const title = 'სასწავლო საბჭოს სხდომა';

  it('draws the month with Georgian weekdays and month name', async () => {
    await page.locator('aside a[href="/admin/calendar"]').click();
    // the calendar writes the month it shows into the address at once (?view=…&date=…): on a busy machine that can
    // come before the wait begins, so the address without it may never be seen
    await page.waitForURL(/\/admin\/calendar(\?|$)/);
    await expect.poll(() => calendar().getByRole('heading').first().innerText()).toMatch(/^[\u10D0-\u10FF]+ \d{4}$/);
    // what is shown; a screen reader hears the browser's own weekday name beside it
    const headers = await calendar().locator('[role=columnheader] [aria-hidden=true]').allInnerTexts();
    expect(headers.slice(0, 7).map((text) => text.trim())).toEqual(['ორშ', 'სამ', 'ოთხ', 'ხუთ', 'პარ', 'შაბ', 'კვ']);
    expect(scripts.some((url) => /CalendarScreen/.test(url))).toBe(true);
    await screenshot(page, 'calendar-month-ka');
  });

  it('schedules an event by selecting an hour in the week view, and finds it in the month', async () => {
    await calendar().getByRole('tab', { name: 'კვირა' }).click();
    await expect.poll(() => calendar().locator('[data-time="17:00:00"]').count()).toBeGreaterThan(0);
    const monday = (await calendar().locator('[data-date]').first().getAttribute('data-date'))!;
    const day = new Date(`${monday}T00:00:00Z`);
    // the Sunday, which has no meetings: the month shows the event among its day's few entries, not under "more"
    day.setUTCDate(day.getUTCDate() + 6);
    const date = day.toISOString().slice(0, 10);
    const column = await calendar().locator(`[data-date="${date}"]`).evaluateAll((items) => {
      const tallest = items.map((item) => item.getBoundingClientRect()).sort((a, b) => b.height - a.height)[0];
      return { x: tallest.x + tallest.width / 2 };
    });
    const slotY = async (time: string) => {
      const box = (await calendar().locator(`[data-time="${time}"]`).last().boundingBox())!;
      return box.y + box.height / 2;
    };
    // the evening in the middle of the view, away from the edges where a drag scrolls the week (a slow machine's drag
    // lingers there, and the selection ended a slot later)
    await calendar().locator('[data-time="19:00:00"]').last().evaluate((slot) => slot.scrollIntoView({ block: 'center' }));
    // the evening: 18:00 to the end of the 19:30 slot
    const [from, to] = [await slotY('18:00:00'), await slotY('19:30:00')];
    await page.mouse.move(column.x, from);
    await page.mouse.down();
    await page.mouse.move(column.x, (from + to) / 2, { steps: 4 });
    await page.mouse.move(column.x, to, { steps: 4 });
    await page.mouse.up();

    const form = page.locator('dialog[open] form');
    await expect.poll(() => form.count()).toBe(1);
    const typed = date.split('-').reverse().join('-');
    // the hour as the page shows it, on a 24-hour clock in Georgian (a browser's time input would show 06:00 PM)
    expect(await form.locator('#aula_start_at-time').getAttribute('placeholder')).toBe('სთ:წთ');
    expect([await form.locator('#aula_start_at').inputValue(), await form.locator('#aula_start_at-time').inputValue()]).toEqual([typed, '18:00']);
    expect([await form.locator('#aula_end_at').inputValue(), await form.locator('#aula_end_at-time').inputValue()]).toEqual([typed, '20:00']);
    await form.locator('#aula_title').fill(title);
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => calendar().getByText(title).count()).toBe(1);
    const stored = await api<{ events: { title: string; start_at: string; end_at: string }[] }>(`/administration/calendar?start_at_from=${date}&start_at_to=${date}`);
    // kept as the instants the hours name on the university's clock, answered with its offset
    expect(stored.events.find((event) => event.title === title)).toMatchObject({ start_at: `${date}T18:00:00+04:00`, end_at: `${date}T20:00:00+04:00` });
    await screenshot(page, 'calendar-week-ka');

    await calendar().getByRole('tab', { name: 'თვე' }).click();
    await expect.poll(() => calendar().getByText(title).count()).toBe(1);
    await screenshot(page, 'calendar-month-with-event-ka');
  });

  it('refuses an event that ends before it starts, under the end, in English', async () => {
    await switchLanguage('en');
    // the toast of the last save sits over the header's buttons until it goes
    await expect.poll(() => page.locator('.alerts .alert').count(), { timeout: 10_000 }).toBe(0);
    await page.locator('.list-screen__actions .button--primary').click();
    const form = page.locator('dialog[open] form');
    await form.locator('#aula_title').fill('Backwards');
    await form.locator('#aula_start_at').fill('05032031');
    await form.locator('#aula_start_at-time').fill('10:00');
    await form.locator('#aula_end_at').fill('05032031');
    await form.locator('#aula_end_at-time').fill('09:00');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.innerText()).toContain('This may not be earlier than the start.');
    await page.keyboard.press('Escape');
    // the form has entries: closing it asks first, and they are let go
    await page.locator('dialog.confirm-dialog[open] .button--danger').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  });

  it('shows a crowded day\'s first four entries in the month and how many more, which open the day with all of them, from the keyboard', async () => {
    const day = '2031-05-14';
    const headers = await pageHeaders(page);
    for (const hour of [16, 9, 14, 11, 8, 15, 10]) {
      const saved = await page.request.post(`${aula.baseUrl}/api/administration/calendar`, {
        headers, data: { title: `Crowded ${hour}`, start_at: `${day}T${String(hour).padStart(2, '0')}:00`, end_at: `${day}T${String(hour).padStart(2, '0')}:30` },
      });
      expect(saved.status()).toBe(201);
    }
    await page.goto(`${aula.baseUrl}/admin/calendar?view=dayGridMonth&date=2031-05-01`);
    const cell = calendar().locator(`[role=cell][data-date="${day}"]`);
    const entries = () => cell.getByRole('button').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).innerText.replace(/\s+/g, ' ')));
    await expect.poll(entries).toEqual(['08:00 Crowded 8', '09:00 Crowded 9', '10:00 Crowded 10', '11:00 Crowded 11', '+3 more']);
    await screenshot(page, 'calendar-month-crowded-en');
    await cell.getByRole('button', { name: '+3 more' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`view=timeGridDay&date=${day}`));
    await expect.poll(() => calendar().getByText(/^Crowded \d+$/).count()).toBe(7);
  });

  it('moves a course\'s meeting when its lecture is dragged, and refuses a drop into an hour its room is taken, saying by what, and puts it back', async () => {
    type Lecture = { title: string; start_at: string; end_at: string; auditorium_id: number | null; course_id: number; meeting_id: number; place: string };
    type Meeting = { id: number; weekday: number; starts_at: string; ends_at: string; auditorium_id: number | null };
    // next week's lectures: two courses on different days, the first meeting once a week, the second put into the
    // first one's room (as the office would)
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7);
    const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const lectures = (await api<{ lectures: Lecture[] }>(`/administration/calendar?start_at_from=${day(0)}&start_at_to=${day(6)}`)).lectures;
    const once = (lecture: Lecture) => lectures.filter((other) => other.course_id === lecture.course_id).length === 1;
    const pair = lectures.flatMap((a) => lectures.filter((b) => a.auditorium_id !== null && once(a) && b.course_id !== a.course_id
      && b.start_at.slice(0, 10) !== a.start_at.slice(0, 10)).map((b) => [a, b] as const))[0];
    expect(pair).toBeDefined();
    const [moved, other] = pair;
    const meetingOf = async (lecture: Lecture) => {
      const { meetings } = (await api<{ data: { meetings: Meeting[] } }>(`/journal/${lecture.course_id}`)).data;
      return { meetings, meeting: meetings.find((meeting) => meeting.id === lecture.meeting_id)! };
    };
    /** the lecture's meeting changed, the course's other meetings as they are */
    const put = async (lecture: Lecture, changes: Partial<Meeting>) => {
      const { meetings } = await meetingOf(lecture);
      return fetch(`${aula.baseUrl}/api/journal/${lecture.course_id}`, {
        method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
        body: JSON.stringify({ meetings: meetings.map((meeting) => (meeting.id === lecture.meeting_id ? { ...meeting, ...changes } : meeting)) }),
      });
    };
    expect((await put(other, { auditorium_id: moved.auditorium_id })).status).toBe(200);
    const taken = { ...other, place: moved.place };
    await page.goto(`${aula.baseUrl}/admin/calendar?view=timeGridWeek&date=${day(0)}`);
    const entry = calendar().getByText(moved.title).first();
    await expect.poll(() => entry.count()).toBe(1);
    const x = async (date: string) => calendar().locator(`[data-date="${date}"]`).evaluateAll((items) => {
      const tallest = items.map((item) => item.getBoundingClientRect()).sort((a, b) => b.height - a.height)[0];
      return tallest.x + tallest.width / 2;
    });
    const slotY = async (time: string) => { const box = (await calendar().locator(`[data-time="${time}"]`).last().boundingBox())!; return box.y + 4; };
    const drag = async (toDate: string, toTime: string) => {
      const box = (await entry.boundingBox())!;
      const [fromX, fromY] = [box.x + box.width / 2, await slotY(`${moved.start_at.slice(11, 16)}:00`)];
      await page.mouse.move(fromX, fromY);
      await page.mouse.down();
      const [toX, toY] = [await x(toDate), await slotY(`${toTime}:00`)];
      await page.mouse.move((fromX + toX) / 2, (fromY + toY) / 2, { steps: 5 });
      await page.mouse.move(toX, toY, { steps: 5 });
      await page.mouse.up();
    };
    // onto the other course's day and hour, in the same room: refused, with the course it collides with, and put back
    await drag(taken.start_at.slice(0, 10), taken.start_at.slice(11, 16));
    const refusal = page.locator('.alert--error').last();
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.innerText()).toContain(`${taken.place} is taken on`);
    expect(await refusal.innerText()).toContain(taken.title);
    await screenshot(page, 'calendar-lecture-refused-en');
    const weekday = new Date(`${moved.start_at.slice(0, 10)}T12:00:00Z`).getUTCDay() || 7;
    const kept = (await meetingOf(moved)).meeting;
    expect([kept.weekday, kept.starts_at]).toEqual([weekday, moved.start_at.slice(11, 16)]);
    await expect.poll(async () => { const box = (await entry.boundingBox())!; return Math.abs(box.x + box.width / 2 - await x(moved.start_at.slice(0, 10))) < 5; }).toBe(true);
    // onto the Sunday evening, free: the meeting is then now, and every one of its lectures moved
    await expect.poll(() => page.locator('.alerts .alert').count(), { timeout: 10_000 }).toBe(0);
    await drag(day(6), '19:00');
    await expect.poll(async () => (await meetingOf(moved)).meeting.weekday).toBe(7);
    expect((await meetingOf(moved)).meeting.starts_at).toBe('19:00');
    // both back as they were, for the journeys after this one
    expect((await put(moved, { weekday, starts_at: moved.start_at.slice(11, 16), ends_at: moved.end_at.slice(11, 16) })).status).toBe(200);
    expect((await put(other, { auditorium_id: other.auditorium_id })).status).toBe(200);
  });

  it('prints a group\'s week: its lectures alone, under the filter that says whose, without the header and controls', async () => {
    // a week with a lecture of a group, read from the calendar's answer and sorted out here, not by the server's filter
    type Lecture = { title: string; start_at: string; group_ids: number[] };
    const from = new Date();
    const days = (offset: number) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const all = (await api<{ lectures: Lecture[] }>(`/administration/calendar?start_at_from=${days(0)}&start_at_to=${days(28)}`)).lectures;
    const first = all.find((lecture) => lecture.group_ids.length > 0)!;
    const group = first.group_ids[0];
    const monday = new Date(`${first.start_at.slice(0, 10)}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = (lecture: Lecture) => { const at = new Date(`${lecture.start_at.slice(0, 10)}T12:00:00Z`).getTime(); return at >= monday.getTime() && at < monday.getTime() + 7 * 86_400_000; };
    const ours = [...new Set(all.filter((lecture) => week(lecture) && lecture.group_ids.includes(group)).map((lecture) => lecture.title))];
    const others = [...new Set(all.filter((lecture) => week(lecture) && !lecture.group_ids.includes(group)).map((lecture) => lecture.title))].filter((title) => !ours.includes(title));
    expect(others.length).toBeGreaterThan(0);
    const groups = (await api<{ data: { id: number; name_en: string }[] }>('/lookups/studentGroups')).data;
    const groupName = groups.find((item) => item.id === group)!.name_en;
    await page.goto(`${aula.baseUrl}/admin/calendar?group_ids=${group}&view=timeGridWeek&date=${monday.toISOString().slice(0, 10)}`);
    await expect.poll(() => calendar().getByText(ours[0]).count()).toBeGreaterThan(0);
    // the button asks the browser to print the page as it is
    await page.evaluate(() => { (window as unknown as { printed: boolean }).printed = false; window.print = () => { (window as unknown as { printed: boolean }).printed = true; }; });
    await page.locator('.list-screen__actions').getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.locator('.header').isVisible()).toBe(false);
      expect(await page.locator('aside.sidebar').isVisible()).toBe(false);
      const pdf = join(mkdtempSync(join(tmpdir(), 'aula-print-')), 'week.pdf');
      writeFileSync(pdf, await page.pdf({ format: 'A4', landscape: true, printBackground: true }));
      // read back by poppler's pdftotext, not by the browser that printed it
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      const flat = text.replace(/\s+/g, ' ');
      for (const title of ours) expect(flat).toContain(title.slice(0, 12));
      for (const title of others) expect(flat).not.toContain(title);
      expect(flat).toContain('Calendar');
      expect(flat).toContain(groupName);
      await screenshot(page, 'calendar-group-week-print-en');
      expect(flat).not.toContain('Print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});

describe('a course\'s grades', () => {
  const sheetRows = () => page.locator('table.grid-table tbody tr');

  it('opens from the journal and shows each student\'s total and grade', async () => {
    await page.goto(`${aula.baseUrl}/admin/journal`);
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    // the groups are named in English, as the students' list names them
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toMatch(/[A-Z]+-\d group/);
    expect(await page.locator('table.data-table tbody').innerText()).not.toContain('ჯგუფი');
    await screenshot(page, 'journal-en');
    // a course whose sheet is still open, so its scores can be typed
    await page.locator('table.data-table tbody tr', { hasText: 'Open' }).first().getByRole('link', { name: 'Grades' }).click();
    await page.waitForURL(/\/admin\/course-grades\?course_id=\d+/);
    await expect.poll(() => sheetRows().count()).toBeGreaterThan(5);
    expect(await page.locator('table.grid-table thead').textContent()).toContain('Final exam');
    expect(scripts.some((url) => /GridScreen/.test(url))).toBe(true);
  });

  it('saves a typed score, and the total and the grade follow', async () => {
    const values = await sheetRows().evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td.grid-cell')].map((cell) => cell.textContent ?? '')));
    const emptyAt = values.findIndex((cells) => cells.includes(''));
    const at = values[emptyAt].indexOf('');
    const row = sheetRows().nth(emptyAt);
    const weights = await page.locator('table.grid-table thead .grid-table__weight').allInnerTexts();
    const weightOf = (index: number) => Number(weights[index].replace('%', '').trim());
    const filled = values[emptyAt].map((value, index) => (index === at ? 95 : Number(value || 0)));
    const total = Math.round(filled.reduce((sum, value, index) => sum + (value * weightOf(index)) / 100, 0) * 100) / 100;

    // from the keyboard: the cell is reached with the arrows, typed into, and Enter saves and goes down
    await row.locator('td.grid-cell').first().focus();
    for (let step = 0; step < at; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('95');
    await page.keyboard.press('Enter');
    await expect.poll(() => row.locator('.grid-table__total').innerText()).toBe(String(total));
    const grade = total >= 91 ? 'A' : total >= 81 ? 'B' : total >= 71 ? 'C' : total >= 61 ? 'D' : total >= 51 ? 'E' : total >= 41 ? 'FX' : 'F';
    expect(await row.locator('.grid-table__grade').innerText()).toBe(grade);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await sheetRows().nth(emptyAt + 1).locator('td.grid-cell').nth(at).getAttribute('id'));
    const course = new URL(page.url()).searchParams.get('course_id');
    const sheet = await api<{ cells: { value: number }[] }>(`/course-grades/grid?course_id=${course}`);
    expect(sheet.cells.filter((cell) => Number(cell.value) === 95).length).toBeGreaterThan(0);
    await screenshot(page, 'grades-en');
  });

  it('keeps a score above 100 in its cell with the reason, saves nothing, and Escape takes the cell back', async () => {
    const cell = sheetRows().nth(1).locator('td.grid-cell').first();
    const before = await cell.innerText();
    // a click chooses the value whole, as a spreadsheet does: what is typed replaces it
    await cell.click();
    await page.keyboard.type('150');
    await page.keyboard.press('Tab');
    await expect.poll(() => cell.locator('[role=alert]').innerText()).toBe('Enter a value of at most 100.');
    expect(await cell.getAttribute('aria-invalid')).toBe('true');
    expect(await cell.evaluate((element) => element.firstChild?.textContent)).toBe('150');
    await cell.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => cell.locator('[role=alert]').count()).toBe(0);
    expect(await cell.innerText()).toBe(before);
    expect(await cell.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a row of scores typed with Tab between them, every digit kept and saved, and Shift+Tab goes back', async () => {
    const row = sheetRows().nth(3);
    const cells = row.locator('td.grid-cell');
    const ids = await cells.evaluateAll((items) => items.map((item) => item.id));
    expect(ids.length).toBe(3);
    // the second cell's first save is held on its way, so that its answer would come after the value typed over it
    let held = false;
    await page.route('**/api/course-grades/grid', async (route) => {
      if (!held && route.request().method() === 'PUT' && route.request().postDataJSON()?.score === 72) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    const late = page.waitForResponse((response) => response.url().endsWith('/api/course-grades/grid') && response.request().method() === 'PUT' && response.request().postDataJSON()?.score === 72);
    await cells.first().focus();
    await page.keyboard.type('81');
    await page.keyboard.press('Tab');
    await page.keyboard.type('72');
    await page.keyboard.press('Tab');
    await page.keyboard.type('93');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('74');
    await page.keyboard.press('Tab');
    // Tab while the row's last cell is edited goes on to the next row's first
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await sheetRows().nth(4).locator('td.grid-cell').first().getAttribute('id'));
    await late;
    await expect.poll(() => cells.allInnerTexts()).toEqual(['81', '74', '93']);
    const course = new URL(page.url()).searchParams.get('course_id');
    await expect.poll(async () => {
      const sheet = await api<{ cells: { row: number; column: number; value: number }[] }>(`/course-grades/grid?course_id=${course}`);
      return ids.map((id) => Number(sheet.cells.find((cell) => `grid-cell-${cell.row}-${cell.column}` === id)?.value));
    }).toEqual([81, 74, 93]);
    await page.unrouteAll();
  });

  it('names each value on a phone, where the sheet\'s head is hidden and one component shows at a time: the component and its weight, the total and the grade', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      // the phone's layout once the page has taken the new width (a busy machine draws it a moment later)
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const headings = (await page.locator('table.grid-table thead th').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
      const shown = await sheetRows().nth(3).locator('td').evaluateAll((cells) => cells.map((cell) => {
        const before = getComputedStyle(cell, '::before');
        return before.display === 'none' ? '' : before.content.replace(/^"|"$/g, '');
      }));
      // the head, out of sight, says the same as each value's own label
      await expect.poll(() => page.locator('table.grid-table thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
      expect(shown).toEqual(headings.slice(1));
      // one component at a time, the first until another is chosen, the others a choice away
      expect(shown).toEqual(['Seminar activity 30%', 'Total', 'Grade']);
      const chooser = page.locator('.grid-column-choice select');
      expect(await chooser.locator('option').allTextContents()).toEqual(['Seminar activity 30%', 'Midterm exam 30%', 'Final exam 40%']);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('table.grid-table thead th').nth(1).textContent()).toContain('Midterm exam');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'grades-en-375');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

describe('the curriculum', () => {
  it('asks for a programme first, then plans a subject into semester III and the semester total follows', async () => {
    await switchLanguage('ka');
    // the journal's groups are named in Georgian again
    await page.goto(`${aula.baseUrl}/admin/journal`);
    await expect.poll(() => page.locator('table.data-table tbody').innerText()).toMatch(/[A-Z]+-\d ჯგუფი/);
    await page.goto(`${aula.baseUrl}/admin/curriculum`);
    await expect.poll(() => page.locator('#filter-program_id').count()).toBe(1);
    expect(await page.locator('table.data-table tbody tr').count()).toBe(0);
    await page.locator('#filter-program_id').selectOption({ label: 'სამართალი' });
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    const semester = page.locator('.list-totals__hidden div', { hasText: /^III სემესტრი/ }).locator('dd');
    const before = Number(await semester.innerText());

    await page.locator('.list-screen__actions .button--primary').click();
    const form = page.locator('dialog[open] form');
    // the programme the plan is shown for is the new subject's
    await expect.poll(() => form.locator('#aula_program_id option:checked').innerText()).toBe('სამართალი');
    await form.locator('#aula_code').fill('LAW300');
    await form.locator('#aula_subject').fill('სამართლის ფილოსოფია');
    await form.locator('#aula_ects').fill('6');
    await form.locator('#aula_semester_3').fill('6');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(async () => Number(await semester.innerText())).toBe(before + 6);
    await screenshot(page, 'curriculum-ka');
  });
});

describe('the grade analysis', () => {
  it('measures GPAs in English and leads from a programme to its students', async () => {
    await switchLanguage('en');
    const { tiles } = await api<{ tiles: Tiles }>('/reports/grade-analysis');
    await page.goto(`${aula.baseUrl}/admin/grade-analyze`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Grade analysis');
    await expect.poll(() => page.locator('figure.bar-chart').count()).toBe(3);
    const mean = page.locator('.dashboard-tile--count', { hasText: 'Average GPA' });
    expect(await mean.locator('.dashboard-count__value').innerText()).toBe(String(tiles.meanGpa.value));
    await screenshot(page, 'grade-analysis-en');
    const program = tiles.byProgram.points![0];
    await page.locator('figure.bar-chart').nth(1).getByRole('link', { name: program.label_en, exact: true }).click();
    await page.waitForURL(`**/admin/grade-list?program_id=${program.key}`);
    await expect.poll(() => page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
  });
});
