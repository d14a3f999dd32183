// A PostgreSQL server of the test's own, for a test that stops and starts it as an operator restarts one (the run's
// shared server cannot be: the files on it run side by side). Debian's binaries over a fresh cluster in a temporary
// folder, on a free local port, reached as `aula` without a password from this machine alone. initdb and the server
// will not run as root: as the database's own user, when the test is root (as CI is).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export interface OwnPostgres {
  /** DATABASE_URL of its `postgres` database */
  url: string;
  /** stops it fast: every session is ended, as a restart or a failover ends them */
  stop(): void;
  start(): void;
  /** stops it if it runs, and removes its folder */
  remove(): void;
}

/** The newest PostgreSQL Debian installed, its programs' folder. */
function binaries(): string {
  const versions = readdirSync('/usr/lib/postgresql').map(Number).filter(Number.isInteger).sort((a, b) => b - a);
  if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql (Debian\'s postgresql package)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const folder = mkdtempSync(path.join(tmpdir(), 'aula-postgres-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(folder, id('-u'), id('-g'));
  }
  const run = (program: string, args: string[]) => {
    const [command, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args] : [path.join(bin, program), ...args];
    try {
      execFileSync(command, rest, { stdio: 'pipe' });
    } catch (error) {
      let written = '';
      try { written = readFileSync(log, 'utf8'); } catch { /* no log yet */ }
      throw new Error(`${program} ${args.join(' ')} failed: ${String(error)}\n${written}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'aula', '-A', 'trust', '-E', 'UTF8', '--locale', 'C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const own: OwnPostgres = {
    url: `postgres://aula@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    start() {
      run('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    remove() {
      if (running) own.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  own.start();
  return own;
}
