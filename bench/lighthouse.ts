// Lighthouse 12 (its mobile preset: a mid-range phone's CPU and a slow 4G connection, simulated) over the pages a
// newcomer meets first: the sign-in page and the bachelor's application form as a visitor opens them, and, signed in,
// the students list. It runs through `npx lighthouse`, attached to a Chromium of its own for each page, whose profile
// holds the administrator's session for the signed-in one, so each page is measured as its user sees it; each page
// three times, the run of median performance kept.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, signIn } from '../tests/e2e/harness';
import { freePort } from '../tests/integration/support/ports';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The sign-in page and a public application form as a visitor opens them, and the list staff open most, signed in. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { path: '/login', signedIn: false }, { path: '/bachelor', signedIn: false }, { path: '/admin/students', signedIn: true },
];
const RUNS = 3;

export interface LighthousePage {
  path: string;
  /** opened with the administrator's session (a signed-in user opening /login or /bachelor is sent to their area) */
  signedIn: boolean;
}

export interface LighthouseScores {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** largest contentful paint and total blocking time as Lighthouse reports them ("2.1 s", "120 ms") */
  largestPaint: string;
  blockingTime: string;
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

/** One run of Lighthouse; a run whose trace it could not read (NO_NAVSTART, now and then on a busy machine) is run again. */
async function audit(url: string, port: number, tries = 3): Promise<Report> {
  try {
    const { stdout } = await promisify(execFile)('npx', [
      'lighthouse', url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`,
    ], { env: { ...process.env, CHROME_PATH: CHROMIUM.executablePath }, maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as Report;
  } catch (error) {
    if (tries <= 1) throw error;
    return audit(url, port, tries - 1);
  }
}

/** A Chromium for Lighthouse to attach to, with a profile of its own: signed in as the administrator, or a visitor's. */
async function launchFor(baseUrl: string, signedIn: boolean): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'aula-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, { ...CHROMIUM, args: [...CHROMIUM.args, `--remote-debugging-port=${port}`] });
  if (signedIn) {
    // the session's cookie and stored user stay in the profile, which Lighthouse's tabs share (it keeps cookies and local storage)
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    await page.waitForURL(/\/admin$/);
    await page.close();
  }
  return { port, close: async () => { await browser.close(); rmSync(profile, { recursive: true, force: true }); } };
}

export async function benchLighthouse(baseUrl: string, pages: readonly LighthousePage[]): Promise<LighthouseScores[]> {
  const measured: LighthouseScores[] = [];
  for (const { path, signedIn } of pages) {
    const attached = await launchFor(baseUrl, signedIn);
    try {
      const runs: Report[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseUrl}${path}`, attached.port));
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const median = runs[Math.floor(RUNS / 2)];
      measured.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(median.categories[category].score * 100)])) as LighthouseScores['scores'],
        largestPaint: median.audits['largest-contentful-paint'].displayValue ?? '',
        blockingTime: median.audits['total-blocking-time'].displayValue ?? '',
      });
    } finally {
      await attached.close();
    }
  }
  return measured;
}
