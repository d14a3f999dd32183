// A background job that fails, in Chromium against a real server and database: report 365 cannot keep its workbook
// because the file storage is gone (a regular file stands where its directory was, which no user, root included,
// can write into), and the job's dialog says so as spec section 8 has it: titled "error", with "an error occurred"
// in Georgian since the server gave no message of its own; its close button closes it and gives focus back.
// Report 365 followed to its file is the finances journey's.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiGet, screenshot, startSignedIn, type RunningAula } from './harness';

interface Job { state: string; message: string | null }

let aula: RunningAula;
let browser: Browser;
let page: Page;
let token = '';

beforeAll(async () => {
  // no retries: the first failure is the job's last, so the dialog shows it without waiting out the retries
  ({ aula, browser, page, token } = await startSignedIn({}, undefined, { JOB_RETRIES: '0' }));
});

afterAll(async () => {
  await browser?.close();
  await aula?.stop();
});

describe('a background job that fails', () => {
  it('shows the error dialog in Georgian when the job fails with no message', async () => {
    const storage = join(aula.dataDir, 'storage');
    rmSync(storage, { recursive: true, force: true });
    writeFileSync(storage, '');

    await page.locator('.sidebar__item', { hasText: 'ფინანსები' }).first().click();
    const report = page.locator('.sidebar__item', { hasText: 'ანგარიში 365' });
    const [queued] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/finances/export-student-finance-job')),
      report.click(),
    ]);
    const { job } = (await queued.json()) as { job: { id: string } };

    // the workbook is written in full before storing it fails, as long as report 365 takes to succeed
    const dialog = page.getByRole('dialog', { name: 'შეცდომა' });
    await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('დაფიქსირდა შეცდომა');
    // the server failed the job itself and gave no message: the words are the browser's fallback
    const { data } = await apiGet<{ data: Job }>({ aula, token }, `/jobs/${job.id}`);
    expect(data).toMatchObject({ state: 'failed', message: null });
    expect(await dialog.getByRole('button', { name: 'ფაილის ჩამოტვირთვა' }).count()).toBe(0);
    await screenshot(page, 'report-365-failed');

    await dialog.locator('.modal__foot').getByRole('button', { name: 'დახურვა' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => report.evaluate((item) => item === document.activeElement)).toBe(true);
  });
});
