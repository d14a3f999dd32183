// A backup taken while Aula writes, on PostgreSQL (the embedded database is backed up with its server stopped:
// docs/running.md): students are imported as a job, students' photos are replaced one after another (each replaced
// file removed once its row no longer names it) and campuses are added, all while the backup runs. Restored into an
// empty database and an empty folder, it passes the database's own constraints (a dump makes them after its rows),
// every file a restored row names is there, and the restored Aula serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../server/backup';
import { registry } from '../../server/generated/registry';
import { STORAGE_PREFIX } from '../../server/files/storage';
import { finished } from './support/jobs';
import { ADMIN, client, freshData, serverBeside, signIn, startTestServer, type TestData, type TestServer } from './support/server';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const IMPORTED = 5_000;
const english = JSON.parse(fs.readFileSync('locales/en.json', 'utf8')) as { options: Record<string, Record<string, string>> };

/** Every table and column that holds a stored file, as the screens say. */
const fileColumns = [...new Set(Object.values(registry.screens).flatMap((screen) => (screen.table
  ? screen.fields.filter((field) => field.kind === 'file').map((field) => `${screen.table}.${field.key}`)
  : [])))].map((name) => name.split('.') as [string, string]);

describe('a backup taken while Aula writes', () => {
  let test: TestServer;
  let empty: TestData;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-backup-writing-'));

  beforeAll(async () => {
    test = await startTestServer('postgres');
    empty = await freshData('postgres');
  });

  afterAll(async () => {
    await test?.stop();
    await empty?.remove();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('restores into an empty database rows that keep its constraints, every file they name, and the restored Aula serves', { timeout: 120_000 }, async () => {
    const call = client(test.baseUrl);
    const token = await signIn(call);
    const { db } = test.server.ctx;
    const ids = (await db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 5')).map((row) => row.id);
    const [place] = await db.query<{ school: string; program: string }>(
      `SELECT sc.name_en AS school, p.name_en AS program FROM students s JOIN schools sc ON sc.id = s.school_id
       JOIN programs p ON p.id = s.program_id ORDER BY s.id LIMIT 1`,
    );
    const { sex, citizenship, status } = english.options;
    const csv = ['name,surname,personal_id,sex,birthday,citizenship,phone,email,status_id,school_id,program_id', ...Array.from({ length: IMPORTED },
      (_, i) => `Nino,Backed,555${String(i).padStart(8, '0')},${sex.female},2004-01-01,${citizenship.georgia},555-20-202,backed-${i}@example.ge,${status.active},${place.school},${place.program}`)].join('\n');
    const form = new FormData();
    form.append('key', 'personal_id');
    form.append('file', new Blob([csv]), 'students.csv');
    const imported = await call('POST', '/api/students/import', { token, form, language: 'en' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(202);

    let writing = true;
    const photos = new Map<number, string[]>(ids.map((id) => [id, []]));
    const replacePhotos = async (): Promise<number> => {
      let replaced = 0;
      for (; writing; replaced += 1) {
        const photo = new FormData();
        photo.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
        const id = ids[replaced % ids.length];
        const answer = await call('PUT', `/api/students/${id}`, { token, form: photo });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        photos.get(id)!.push((answer.body.data as { photo: string }).photo);
      }
      return replaced;
    };
    const addCampuses = async (): Promise<number> => {
      let added = 0;
      for (; writing; added += 1) {
        const answer = await call('POST', '/api/campuses', { token, body: { name_ka: `კამპუსი ${added}`, name_en: `Backed campus ${added}`, address_ka: 'ა', address_en: 'A' } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      }
      return added;
    };
    const writers = Promise.all([replacePhotos(), addCampuses()]);
    const file = path.join(folder, 'aula.tar.gz');
    let backedUp: Awaited<ReturnType<typeof backup>>;
    try {
      // each of the five students has a photo before the backup starts (a fixed wait was too short on a busy machine:
      // a student whose first photo came after the backup's snapshot was restored without one)
      while ([...photos.values()].some((stored) => stored.length === 0)) await new Promise((wait) => setTimeout(wait, 20));
      backedUp = await backup(test.config, file);
    } finally {
      writing = false;
    }
    const [replaced, added] = await writers;
    // the writes went on through the backup, not only before it
    expect(replaced).toBeGreaterThan(10);
    expect(added).toBeGreaterThan(10);
    expect((await finished(call, token, (imported.body.job as { id: string }).id)).state).toBe('completed');
    expect(backedUp.manifest.engine).toBe('postgres');
    // the photos replaced while the backup ran were kept for it, and are gone once it is done: each student's last alone stays
    expect(await db.query('SELECT value FROM files_to_remove')).toEqual([]);
    const stored = new Set(await test.server.ctx.storage.names());
    for (const values of photos.values()) {
      expect(values.map((value) => stored.has(value.slice(STORAGE_PREFIX.length)))).toEqual(values.map((_, i) => i === values.length - 1));
    }

    const config = { ...test.config, dataDir: empty.dataDir, databaseUrl: empty.databaseUrl, seedDemo: false };
    await restore(config, file);
    const restored = new pg.Client({ connectionString: empty.databaseUrl });
    await restored.connect();
    try {
      const kept = new Set(fs.readdirSync(path.join(empty.dataDir, 'storage')).map((name) => `${STORAGE_PREFIX}${name}`));
      for (const [table, column] of fileColumns) {
        const { rows } = await restored.query<{ file: string }>(`SELECT DISTINCT ${column} AS file FROM ${table} WHERE ${column} IS NOT NULL`);
        expect(rows.filter((row) => !kept.has(row.file)).map((row) => `${table}.${column} ${row.file}`)).toEqual([]);
      }
      const [{ photos }] = (await restored.query<{ photos: number }>('SELECT count(photo)::integer AS photos FROM students WHERE id = ANY($1::integer[])', [ids])).rows;
      expect(photos).toBe(ids.length);
    } finally {
      await restored.end();
    }

    const { server, baseUrl } = await serverBeside(config);
    try {
      const again = client(baseUrl);
      const signedIn = await signIn(again, ADMIN.email, ADMIN.password);
      const student = await again('GET', `/api/students/${ids[0]}`, { token: signedIn });
      expect(student.status).toBe(200);
      const photo = await fetch(`${baseUrl}${(student.body.data as { photo: string }).photo}`, { headers: { authorization: `Bearer ${signedIn}` } });
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    } finally {
      await server.close();
    }
  });
});
