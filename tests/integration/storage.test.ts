// The two places files are kept, through one interface and one suite: a folder, and a bucket of a real S3-compatible
// server (s3rver). Then what the bucket is for: two servers over one PostgreSQL database, one receiving an upload and
// the other serving it; a backup whose files come from one bucket and are restored into another; and the bucket
// unreachable for a while (an upload refused with nothing written, a file read 503), then back with nothing to repair.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/core/config';
import { backup, restore } from '../../server/backup';
import { BucketStorage, FolderStorage, type FileStorage } from '../../server/files/storage';
import { registry } from '../../server/generated/registry';
import { createServer } from '../../server/server';
import { ADMIN, client, engines, freshData, serverBeside, signIn, startTestServer, tableDigest, testSettings, type TestServer } from './support/server';
import { tcpProxy, type TcpProxy } from './support/tcp-proxy';
import { startS3, type TestBucket } from './support/s3';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let bucket: TestBucket;
const folders: string[] = [];

beforeAll(async () => {
  bucket = await startS3();
});

afterAll(async () => {
  await bucket?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-storage-'));
  folders.push(folder);
  return folder;
}

let prefixes = 0;
const STORAGES: Record<string, () => FileStorage> = {
  folder: () => new FolderStorage(path.join(newFolder(), 'storage')),
  bucket: () => new BucketStorage(bucket.storage(`suite-${++prefixes}`)),
};

describe.each(Object.keys(STORAGES))('files kept in a %s', (kind) => {
  let storage: FileStorage;

  beforeAll(() => {
    storage = STORAGES[kind]();
  });

  it('keeps a file under a name of its own and gives it back whole, with its size', async () => {
    const value = await storage.save(Buffer.from('Aula, ფაილი'), 'csv');
    expect(value).toMatch(/^\/storage\/[a-f0-9]{32}\.csv$/);
    expect(await text(storage.open(value))).toBe('Aula, ფაილი');
    expect(await storage.size(value)).toBe(Buffer.byteLength('Aula, ფაილი'));
  });

  it('keeps a stream of unknown length, in parts where it is large', async () => {
    // 6 MB in 64 kB chunks: past the 5 MB of one part of a bucket's multipart upload
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const value = await storage.save(Readable.from((function* () { for (let i = 0; i < 96; i++) yield chunk; })()), 'zip');
    expect(await storage.size(value)).toBe(96 * chunk.length);
    let read = 0;
    for await (const part of storage.open(value)) read += (part as Buffer).length;
    expect(read).toBe(96 * chunk.length);
  });

  it('copies a file under another name, and removing one leaves the other', async () => {
    const value = await storage.save(PNG, 'png');
    const copy = await storage.copy(value);
    expect(copy).not.toBe(value);
    await storage.remove(value);
    await expect(storage.size(value)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(text(storage.open(value))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(Buffer.from(await text(storage.open(copy)), 'latin1').length).toBeGreaterThan(0);
    expect(await storage.size(copy)).toBe(PNG.length);
  });

  it('lists its files by name and takes one back under the name it had', async () => {
    const before = await storage.names();
    const value = await storage.save(PNG, 'png');
    const name = value.slice('/storage/'.length);
    expect(await storage.names()).toEqual([...before, name].sort());
    await storage.remove(value);
    await storage.put(name, Readable.from([PNG]));
    expect(await storage.size(value)).toBe(PNG.length);
  });

  it('refuses a name it did not choose, and keeps nothing of a stream that failed on the way', async () => {
    expect(() => storage.open('/storage/../../package.json')).toThrow(/not a stored file/);
    await expect(storage.size('/storage/x.png')).rejects.toThrow(/not a stored file/);
    const before = await storage.names();
    const failing = new Readable({ read() { this.destroy(new Error('the upload was cut')); } });
    await expect(storage.save(failing, 'pdf')).rejects.toThrow();
    expect(await storage.names()).toEqual(before);
  });
});

/** A student's photo uploaded through the API: where it is stored. */
async function uploadPhoto(call: ReturnType<typeof client>, token: string): Promise<string> {
  const students = await call('GET', '/api/students?per_page=1', { token });
  const [student] = (students.body.students as { data: { id: number }[] }).data;
  const form = new FormData();
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const written = await call('PUT', `/api/students/${student.id}`, { token, form });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  return String((written.body.data as { photo: string }).photo);
}

describe.each(engines)('a bucket every server reaches, on %s', (engine) => {
  let first: TestServer;

  beforeAll(async () => {
    first = await startTestServer(engine, { objectStorage: bucket.storage(`servers-${engine}`) });
  });

  afterAll(async () => {
    await first?.stop();
  });

  it('keeps an upload in the bucket and serves it from there', async () => {
    const call = client(first.baseUrl);
    const token = await signIn(call);
    const before = await first.server.ctx.storage.names();
    const photo = await uploadPhoto(call, token);
    expect(await first.server.ctx.storage.names()).toEqual([...before, photo.slice('/storage/'.length)].sort());
    const served = await call('GET', photo, { token });
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
  });

  if (engine === 'postgres') it('serves from one server the photo another received', async () => {
    const { server: other, baseUrl } = await serverBeside(first.config, { dataDir: newFolder() });
    try {
      const callOther = client(baseUrl);
      const call = client(first.baseUrl);
      const token = await signIn(call);
      const photo = await uploadPhoto(call, token);
      const served = await callOther('GET', photo, { token: await signIn(callOther) });
      expect(served.status).toBe(200);
      expect(served.bytes.equals(PNG)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

// on PGlite, whose data directory a backup reads; the files are the bucket's whatever the engine
describe.each(engines.filter((engine) => engine === 'pglite'))('a backup of a server on %s whose files are in a bucket', () => {
  it('holds the objects, and a restore puts them into another bucket the restored server serves them from', async () => {
    const configOf = (prefix: string): ServerConfig => ({
      ...testSettings(), dataDir: newFolder(), adminEmail: ADMIN.email, adminPassword: ADMIN.password, seedDemo: false, poolSize: 2,
      objectStorage: bucket.storage(prefix),
    });
    // a copy of the run's prepared first start with the administrator alone, rather than a first start of its own
    const prepared = await freshData('pglite', 'bare');
    folders.push(prepared.dataDir);
    const original = { ...configOf('backed-up'), dataDir: prepared.dataDir, pgliteImage: prepared.pgliteImage };
    let server = await createServer(original, registry, { announce: () => undefined });
    const photo = await server.ctx.storage.save(PNG, 'png');
    await server.ctx.db.query('UPDATE users SET photo = $1 WHERE email = $2', [photo, ADMIN.email]);
    const objects = await server.ctx.storage.names();
    await server.close();

    const file = path.join(newFolder(), 'aula.tar.gz');
    const { manifest } = await backup(original, file);
    expect(manifest.files).toBe(1);

    const restored = configOf('restored');
    await restore(restored, file);
    server = await createServer(restored, registry, { announce: () => undefined });
    try {
      expect(await server.ctx.storage.names()).toEqual(objects);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      const call = client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      const answer = await call('GET', photo, { token: await signIn(call) });
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(PNG)).toBe(true);
      // a restore goes into an empty storage only
      await expect(restore({ ...restored, dataDir: newFolder() }, file)).rejects.toThrow(/already holds files/);
    } finally {
      await server.close();
    }
  });
});

describe.each(engines)('a bucket that cannot be reached for a while, on %s', (engine) => {
  let test: TestServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    // the bucket's server behind a proxy the test cuts, as a network or the store's outage cuts it
    const storage = bucket.storage(`outage-${engine}`);
    const target = new URL(storage.endpoint!);
    proxy = await tcpProxy(target.hostname, Number(target.port));
    test = await startTestServer(engine, { objectStorage: { ...storage, endpoint: `http://127.0.0.1:${proxy.port}` } });
  });

  afterAll(async () => {
    await test?.stop();
    await proxy?.close();
  });

  it('refuses an upload with 503 in the user\'s words and writes no record pointing at it, answers 503 for a file, and works again once it is back', async () => {
    const call = client(test.baseUrl);
    const token = await signIn(call);
    const photo = await uploadPhoto(call, token);
    const before = await tableDigest(test, 'students');
    const files = await test.server.ctx.storage.names();
    await proxy.cut();
    try {
      const [student] = ((await call('GET', '/api/students?per_page=1', { token })).body.students as { data: { id: number }[] }).data;
      const form = new FormData();
      form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const refused = await call('PUT', `/api/students/${student.id}`, { token, form, language: 'en' });
      expect([refused.status, refused.body.message]).toEqual([503, 'The file store cannot be reached at the moment; nothing was saved. Try again in a minute.']);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await tableDigest(test, 'students')).toBe(before);
      const read = await call('GET', photo, { token, language: 'ka' });
      expect([read.status, read.body.message]).toEqual([503, 'ფაილების საცავი ამ წუთას მიუწვდომელია; არაფერი შენახულა. სცადეთ თავიდან ერთ წუთში.']);
    } finally {
      await proxy.restore();
    }
    // back: nothing to repair, no file left half-made
    expect(await test.server.ctx.storage.names()).toEqual(files);
    const served = await call('GET', photo, { token });
    expect([served.status, served.bytes.equals(PNG)]).toEqual([200, true]);
    const again = await uploadPhoto(call, token);
    expect((await call('GET', again, { token })).status).toBe(200);
  });
});
