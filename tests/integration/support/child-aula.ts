// Aula as `npm start` runs it, in a process of its own over a test's data, for the tests of what happens to a server
// from outside: killed with SIGKILL, stopped with SIGTERM, frozen, several behind a load balancer.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverArguments, serverEnvironment } from '../../../tools/build';
import { freePort } from './ports';
import { ADMIN, type TestData } from './server';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ChildAula {
  baseUrl: string;
  /** SIGKILL: the process ends on the spot */
  kill(): Promise<void>;
  /** SIGTERM: the process stops as an operator stops it */
  stop(): Promise<void>;
  /** SIGSTOP: the process is frozen where it is (a machine that stalls), its connections open; SIGCONT: it goes on */
  freeze(): void;
  thaw(): void;
}

/**
 * Starts the bundled server as `npm start` does (bundled first when its sources are newer) over the test's data,
 * with further settings (`env`), and waits until it answers.
 */
export async function startChildAula(data: TestData, env: Record<string, string> = {}): Promise<ChildAula> {
  const port = await freePort();
  const child = spawn(process.execPath, await serverArguments(root), {
    cwd: root,
    env: {
      ...serverEnvironment(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dataDir, JOB_SCHEMA: data.jobSchema,
      ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer): void => { output = (output + chunk.toString()).slice(-20_000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Aula exited with code ${child.exitCode}:\n${output}`);
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`Aula did not answer within 120 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { baseUrl, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), freeze: () => child.kill('SIGSTOP'), thaw: () => child.kill('SIGCONT') };
}
