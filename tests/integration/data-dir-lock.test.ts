import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../server/db/lock';

describe('the PGlite data directory lock', () => {
  it('refuses a second holder while the first one lives', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-lock-'));
    // the parent of this test is alive, so a lock naming it is held
    fs.writeFileSync(path.join(dir, 'aula.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    fs.rmSync(dir, { recursive: true });
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-lock-'));
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'aula.lock'), ended);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'aula.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'aula.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
