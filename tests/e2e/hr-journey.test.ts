// HR staff at work, in Chromium against a real server and database: the academic, invited and
// administration lists with their contracts, a row's detail with its appointment order, and the
// statistics dashboard in Georgian and in English, loaded only when it is opened, a bar leading to its staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiGet, screenshot, signIn, startSignedIn, type RunningAula } from './harness';

interface HrRow { id: number; last_name: string; first_name: string; phone: string; hr_info: Record<string, string | number | null> }
interface HrTile { value?: number; points?: { key: string; label_ka: string; label_en: string; value: number }[] }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';
const scripts: string[] = [];

const api = <T>(path: string): Promise<T> => apiGet<T>({ aula, token }, path);

const rows = () => page.locator('table.data-table tbody tr');
const ddmmyyyy = (date: string) => date.split('-').reverse().join('-');

beforeAll(async () => {
  ({ aula, browser, page, token } = await startSignedIn({}, (watched) => watched.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  })));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

const screens = [
  { screen: 'academic', endpoint: '/hr/academic-lecturer/related-models', key: 'lecturers', title: 'აკადემიური პერსონალი' },
  { screen: 'invited', endpoint: '/hr/invited-lecturer/related-models', key: 'lecturers', title: 'მოწვეული პერსონალი' },
  { screen: 'administration', endpoint: '/hr/administration/related-models', key: 'administrations', title: 'ადმინისტრაციული პერსონალი' },
] as const;

