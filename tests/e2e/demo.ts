// A journey's own data directory, migrated and seeded as Aula's first start does, with the demo accounts that start
// announces (a student's and a lecturer's) and its database left open for what the journey reads before Aula starts
// on it (close it first).
import { readConfig } from '../../server/core/config';
import type { Database } from '../../server/db/database';
import { registry } from '../../server/generated/registry';
import { prepareDatabase } from '../../server/server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newDataDir } from './harness';

export interface Credentials {
  email: string;
  password: string;
}

export interface DemoData {
  dataDir: string;
  db: Database;
  student: Credentials;
  lecturer: Credentials;
}

export async function demoData(): Promise<DemoData> {
  const dataDir = newDataDir();
  const announced: string[] = [];
  const db = await prepareDatabase(readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD }), registry, (line) => announced.push(line));
  const text = announced.join('\n');
  const account = (who: string): Credentials => {
    const [, email = '', password = ''] = new RegExp(`a demo ${who} signs in as (\\S+) with the password (\\S+) `).exec(text) ?? [];
    return { email, password };
  };
  return { dataDir, db, student: account('student'), lecturer: account('lecturer') };
}
