// The students export at 100,000 students: the time until the last byte of the XLSX arrives, and
// how far the server's resident memory rises above where it stood before the export. The server
// runs as `npm start` runs it, in a process of its own, so its memory is read from
// /proc/<pid>/status and nothing of the client is counted. Also starts that server for the
// students-list bench (bench/students-ui.ts), over a data directory seeded once and kept.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/e2e/harness';
import { freePort } from '../tests/integration/support/ports';
import { serverArguments, serverEnvironment } from '../tools/build';

const root = fileURLToPath(new URL('..', import.meta.url));
const XSRF = 'bench-xsrf';
// the budgets for 100,000 students
export const EXPORT_BUDGET_MS = 15_000;
export const EXPORT_BUDGET_MB = 300;

export interface SeededAula {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * A PGlite data directory holding `students` students, kept between runs in the temp directory
 * (seeding is idempotent: it only tops the register up).
 */
export function seededDataDir(students: number, log: (line: string) => void): string {
  const dataDir = path.join(os.tmpdir(), 'aula-bench-students');
  log(`seeding ${students} students into ${dataDir} (kept between runs)…`);
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed-cli.ts', '--students', String(students)], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seeding failed with code ${seeded.status}`);
  return dataDir;
}

/** Starts Aula as `npm start` does (built app, embedded PGlite) over the given data directory. */
export async function startSeededAula(dataDir: string): Promise<SeededAula> {
  const port = await freePort();
  const child = spawn(process.execPath, await serverArguments(root), {
    cwd: root,
    // BENCH_DATABASE_URL runs it over a PostgreSQL server (an empty database) instead of the embedded one
    env: { ...serverEnvironment(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Aula exited with code ${child.exitCode}:\n${output}`);
    const answer = await fetch(`${baseUrl}/api/check-token-validity`).catch(() => undefined);
    if (answer?.status === 401) break;
    if (Date.now() > deadline) throw new Error(`Aula did not answer within 240 s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export async function apiToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** The rows of a workbook's sheets, header included, read with exceljs' streaming reader. */
async function rowsIn(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const _row of sheet) rows += 1;
  }
  return rows;
}

export interface ExportBench {
  rows: number;
  expected: number;
  megabytes: number;
  ms: number;
  rssBeforeMb: number;
  /** peak RSS during the export minus RSS before it */
  growthMb: number;
  /** how the peak was read: the kernel's VmHWM after a reset, or sampling VmRSS every 10 ms */
  peakFrom: 'VmHWM' | 'sampled VmRSS';
}

export async function benchExport(aula: SeededAula, log: (line: string) => void): Promise<ExportBench> {
  const token = await apiToken(aula.baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ka' };
  const listed = await fetch(`${aula.baseUrl}/api/students?per_page=1&exact_total=1`, { headers });
  const expected = ((await listed.json()) as { students: { total: number } }).students.total;
  // one small export first, so the code it runs is loaded before memory is measured
  await (await fetch(`${aula.baseUrl}/api/students/export?search=${encodeURIComponent('ბერიძე')}`, { headers })).arrayBuffer();

  const file = path.join(os.tmpdir(), `aula-bench-export-${process.pid}.xlsx`);
  log(`exporting ${expected} students…`);
  const rssBefore = memoryKb(aula.pid, 'VmRSS');
  const kernelPeak = resetPeak(aula.pid);
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => { sampledPeak = Math.max(sampledPeak, memoryKb(aula.pid, 'VmRSS')); }, 10);
  const started = performance.now();
  let ms: number;
  try {
    const response = await fetch(`${aula.baseUrl}/api/students/export?sort=surname`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    await pipeline(response.body, fs.createWriteStream(file));
    ms = performance.now() - started;
  } finally {
    clearInterval(sampler);
  }
  const peak = kernelPeak ? Math.max(memoryKb(aula.pid, 'VmHWM'), sampledPeak) : sampledPeak;
  const megabytes = fs.statSync(file).size / 1024 / 1024;

  // the workbook really holds every student: counted with exceljs' streaming reader
  const rows = await rowsIn(file);
  fs.rmSync(file, { force: true });
  return {
    rows: rows - 1, expected, megabytes: Math.round(megabytes * 10) / 10, ms: Math.round(ms),
    rssBeforeMb: Math.round(rssBefore / 1024), growthMb: Math.round((peak - rssBefore) / 1024),
    peakFrom: kernelPeak ? 'VmHWM' : 'sampled VmRSS',
  };
}

export function exportTable(result: ExportBench): Record<string, string | number>[] {
  return [
    { measure: 'XLSX export, whole register sorted by surname', value: `${result.ms} ms`, budget: `< ${EXPORT_BUDGET_MS} ms`, met: result.ms < EXPORT_BUDGET_MS && result.rows === result.expected ? 'yes' : 'NO' },
    { measure: `server RSS growth (peak ${result.peakFrom} − ${result.rssBeforeMb} MB before)`, value: `${result.growthMb} MB`, budget: `< ${EXPORT_BUDGET_MB} MB`, met: result.growthMb < EXPORT_BUDGET_MB ? 'yes' : 'NO' },
    { measure: 'rows in the workbook / students listed', value: `${result.rows} / ${result.expected}`, budget: 'equal', met: result.rows === result.expected ? 'yes' : 'NO' },
    { measure: 'workbook size', value: `${result.megabytes} MB`, budget: '', met: '' },
  ];
}

export interface ExportJobBench {
  rows: number;
  expected: number;
  ms: number;
  growthMb: number;
  idleP99Ms: number;
  duringP99Ms: number;
  servedDuring: number;
}

const p99 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] * 10) / 10;
};

/**
 * The same register exported as a background job: the time from queuing to the job's end, the server's memory, and
 * how the list answers meanwhile (one request after another, p99 against the same loop while idle).
 */
export async function benchExportJob(aula: SeededAula, log: (line: string) => void): Promise<ExportJobBench> {
  const token = await apiToken(aula.baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ka', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
  const listed = await fetch(`${aula.baseUrl}/api/students?per_page=1&exact_total=1`, { headers });
  const expected = ((await listed.json()) as { students: { total: number } }).students.total;
  const listOnce = async (): Promise<number> => {
    const started = performance.now();
    await (await fetch(`${aula.baseUrl}/api/students?page=3&sort=surname`, { headers })).arrayBuffer();
    return performance.now() - started;
  };
  const idle: number[] = [];
  for (const until = Date.now() + 3_000; Date.now() < until;) idle.push(await listOnce());

  log(`exporting ${expected} students as a job…`);
  const rssBefore = memoryKb(aula.pid, 'VmRSS');
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, memoryKb(aula.pid, 'VmRSS')); }, 10);
  const started = performance.now();
  const during: number[] = [];
  let ms = 0;
  let id = '';
  try {
    const queued = await fetch(`${aula.baseUrl}/api/students/export-job?sort=surname`, { method: 'POST', headers });
    if (queued.status !== 202) throw new Error(`export-job answered ${queued.status}`);
    id = ((await queued.json()) as { job: { id: string } }).job.id;
    let state = 'queued';
    let asked = 0;
    while (state !== 'completed') {
      during.push(await listOnce());
      if (Date.now() - asked < 250) continue;
      asked = Date.now();
      state = ((await (await fetch(`${aula.baseUrl}/api/jobs/${id}`, { headers })).json()) as { data: { state: string } }).data.state;
      if (state === 'failed') throw new Error('the export job failed');
    }
    ms = performance.now() - started;
  } finally {
    clearInterval(sampler);
  }
  const file = path.join(os.tmpdir(), `aula-bench-export-job-${process.pid}.xlsx`);
  const download = await fetch(`${aula.baseUrl}/api/jobs/${id}/file`, { headers });
  await pipeline(download.body!, fs.createWriteStream(file));
  const rows = await rowsIn(file);
  fs.rmSync(file, { force: true });
  return {
    rows: rows - 1, expected, ms: Math.round(ms), growthMb: Math.round((peak - rssBefore) / 1024),
    idleP99Ms: p99(idle), duringP99Ms: p99(during), servedDuring: during.length,
  };
}

export function exportJobTable(result: ExportJobBench): Record<string, string | number>[] {
  return [
    { measure: 'queued to finished', value: `${result.ms} ms`, budget: '', met: '' },
    { measure: 'server RSS growth (sampled VmRSS)', value: `${result.growthMb} MB`, budget: `≤ ${EXPORT_BUDGET_MB} MB`, met: result.growthMb <= EXPORT_BUDGET_MB ? 'yes' : 'NO' },
    { measure: `list page while the job runs, p99 (${result.servedDuring} served)`, value: `${result.duringP99Ms} ms`, budget: `≤ 2 × idle ${result.idleP99Ms} ms`, met: result.duringP99Ms <= 2 * result.idleP99Ms ? 'yes' : 'NO' },
    { measure: 'rows in the workbook / students listed', value: `${result.rows} / ${result.expected}`, budget: 'equal', met: result.rows === result.expected ? 'yes' : 'NO' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line: string) => console.error(line);
  const aula = await startSeededAula(seededDataDir(100_000, log));
  try {
    console.table(exportTable(await benchExport(aula, log)));
    console.table(exportJobTable(await benchExportJob(aula, log)));
  } finally {
    await aula.stop();
  }
}
