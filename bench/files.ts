// Stored files through their record's check (PGlite, the demo university, a warm server started as `npm start` does):
// every student given a photo in the data directory before the start, and the photos read one after another, each
// reader's way: an administrator of full access, a holder of students.index alone, a student reading a news item's
// picture, and a name nobody holds (every screen asked before the 404). Then the students list with its photos in
// Chromium, from the sidebar's click to the first row painted (benchListUi). `tsx bench/files.ts` runs it alone.
import path from 'node:path';
import { hashPassword } from '../server/auth/passwords';
import { DEFAULT_PASSWORD_COST, readConfig } from '../server/core/config';
import { FolderStorage } from '../server/files/storage';
import { registry } from '../server/generated/registry';
import { prepareDatabase } from '../server/server';
import { USER_TYPE } from '../contract/constants';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, newDataDir, startAula } from '../tests/e2e/harness';
import { percentile } from './record';
import { benchListUi, studentsUiTable, type StudentsUiBench } from './students-ui';

export const FILE_READ_P99_BUDGET_MS = 10;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const READER_PASSWORD = 'bench reader password';
const XSRF = 'bench-xsrf';

interface PhotosData { dataDir: string; photos: string[]; news: string }

/** A data directory whose students each have a photo of their own, a news item a picture, and the readers' accounts. */
async function photosDataDir(): Promise<PhotosData> {
  const dataDir = newDataDir();
  const config = readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD });
  const db = await prepareDatabase(config, registry, () => undefined);
  const storage = new FolderStorage(path.join(dataDir, 'storage'));
  try {
    const photos: string[] = [];
    for (const { id } of await db.query<{ id: number }>('SELECT id FROM students ORDER BY id')) {
      const photo = await storage.save(PNG, 'png');
      await db.query('UPDATE students SET photo = $1 WHERE id = $2', [photo, id]);
      photos.push(photo);
    }
    const news = await storage.save(PNG, 'png');
    await db.query('UPDATE news SET photo = $1 WHERE id = (SELECT min(id) FROM news WHERE published AND published_at <= now())', [news]);
    const hash = await hashPassword(READER_PASSWORD, DEFAULT_PASSWORD_COST);
    const [office] = await db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type_id) VALUES ('office@example.com', $1, 'Bench', 'Office', $2) RETURNING id",
      [hash, USER_TYPE.admin],
    );
    const [role] = await db.query<{ id: number }>("INSERT INTO roles (title, permissions) VALUES ('Bench: students', ARRAY(SELECT id FROM permissions WHERE title = 'students.index')) RETURNING id");
    await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [office.id, role.id]);
    await db.query(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type_id, student_id) VALUES ('student@example.com', $1, 'Bench', 'Student', $2, (SELECT min(id) FROM students))",
      [hash, USER_TYPE.student],
    );
    return { dataDir, photos, news };
  } finally {
    await db.close();
  }
}

async function tokenOf(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST', body: JSON.stringify({ email, password }),
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  return String(((await answer.json()) as { token: string }).token);
}

export interface FileReads { reader: string; status: number; reads: number; medianMs: number; p99Ms: number }

/** Each of `files` read in turn, `rounds` times over, as the browser's <img> asks (the token cookie); the times of all. */
async function timedReads(baseUrl: string, reader: string, token: string, files: readonly string[], rounds: number): Promise<FileReads> {
  const times: number[] = [];
  let status = 0;
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      const started = performance.now();
      const answer = await fetch(baseUrl + file, { headers: { cookie: `token=${token}` } });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
      status = answer.status;
    }
  }
  return { reader, status, reads: times.length, medianMs: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

export async function benchFiles(rounds = 10): Promise<{ reads: FileReads[]; list: StudentsUiBench; photos: number }> {
  const { dataDir, photos, news } = await photosDataDir();
  const aula = await startAula({}, dataDir);
  try {
    const admin = await tokenOf(aula.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const office = await tokenOf(aula.baseUrl, 'office@example.com', READER_PASSWORD);
    const student = await tokenOf(aula.baseUrl, 'student@example.com', READER_PASSWORD);
    // warm: the statements prepared, the pages of the indexes read
    await timedReads(aula.baseUrl, 'warm-up', admin, photos, 1);
    const reads = [
      await timedReads(aula.baseUrl, 'administrator (full access), a student\'s photo', admin, photos, rounds),
      await timedReads(aula.baseUrl, 'holder of students.index, a student\'s photo', office, photos, rounds),
      await timedReads(aula.baseUrl, 'a student, a news item\'s picture', student, [news], rounds * photos.length),
      await timedReads(aula.baseUrl, 'administrator, a name nobody holds (404)', admin, [`/storage/${'0'.repeat(32)}.png`], rounds * photos.length),
    ];
    const browser = await launchChromium({ coverKept: true });
    try {
      return { reads, list: await benchListUi(browser, aula.baseUrl, 'students'), photos: photos.length };
    } finally {
      await browser.close();
    }
  } finally {
    await aula.stop();
  }
}

/** The reads as a table's rows, against their budget. */
export function fileReadsTable(reads: readonly FileReads[]): Record<string, string | number>[] {
  return reads.map((read) => ({
    reader: read.reader, status: read.status, reads: read.reads, 'median ms': read.medianMs, 'p99 ms': read.p99Ms,
    budget: `${FILE_READ_P99_BUDGET_MS} ms p99`, ok: read.p99Ms <= FILE_READ_P99_BUDGET_MS ? 'yes' : 'NO',
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { reads, list, photos } = await benchFiles();
  console.log(`\nStored files through their record's check (PGlite, demo data, ${photos} student photos, a warm server)`);
  console.table(fileReadsTable(reads));
  console.log('\nThe students list with a photo on every row, in Chromium (click to first row)');
  console.table(studentsUiTable(list));
}
