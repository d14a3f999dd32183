// The end-to-end harness: Aula (the run's shared one as `npm start` runs it; a journey's own, with settings or data of
// its own, in the journey's process; embedded PGlite and the demo data either way) and Debian's Chromium driven by
// playwright-core. Nothing is mocked and no browser is downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Download, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { freePort } from '../integration/support/ports';
import { buildAppIfStale, serverArguments, serverEnvironment } from '../../tools/build';
import { readConfig } from '../../server/core/config';
import { registry } from '../../server/generated/registry';
import { createServer } from '../../server/server';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningAula {
  baseUrl: string;
  dataDir: string;
  /** Stops Aula; fails when a page reported a Content-Security-Policy violation while it ran. */
  stop(): Promise<void>;
  /** What the server logged as a warning or worse, its last lines (none for a journey's view of the shared one). */
  warnings(): string[];
}

/** The last warnings and errors a server's log keeps for a run that failed (pino's levels 40 and up). */
const WARNINGS_KEPT = 200;

async function waitForReady(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Aula exited with code ${child.exitCode}:\n${output()}`);
    const answer = await fetch(`${baseUrl}/api/check-token-validity`).catch(() => undefined);
    if (answer && answer.status === 401) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`Aula did not answer within 240 s:\n${output()}`);
}

/** An empty data directory: Aula's first start migrates and seeds it. */
export function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'aula-e2e-'));
}

/**
 * A data directory of a journey's own holding what Aula's first start leaves (migrated, the demo data seeded), copied
 * from the run's first start: copying takes a fraction of a second where a first start took 18 s on a quiet 2-core
 * machine and 30–45 s beside the integration suites.
 */
export function newDataDir(): string {
  const dataDir = emptyDataDir();
  const firstStart = sharedRun()?.firstStart;
  if (firstStart) cpSync(firstStart.dataDir, dataDir, { recursive: true });
  return dataDir;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The run's first start (tests/e2e/demo.ts): its data directory, and the demo accounts it announced. */
export interface FirstStart {
  dataDir: string;
  student: Credentials;
  lecturer: Credentials;
}

/** What the journeys share (tests/e2e/shared.ts starts it once for the run): one first start, one Aula and one Chromium. */
export interface SharedRun {
  baseUrl: string;
  dataDir: string;
  /** where the shared Chromium answers playwright's protocol */
  wsEndpoint: string;
  firstStart: FirstStart;
}

declare module 'vitest' {
  interface ProvidedContext {
    e2e: SharedRun;
  }
}

/** The run's shared Aula and Chromium, inside a journey; none where nothing shares them (the run's own set-up). */
export function sharedRun(): SharedRun | undefined {
  try {
    return inject('e2e');
  } catch {
    return undefined;
  }
}

/** Settings that change what Aula's first start writes: a journey's Aula with one of them makes its own first start. */
const FIRST_START_SETTINGS = ['SEED_DEMO', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];

/** A server started, and what it logged so far (pino's JSON lines, and whatever else it printed). */
interface Started {
  log(): string;
  stop(): Promise<void>;
}

/** `npm start` in a process of its own, as an operator runs it; resolves once it answers. */
async function startedAsNpmStart(environment: NodeJS.ProcessEnv, baseUrl: string): Promise<Started> {
  const child = spawn(process.execPath, await serverArguments(root), { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  await waitForReady(child, baseUrl, () => log);
  return {
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The same server, settings and app in the journey's own process, as the integration files start theirs: a process of
 * its own took about 8 processor-seconds to load, start and warm, this about 2, and 15 journeys start one.
 */
async function startedInJourney(environment: NodeJS.ProcessEnv, port: number): Promise<Started> {
  const lines: string[] = [];
  const logger = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(chunk.toString()); done(); } });
  const server = await createServer(readConfig(environment), registry, { staticDir: join(root, 'dist'), logger, announce: (line) => lines.push(`${line}\n`) });
  try {
    await server.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    throw error;
  }
  return { log: () => lines.join(''), stop: () => server.close() };
}

/**
 * Aula over a data directory of its own. A journey without settings of its own (`env`) and without data of its own
 * (`dataDir`) gets the run's shared one, started as `npm start` does, which stopping leaves running; a journey's own
 * runs in the journey's process on a free port, and outside a journey (the run's set-up, the benchmarks) it is
 * `npm start` in a process of its own. Its data directory (removed on stop) is the run's first start copied, unless a
 * setting changes what a first start writes.
 */
export async function startAula(env: Record<string, string> = {}, ownDataDir?: string): Promise<RunningAula> {
  const shared = sharedRun();
  if (shared && Object.keys(env).length === 0 && ownDataDir === undefined) {
    return { baseUrl: shared.baseUrl, dataDir: shared.dataDir, stop: async () => undefined, warnings: () => [] };
  }
  const dataDir = ownDataDir ?? (FIRST_START_SETTINGS.some((key) => key in env) ? emptyDataDir() : newDataDir());
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // as `npm start` runs, over embedded PGlite, at the address it is opened at (which its mail and a payment
  // provider's callbacks and returns lead to)
  const environment = { ...serverEnvironment(), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, ...env };
  // as `npm start` does before the server, either way: the app built when its sources are newer (the bundle, where
  // it is started, likewise)
  await buildAppIfStale(root);
  const started = shared ? await startedInJourney(environment, port) : await startedAsNpmStart(environment, baseUrl);
  return {
    baseUrl,
    dataDir,
    warnings: () => started.log().split('\n').filter((line) => /^\{"level":(4|5|6)0,/.test(line)).slice(-WARNINGS_KEPT),
    async stop() {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
      // every page the journey opened ran under the app's own CSP; the browser reports what it blocked
      const violations = started.log().split('\n').filter((line) => line.includes('Content-Security-Policy violation'));
      if (violations.length > 0) throw new Error(`A page broke the Content-Security-Policy:\n${violations.join('\n')}`);
    },
  };
}

/** Debian's Chromium, and the switches it runs with here (no sandbox in a container, nothing fetched of its own). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Each journey browser's own newContext, before launchChromium put its own in place: its pages keep the load's cover. */
const keepingCover = new WeakMap<Browser, Browser['newContext']>();

/**
 * A Chromium for the journey: a connection to the run's shared one (closing it disconnects), or one of its own. Its
 * pages take the load's white cover (SPEC: 1.5 s at every load) away as soon as it is drawn, so that a journey's
 * hundred loads do not wait 1.8 s each behind it; `coveredContext` makes pages that keep it, for the journey that
 * checks the cover itself. The bench's pages keep it (`coverKept`): they measure what a person sees.
 */
export async function launchChromium({ coverKept = false } = {}): Promise<Browser> {
  const shared = sharedRun();
  const browser = await (shared ? chromium.connect(shared.wsEndpoint) : chromium.launch(CHROMIUM));
  if (coverKept) return browser;
  const newContext = browser.newContext.bind(browser);
  keepingCover.set(browser, newContext);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await context.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const cover = document.getElementById('loading-cover');
        if (!cover) return;
        cover.remove();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    return context;
  };
  return browser;
}

/** A context whose pages keep the load's white cover its whole time, as a person's browser does. */
export function coveredContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return (keepingCover.get(browser) ?? browser.newContext.bind(browser))(options);
}

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, baseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

export interface SignedIn {
  aula: RunningAula;
  browser: Browser;
  page: Page;
  /** the session's bearer token, for asking the API what the page should show */
  token: string;
}

/**
 * Aula (with `env` added to its environment, over `dataDir` when the journey prepared one) and Chromium started, and
 * the administrator signed in on /admin in a 1440 × 900 page. `watch` runs on the page before it loads anything (to
 * record its requests). Whatever started is stopped on a failure.
 */
export async function startSignedIn(
  options: BrowserContextOptions = {}, watch?: (page: Page) => void, env: Record<string, string> = {}, dataDir?: string,
): Promise<SignedIn> {
  const [aula, browser] = await Promise.all([startAula(env, dataDir), launchChromium()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, ...options });
    page.setDefaultTimeout(10_000);
    watch?.(page);
    await signIn(page, aula.baseUrl);
    await page.waitForURL(/\/admin$/);
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
    if (!token) throw new Error('signed in, but no token cookie was set');
    return { aula, browser, page, token };
  } catch (error) {
    await browser.close();
    await aula.stop();
    throw error;
  }
}

/** Headers that send a request as the signed-in page does: its session's bearer token and its double-submitted XSRF token. */
export async function pageHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((held) => held.name === name)?.value ?? '';
  return { authorization: `Bearer ${cookie('token')}`, 'x-xsrf-token': cookie('XSRF-TOKEN') };
}

/** What the API answers the signed-in user at `/api<path>`, for asking what the page should show; anything but 200 fails. */
export async function apiGet<T>(signedIn: Pick<SignedIn, 'aula' | 'token'>, path: string): Promise<T> {
  const answer = await fetch(`${signedIn.aula.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${signedIn.token}` } });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** Keeps a picture of the page in tests/.artifacts/e2e (git-ignored) to look at after a run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const directory = join(root, 'tests/.artifacts/e2e');
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`) });
}

/**
 * Whether a person sees the element: its centre is inside the window and nothing lies over it there (a dialog, its
 * backdrop, a sticky bar of buttons) — what the browser hit-tests at that point is the element or inside it.
 */
export async function seenOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && node.contains(top);
  });
}

/** Where a download was saved: a file of its own (a shared Chromium, reached remotely, keeps none on its side). */
export async function savedDownload(download: Download): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'aula-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation { id: string; nodes: { target: string[] }[] }

/** What axe finds on the page as it is now, each rule with the elements that break it. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated, not injected as a script tag: the app's Content-Security-Policy allows no inline script
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  // a toast fading in is read by axe at the opacity it has that instant: the finite animations are let end first
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
  const found = await page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } })
      .axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => ({ target: node.target })) }));
  }, WCAG_21_AA);
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
