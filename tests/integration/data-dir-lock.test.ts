import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, processStarted } from '../../server/db/lock';

describe('the PGlite data directory lock', () => {
  const dirs: string[] = [];
  const lockedDir = (content: string): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-lock-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'aula.lock'), content);
    return dir;
  };
  const holderOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'aula.lock'), 'utf8')) as { pid: number };

  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder while the process that locked it lives', () => {
    // the parent of this test is alive, and the lock names it as it started
    const dir = lockedDir(JSON.stringify({ pid: process.ppid, started: processStarted(process.ppid) }));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
  });

  it('refuses while an older lock, a pid alone, names a live Node process', () => {
    expect(() => acquireDataDirLock(lockedDir(String(process.ppid)))).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has ended', () => {
    const ended = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
    const dir = lockedDir(JSON.stringify({ pid: ended, started: 'long ago' }));
    const lock = acquireDataDirLock(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'aula.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another live process (a pid reused after a reboot)', async () => {
    const unrelated = spawn('sleep', ['30']);
    try {
      // the lock's holder had this pid once, but started at another moment: the pid was handed out again
      const dir = lockedDir(JSON.stringify({ pid: unrelated.pid, started: 'another-boot:12345' }));
      const lock = acquireDataDirLock(dir);
      expect(holderOf(dir).pid).toBe(process.pid);
      lock.release();
      // an older lock naming a process that is not Node is not Aula's either
      const old = lockedDir(String(unrelated.pid));
      acquireDataDirLock(old).release();
    } finally {
      unrelated.kill();
    }
  });
});
