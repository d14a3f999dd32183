// `npm run dev` as an author runs it, in a copy of this project (inside it, so the copy's modules resolve to this
// node_modules): the e2e test of the screen author's loop and `npm run bench` save files in the copy and look at
// what Chromium shows.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness';
import { freePort } from '../integration/support/ports';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DevServer {
  /** Vite's address, which passes /api on to the API */
  baseUrl: string;
  /** the project copy's folder */
  copy: string;
  /** rewrites a file of the copy (a path from its root) */
  edit(file: string, change: (text: string) => string): void;
  /** puts every file edited back as it was before its first edit; answers whether there was any */
  restore(): boolean;
  /** what npm run dev printed so far */
  output(): string;
  stop(): Promise<void>;
}

/** The project's files as they are (committed or not, less what git ignores), without tests, benchmarks or docs. */
function projectCopy(): string {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const copy = mkdtempSync(join(root, '.tmp', 'dev-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0').filter((file) => file && !/^(tests|bench|docs)\//.test(file));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  return copy;
}

/** `npm run dev` in a fresh copy on ports of its own (PGlite); resolves once its API answers through Vite. */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const copy = projectCopy();
  // ports the system says are free: one picked at random may be in use (a connection's own end), and Vite would then
  // take the next while the journey waits on the first
  const port = await freePort();
  let apiPort = await freePort();
  while (apiPort === port) apiPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/dev.ts'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: join(copy, 'data'), ADMIN_EMAIL, ADMIN_PASSWORD, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(copy, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  const started = Date.now();
  for (;;) {
    const failed = child.exitCode !== null ? 'stopped' : Date.now() - started > 180_000 ? 'did not answer in 3 minutes' : undefined;
    if (failed) {
      await stop();
      throw new Error(`npm run dev ${failed}:\n${output}`);
    }
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  const originals = new Map<string, string>();
  return {
    baseUrl, copy, stop,
    edit: (file, change) => {
      const text = readFileSync(join(copy, file), 'utf8');
      if (!originals.has(file)) originals.set(file, text);
      writeFileSync(join(copy, file), change(text));
    },
    restore: () => {
      for (const [file, text] of originals) writeFileSync(join(copy, file), text);
      const edited = originals.size > 0;
      originals.clear();
      return edited;
    },
    output: () => output,
  };
}
