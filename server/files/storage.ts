// Uploaded files: stored under DATA_DIR/storage with names the server chooses, served at /storage.
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const STORAGE_PREFIX = '/storage/';
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export class FileStorage {
  constructor(readonly directory: string) {}

  async save(content: Buffer, extension: string): Promise<string> {
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
    await fs.writeFile(path.join(this.directory, name), content, { flag: 'wx' });
    return STORAGE_PREFIX + name;
  }

  /** A file stored as a stream makes it (a job's zip of documents), never whole in memory. */
  async saveStream(content: Readable, extension: string): Promise<string> {
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
    await pipeline(content, createWriteStream(path.join(this.directory, name), { flags: 'wx' }));
    return STORAGE_PREFIX + name;
  }

  /** A copy under a name of its own, so two rows never share a file that deleting one would remove. */
  async copy(value: string): Promise<string> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file: ${value}`);
    return this.save(await fs.readFile(path.join(this.directory, name)), name.slice(name.indexOf('.') + 1));
  }

  /** A stored file's bytes (a job's workbook, answered under its own name). */
  async read(value: string): Promise<Buffer> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file: ${value}`);
    return fs.readFile(path.join(this.directory, name));
  }

  /** A stored file as a stream (a job's file, sent without being read whole). */
  open(value: string): Readable {
    const name = value.slice(STORAGE_PREFIX.length);
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file: ${value}`);
    return createReadStream(path.join(this.directory, name));
  }

  async remove(value: string): Promise<void> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (STORED_NAME.test(name)) await fs.rm(path.join(this.directory, name), { force: true });
  }
}
