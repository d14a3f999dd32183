// PGlite has no lock between processes: two servers on one data dir would corrupt it. The lock file names the
// process that holds it by its pid and by when that process started, since a pid alone is reused: after a
// reboot or a crash, the pid in an old lock may belong to some unrelated live process, and that must not stop
// the start.
import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

interface LockHolder {
  pid: number;
  /** when the process started (boot and start time from /proc), absent where /proc is not there */
  started?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started, as this boot and its start time in clock ticks; undefined without /proc. */
export function processStarted(pid: number): string | undefined {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // the command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${boot}:${startTime}`;
  } catch {
    return undefined;
  }
}

function readHolder(file: string): LockHolder | undefined {
  const text = fs.readFileSync(file, 'utf8').trim();
  // an older lock holds the pid alone
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isNode(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((part) => path.basename(part).startsWith('node'));
  } catch {
    return true;
  }
}

/**
 * Whether the process a lock names still runs: the same pid, started at the same moment as when it locked. A lock
 * of the older form, a pid alone, is held while that pid is a Node process.
 */
function holds(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  if (holder.started === undefined) return isNode(holder.pid);
  const started = processStarted(holder.pid);
  return started === undefined || started === holder.started;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'aula.lock');
  const me: LockHolder = { pid: process.pid, started: processStarted(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readHolder(file)?.pid === process.pid) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holds(holder)) {
        throw new Error(`The data directory ${dataDir} is in use by process ${holder.pid}; stop it or choose another DATA_DIR.`);
      }
      // a lock left behind by a process that has ended, or whose pid another process now has
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
