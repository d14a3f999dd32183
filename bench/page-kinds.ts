// The page kinds beyond the list, measured where a user feels them: a calendar month holding 2,000 entries, from
// the click on "next" until the month is painted (the request's own time shown apart); a course's grade sheet of
// 200 students × 12 components, from a typed score's Enter until its row's total is redrawn with the saved value,
// counting only the main thread's work (the wait for the server shown apart); and dashboards answered by the
// server at 100,000 students, the first answer (nothing remembered) and then the median of 20.
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../tests/e2e/harness';
import { apiToken } from './export';
import { networkQuiet } from './quiet';

export const CALENDAR_BUDGET_MS = 150;
export const GRID_BUDGET_MS = 50;
export const DASHBOARD_BUDGET_MS = 150;

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

async function client(baseUrl: string): Promise<Call> {
  const token = await apiToken(baseUrl);
  return async (method, path, body) => {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench-xsrf', 'x-xsrf-token': 'bench-xsrf' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.status === 204 ? {} : (await answer.json()) as Record<string, unknown>;
  };
}

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number) => Math.round(value * 10) / 10;

async function signedInPage(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, baseUrl);
  await page.waitForURL(/\/admin$/);
  return page;
}

export interface CalendarBench { entries: number; runs: number; medianMs: number; requestMs: number }

