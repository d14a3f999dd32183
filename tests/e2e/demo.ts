// The run's first start, made once (tests/e2e/shared.ts): a data directory migrated and seeded as Aula's first start
// does, with the demo accounts that start announces (a student's and a lecturer's); and a journey's own copy of it,
// its database left open for what the journey writes before Aula starts on it (close it first).
import { rmSync } from 'node:fs';
import type { Database } from '../../server/db/database';
import { registry } from '../../server/generated/registry';
import { prepareDatabase } from '../../server/server';
import { testSettings } from '../integration/support/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, emptyDataDir, newDataDir, sharedRun, type Credentials, type FirstStart } from './harness';

export interface DemoData {
  dataDir: string;
  db: Database;
  student: Credentials;
  lecturer: Credentials;
}

const openDatabase = (dataDir: string, announce?: (line: string) => void) =>
  prepareDatabase(testSettings({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, announce);

/** Aula's first start, made in a data directory of its own (removed by `remove`). */
export async function makeFirstStart(): Promise<FirstStart & { remove(): void }> {
  const dataDir = emptyDataDir();
  const announced: string[] = [];
  await (await openDatabase(dataDir, (line) => announced.push(line))).close();
  const text = announced.join('\n');
  const account = (who: string): Credentials => {
    const [, email = '', password = ''] = new RegExp(`a demo ${who} signs in as (\\S+) with the password (\\S+) `).exec(text) ?? [];
    if (!email) throw new Error(`the first start announced no demo ${who}:\n${text}`);
    return { email, password };
  };
  return { dataDir, student: account('student'), lecturer: account('lecturer'), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A journey's own copy of the run's first start, its database open. */
export async function demoData(): Promise<DemoData> {
  const firstStart = sharedRun()?.firstStart;
  if (!firstStart) throw new Error('the demo data are the run\'s first start, which tests/e2e/shared.ts makes');
  const dataDir = newDataDir();
  return { dataDir, db: await openDatabase(dataDir), student: firstStart.student, lecturer: firstStart.lecturer };
}
