// A real Prometheus server (Debian's `prometheus`, 2.42) on a free local port, scraping one target every second with
// a bearer token, with its data in a temporary folder; and Prometheus' own check of a metrics text (`promtool`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const PROMETHEUS = '/usr/bin/prometheus';
export const PROMTOOL = '/usr/bin/promtool';
const MISSING = 'Prometheus is not installed: apt-get install -y prometheus (.ci/run installs it)';
const READY_TIMEOUT_MS = 30_000;

export interface TestPrometheus {
  /** the value of a PromQL query whose answer is one number, or undefined while it has none */
  query(promql: string): Promise<number | undefined>;
  /** polls a query until its value is `expected`, failing after `timeoutMs` with the last value seen */
  waitFor(promql: string, expected: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Prometheus' parser and linter over a metrics text: the problems it names, or what it could not parse. */
export function promtoolProblems(text: string): { parsed: boolean; problems: string[] } {
  if (!fs.existsSync(PROMTOOL)) throw new Error(MISSING);
  const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  // 0: clean, 3: parsed with lint problems, 1: not parsed
  const problems = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.trim() !== '');
  return { parsed: run.status === 0 || run.status === 3, problems };
}

/** Starts Prometheus scraping `target` (host:port) at `metricsPath` every second, sending `token` as a bearer. */
export async function startPrometheus(target: string, token: string, metricsPath = '/metrics'): Promise<TestPrometheus> {
  if (!fs.existsSync(PROMETHEUS)) throw new Error(MISSING);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  // JSON is YAML: no quoting of the token to get wrong
  fs.writeFileSync(config, JSON.stringify({
    global: { scrape_interval: '1s', evaluation_interval: '1s' },
    scrape_configs: [{
      job_name: 'aula', metrics_path: metricsPath, scheme: 'http',
      authorization: { type: 'Bearer', credentials: token },
      static_configs: [{ targets: [target] }],
    }],
  }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(PROMETHEUS, [
    `--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => { log = (log + chunk.toString('utf8')).slice(-4000); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  async function query(promql: string): Promise<number | undefined> {
    const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const answer = (await response.json()) as { status: string; error?: string; data?: { result: { value: [number, string] }[] } };
    if (answer.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${answer.error}`);
    const [first] = answer.data?.result ?? [];
    return first ? Number(first.value[1]) : undefined;
  }

  async function waitFor(promql: string, expected: number, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    const until = Date.now() + timeoutMs;
    let seen: number | undefined;
    while (Date.now() < until) {
      seen = await query(promql).catch(() => undefined);
      if (seen === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${promql} was ${seen} after ${timeoutMs} ms, not ${expected}; Prometheus said:\n${log}`);
  }

  const until = Date.now() + READY_TIMEOUT_MS;
  while (!(await fetch(`${base}/-/ready`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`Prometheus did not start in ${READY_TIMEOUT_MS} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { query, waitFor, stop };
}