describe('the HR screens', () => {
  it('open from the HR group of the sidebar', async () => {
    await page.locator('aside button.sidebar__group', { hasText: 'ადამიანური რესურსები' }).click();
    for (const { screen } of screens) await expect.poll(() => page.locator(`aside a[href="/admin/${screen}"]`).count()).toBe(1);
    await expect.poll(() => page.locator('aside a[href="/admin/hr-statistics"]').count()).toBe(1);
  });

  it.each(screens)('$screen: lists the staff with their contracts and opens one with every contract field', async ({ screen, endpoint, key, title }) => {
    const listed = (await api<Record<string, { total: number; data: HrRow[] }>>(`${endpoint}?sort=last_name`))[key];
    expect(listed.total).toBeGreaterThan(3);
    await page.locator(`aside a[href="/admin/${screen}"]`).click();
    await page.waitForURL(`**/admin/${screen}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    await expect.poll(() => rows().count()).toBe(Math.min(15, listed.total));
    // a staff member with a contract (another journey may have added one without)
    const first = listed.data.find((row) => row.hr_info.appointment_order_number)!;
    const firstRow = await rows().filter({ hasText: first.last_name }).filter({ hasText: first.first_name }).first().innerText();
    expect(firstRow).toContain(first.last_name);
    expect(firstRow).toContain(ddmmyyyy(String(first.hr_info.completion_of_contract)));
    expect(firstRow).toContain(String(first.hr_info.appointment_order_number));
    // every column, the order's download last, fits beside the open sidebar at 1440 px
    expect(await page.locator('.table-scroll').evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `hr-${screen}-list`);

    const withOrder = listed.data.find((row) => typeof row.hr_info.appointment_order_file === 'string')!;
    await rows().filter({ hasText: withOrder.last_name }).filter({ hasText: withOrder.first_name }).first().click();
    const detail = page.locator('aside.detail');
    await expect.poll(() => detail.locator('.detail__fields').count()).toBe(1);
    const text = await detail.innerText();
    expect(text).toContain(withOrder.last_name);
    // the list keeps to the contract; the phone is in the detail
    expect(text).toContain(withOrder.phone);
    expect(text).toContain('ვაკანსიის ბრძანება');
    expect(text).toContain(String(withOrder.hr_info.vacancy_order));
    expect(text).toContain(ddmmyyyy(String(withOrder.hr_info.appointment_order_date)));
    expect(text).toContain(ddmmyyyy(String(withOrder.hr_info.start_of_contract)));
    const order = detail.locator('a.cell-file');
    expect(await order.getAttribute('href')).toContain(String(withOrder.hr_info.appointment_order_file));
    // read-only: no edit or delete
    expect(await detail.locator('.detail__foot').count()).toBe(0);
    await screenshot(page, `hr-${screen}-detail`);
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
  });

  it('narrows academic staff to contracts ending in a chosen period, with a badge', async () => {
    await page.locator('aside a[href="/admin/academic"]').click();
    const ending = (await api<Record<string, { total: number }>>('/hr/academic-lecturer/related-models?completion_of_contract_from=2027-01-01&completion_of_contract_to=2027-12-31')).lecturers;
    await page.goto(`${aula.baseUrl}/admin/academic?completion_of_contract_from=2027-01-01&completion_of_contract_to=2027-12-31`);
    await expect.poll(() => page.locator('li.filter-badge').count()).toBe(1);
    await expect.poll(() => rows().count()).toBe(Math.min(15, ending.total));
    const headers = await page.locator('table.data-table thead th').allInnerTexts();
    const ends = headers.findIndex((header) => header.includes('ხელშეკრულების დასრულება')) + 1;
    expect(ends).toBeGreaterThan(0);
    for (const cell of await rows().locator(`td:nth-child(${ends})`).allInnerTexts()) expect(cell).toMatch(/-2027$/);
  });
});

describe('HR statistics, a dashboard of the HR lists', () => {
  const charts = ['academicDegrees', 'academicRanks', 'invitedDegrees', 'administrationPositions'] as const;

  it('is not fetched until it is opened', () => {
    expect(scripts.length).toBeGreaterThan(0);
    // the dashboard kind came with the home page; this dashboard's definition has not
    expect(scripts.some((url) => /DashboardScreen/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/hr-statistics-[\w-]+\.js$/.test(url))).toBe(false);
  });

  it('counts the staff and draws the four charts with labels and numbers in Georgian', async () => {
    const { tiles } = await api<{ tiles: Record<string, HrTile> }>('/hr/statistics');
    await page.locator('aside a[href="/admin/hr-statistics"]').click();
    await page.waitForURL('**/admin/hr-statistics');
    await expect.poll(() => page.locator('figure.bar-chart').count()).toBe(4);
    expect(scripts.some((url) => /\/hr-statistics-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await page.locator('h1').innerText()).toBe('HR სტატისტიკა');
    for (const id of ['academic', 'invited', 'administration']) {
      expect(await page.locator(`.dashboard-tile--count`, { hasText: String(tiles[id].value) }).count()).toBeGreaterThan(0);
    }
    const figures = page.locator('figure.bar-chart');
    for (const [index, id] of charts.entries()) {
      const points = tiles[id].points!;
      const figure = figures.nth(index);
      const bars = await figure.locator('svg[role=img]').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      expect(bars).toEqual(points.map((point) => `${point.label_ka}: ${point.value}`));
      const total = points.reduce((sum, point) => sum + point.value, 0);
      expect(await figure.locator('.bar-chart__total').innerText()).toBe(`სულ: ${total}`);
      // the bar of the largest count is the longest
      const widths = await figure.locator('rect.bar-chart__bar').evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
      const largest = points.reduce((best, point, i) => (point.value > points[best].value ? i : best), 0);
      expect(Math.max(...widths)).toBe(widths[largest]);
    }
    expect(await figures.first().innerText()).toContain('აკადემიური პერსონალი აკადემიური ხარისხის მიხედვით');
    await screenshot(page, 'hr-statistics-ka');
  });

  it('leads from a bar to the list of its staff', async () => {
    const { tiles } = await api<{ tiles: Record<string, HrTile> }>('/hr/statistics');
    const position = tiles.administrationPositions.points!.find((point) => point.value > 0)!;
    await page.locator('figure.bar-chart').nth(3).getByRole('link', { name: position.label_ka, exact: true }).click();
    await page.waitForURL(`**/admin/administration?administration_position_id=${position.key}`);
    await expect.poll(() => rows().count()).toBe(Math.min(15, position.value));
    await page.goBack();
    await page.waitForURL('**/admin/hr-statistics');
  });

  it('reads in English after the language switch', async () => {
    const { tiles } = await api<{ tiles: Record<string, HrTile> }>('/hr/statistics');
    await expect.poll(() => page.locator('figure.bar-chart').count()).toBe(4);
    await page.locator('.user-menu__button').click();
    await page.locator('.language-switch button[lang=en]').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('HR statistics');
    const figures = page.locator('figure.bar-chart');
    expect(await figures.nth(0).locator('.bar-chart__title').innerText()).toBe('Academic staff by academic degree');
    expect(await figures.nth(3).locator('.bar-chart__title').innerText()).toBe('Administration staff by position');
    const labelsOf = (index: number) => figures.nth(index).locator('.bar-chart__label').allInnerTexts();
    expect(await labelsOf(3)).toEqual(tiles.administrationPositions.points!.map((point) => point.label_en));
    await page.mouse.click(10, 880);
    await screenshot(page, 'hr-statistics-en');
  });

  it('fits a phone screen', async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, aula.baseUrl);
    await page.waitForURL(/\/admin$/);
    await page.goto(`${aula.baseUrl}/admin/hr-statistics`);
    await expect.poll(() => page.locator('figure.bar-chart').count()).toBe(4);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hr-statistics-phone');
    await page.goto(`${aula.baseUrl}/admin/academic`);
    await expect.poll(() => rows().count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hr-academic-phone');
  });
});