/** March 2031 filled with `entries` events; February open (from the address), then "next" clicked, `runs` times. */
export async function benchCalendar(browser: Browser, baseUrl: string, entries = 2_000, runs = 7): Promise<CalendarBench> {
  const call = await client(baseUrl);
  await inParallel(Array.from({ length: entries }, (_, index) => index), 8, (index) => {
    const day = String((index % 31) + 1).padStart(2, '0');
    const hour = String(8 + (index % 12)).padStart(2, '0');
    return call('POST', '/administration/calendar', { title: `Bench ${index}`, start_at: `2031-03-${day}T${hour}:00`, end_at: `2031-03-${day}T${hour}:45` });
  });
  const page = await signedInPage(browser, baseUrl);
  const totals: number[] = [];
  const requests: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(`${baseUrl}/admin/calendar?view=dayGridMonth&date=2031-02-01`);
    await page.locator('.calendar-panel [role=tab]').first().waitFor();
    await networkQuiet(page);
    // the watch is set up in the page before the click, and read after it
    await page.evaluate(() => {
      (window as unknown as { benchDone: Promise<{ total: number; request: number }> }).benchDone = new Promise((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => { clickedAt = performance.now(); performance.clearResourceTimings(); }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          // a day of March that February's six weeks do not show, drawn with its entries
          if (!clickedAt || ![...document.querySelectorAll('.calendar-panel [data-date="2031-03-20"]')].some((day) => day.textContent?.includes('Bench'))) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => {
            const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/api/administration/calendar'));
            resolve({ total: performance.now() - clickedAt, request: request ? request.responseEnd - request.startTime : Number.NaN });
          }, 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.locator('.calendar-panel button[aria-label]').nth(1).click();
    const { total, request } = await page.evaluate(() => (window as unknown as { benchDone: Promise<{ total: number; request: number }> }).benchDone);
    totals.push(total);
    requests.push(request);
  }
  await page.close();
  return { entries, runs, medianMs: round(median(totals)), requestMs: round(median(requests)) };
}

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
interface Trace { traceEvents: TraceEvent[] }

/**
 * For each run, the ms the page's main thread spent on tasks between the marks bench-from-<run> and bench-to-<run>:
 * the duration of every task on the renderer's main thread, as DevTools' performance panel counts them.
 */
function mainThreadBetweenMarks(trace: Trace, runs: number): number[] {
  const events = trace.traceEvents;
  const marks = new Map(events.filter((event) => event.name.startsWith('bench-')).map((event) => [event.name, event]));
  const first = marks.get('bench-from-0');
  if (!first) throw new Error('the trace holds no bench marks');
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === first.pid);
  const tasks = events.filter((event) => event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && event.pid === first.pid && event.tid === (main?.tid ?? first.tid));
  return Array.from({ length: runs }, (_, run) => {
    const from = marks.get(`bench-from-${run}`)!.ts;
    const to = marks.get(`bench-to-${run}`)!.ts;
    const overlap = tasks.reduce((sum, task) => sum + Math.max(0, Math.min(to, task.ts + (task.dur ?? 0)) - Math.max(from, task.ts)), 0);
    return overlap / 1000;
  });
}

export interface GridBench { students: number; components: number; runs: number; mainThreadMs: number; wallMs: number }

/** A course taught to a group of `students`, with `components` assessment components; scores typed and saved. */
export async function benchGrid(browser: Browser, baseUrl: string, students = 200, components = 12, runs = 15): Promise<GridBench> {
  const call = await client(baseUrl);
  const group = (await call('POST', '/student-groups', { name_ka: 'ბენჩი', name_en: 'Bench', program_id: 1 })).data as { id: number };
  await inParallel(Array.from({ length: students }, (_, index) => index), 8, (index) => call('POST', '/students', {
    name: 'ბენჩი', surname: `სტუდენტი ${String(index).padStart(3, '0')}`, personal_id: String(70_000_000_000 + index), sex: index % 2, birthday: '2004-01-01',
    citizenship: 1, phone: '555-00-000', email: `bench${index}@student.aula.edu.ge`, status_id: 1, school_id: 1, program_id: 1, group_id: group.id,
  }));
  const course = (await call('POST', '/journal', { code: 'BENCH-1', name: 'ბენჩი', school_id: 1, program_id: 1, semester: 1, group_ids: [group.id] })).data as { id: number };
  for (let index = 0; index < components; index++) {
    await call('POST', '/course-components', { course_id: course.id, name_ka: `კომპონენტი ${index + 1}`, name_en: `Component ${index + 1}`, type_id: 1 + (index % 3), weight: index < 4 ? 9 : 8 });
  }
  const page = await signedInPage(browser, baseUrl);
  await page.goto(`${baseUrl}/admin/course-grades?course_id=${course.id}`);
  await page.locator('table.grid-table tbody tr').nth(students - 1).waitFor();
  await page.waitForTimeout(500);
  const wall: number[] = [];
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
  for (let run = 0; run < runs; run++) {
    const row = page.locator('table.grid-table tbody tr').nth(run);
    await row.locator('td.grid-cell').nth(run % components).click();
    await row.locator('input.grid-cell__input').fill(String(40 + run));
    // saved (the server answered) and redrawn (the row's total shows it), watched from inside the page
    await page.evaluate((index) => {
      const total = document.querySelectorAll('table.grid-table tbody tr')[index].querySelector('.grid-table__total')!;
      const shown = total.textContent;
      (window as unknown as { benchDone: Promise<void> }).benchDone = new Promise((resolve) => {
        document.addEventListener('keydown', () => performance.mark(`bench-from-${index}`), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (total.textContent === shown) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => { performance.mark(`bench-to-${index}`); resolve(); }, 0));
        });
        observer.observe(total, { childList: true, characterData: true, subtree: true });
      });
    }, run);
    const startedAt = performance.now();
    await page.keyboard.press('Enter');
    await page.evaluate(() => (window as unknown as { benchDone: Promise<void> }).benchDone);
    wall.push(performance.now() - startedAt);
  }
  const mainThread = mainThreadBetweenMarks(JSON.parse((await browser.stopTracing()).toString()) as Trace, runs);
  await page.close();
  return { students, components, runs, mainThreadMs: round(median(mainThread)), wallMs: round(median(wall)) };
}

export interface DashboardBench { endpoint: string; tiles: number; firstMs: number; medianMs: number }

/** Each dashboard asked once with nothing remembered (after a write to what it counts), then `runs` times. */
export async function benchDashboards(baseUrl: string, endpoints: readonly string[], runs = 20): Promise<DashboardBench[]> {
  const call = await client(baseUrl);
  const results: DashboardBench[] = [];
  for (const endpoint of endpoints) {
    // a write to the students table forgets what was remembered of it
    const student = (await call('GET', '/students?per_page=1')).students as { data: { id: number; phone: string }[] };
    await call('PUT', `/students/${student.data[0].id}`, { phone: student.data[0].phone });
    const time = async () => {
      const started = performance.now();
      const answer = await call('GET', endpoint);
      return { ms: performance.now() - started, tiles: Object.keys(answer.tiles as object).length };
    };
    const first = await time();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push((await time()).ms);
    results.push({ endpoint, tiles: first.tiles, firstMs: round(first.ms), medianMs: round(median(times)) });
  }
  return results;
}
