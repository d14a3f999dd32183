// Uploaded files: stored under DATA_DIR/storage with names the server chooses, served at /storage.
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export const STORAGE_PREFIX = '/storage/';
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export class FileStorage {
  constructor(readonly directory: string) {}

  /** A new file of `content`, whole or as a stream makes it (a job's zip of documents, never whole in memory). */
  async save(content: Buffer | Readable, extension: string): Promise<string> {
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`;
    try {
      await fs.writeFile(path.join(this.directory, name), content, { flag: 'wx' });
    } catch (error) {
      // a stream that failed on the way (an upload over its limit) leaves no part of itself behind
      await fs.rm(path.join(this.directory, name), { force: true });
      throw error;
    }
    return STORAGE_PREFIX + name;
  }

  /** Where a stored file is, refusing a value that is not a name the storage chose. */
  private fileOf(value: string): string {
    const name = value.slice(STORAGE_PREFIX.length);
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file: ${value}`);
    return path.join(this.directory, name);
  }

  /** A copy under a name of its own, so two rows never share a file that deleting one would remove. */
  async copy(value: string): Promise<string> {
    return this.save(await fs.readFile(this.fileOf(value)), value.slice(value.lastIndexOf('.') + 1));
  }

  /** A stored file as a stream (a job's file, sent without being read whole). */
  open(value: string): Readable {
    return createReadStream(this.fileOf(value));
  }

  /** A stored file's size in bytes (how far a job reading it has come). */
  async size(value: string): Promise<number> {
    return (await fs.stat(this.fileOf(value))).size;
  }

  async remove(value: string): Promise<void> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (STORED_NAME.test(name)) await fs.rm(path.join(this.directory, name), { force: true });
  }
}
