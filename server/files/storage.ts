// Uploaded files and jobs' files, under names the server chooses (`/storage/<32 hex>.<extension>`), in one of two
// places behind one interface: a folder (DATA_DIR/storage, one machine's) or an S3-compatible bucket every server
// reaches (STORAGE_URL=s3://bucket/prefix). Who may read a file is decided by the record holding it
// (server/capabilities/stored-files.ts), never by the storage.
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, paginateListObjectsV2, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStorageConfig } from '../core/config';
import { HttpError } from '../core/errors';

export const STORAGE_PREFIX = '/storage/';
/** A name the storage chose: 16 random bytes and the extension the upload's content had. */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

/** What a stored file is sent as, by its extension: the ones uploads are taken with (./sniff.ts) and jobs write. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', doc: 'application/msword', odt: 'application/vnd.oasis.opendocument.text',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv; charset=utf-8', zip: 'application/zip', ics: 'text/calendar; charset=utf-8',
};

/** The content type of a file named `name` (a stored name, or a job's file's name). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export interface FileStorage {
  /** where the files are, as a person reads it (a log line, an error) */
  readonly location: string;
  /** A new file of `content`, whole or as a stream makes it (a job's zip of documents, never whole in memory). */
  save(content: Buffer | Readable, extension: string): Promise<string>;
  /** A copy under a name of its own, so two rows never share a file that deleting one would remove. */
  copy(value: string): Promise<string>;
  /** A stored file as a stream (sent or read without being held whole); a missing file errors on the stream. */
  open(value: string): Readable;
  /** A stored file's size in bytes; rejects when there is none. */
  size(value: string): Promise<number>;
  remove(value: string): Promise<void>;
  /** Every stored file's name (a backup's list). */
  names(): Promise<string[]>;
  /** A file under the name it had (a restore). */
  put(name: string, content: Buffer | Readable): Promise<void>;
  /** A file under a name of the caller's (a job's: jobFileName), in the place of any file of that name. */
  replace(name: string, content: Buffer | Readable): Promise<string>;
}

/**
 * The stored name of a job's file: the job's own id (a UUID, without its dashes), so that an attempt taken up again
 * after its server died writes its file in the place of what the first attempt left, not beside it.
 */
export function jobFileName(job: string, extension: string): string {
  const name = `${job.replaceAll('-', '').toLowerCase()}.${extension}`;
  if (!STORED_NAME.test(name)) throw new Error(`not a job's id: ${job}`);
  return name;
}

/** The stored name of a value (`/storage/<name>`), refusing one the storage did not choose. */
function nameOf(value: string): string {
  const name = value.startsWith(STORAGE_PREFIX) ? value.slice(STORAGE_PREFIX.length) : value;
  if (!STORED_NAME.test(name)) throw new Error(`not a stored file: ${value}`);
  return name;
}

const newName = (extension: string): string => `${crypto.randomBytes(16).toString('hex')}.${extension}`;
const extensionOf = (value: string): string => value.slice(value.lastIndexOf('.') + 1);

/** Files in a folder of the server's machine. */
export class FolderStorage implements FileStorage {
  constructor(readonly location: string) {}

  async save(content: Buffer | Readable, extension: string): Promise<string> {
    const name = newName(extension);
    await this.put(name, content);
    return STORAGE_PREFIX + name;
  }

  async put(name: string, content: Buffer | Readable): Promise<void> {
    await fs.mkdir(this.location, { recursive: true });
    const file = path.join(this.location, nameOf(name));
    try {
      await fs.writeFile(file, content, { flag: 'wx' });
    } catch (error) {
      // a stream that failed on the way (an upload over its limit) leaves no part of itself behind
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
      throw error;
    }
  }

  async replace(name: string, content: Buffer | Readable): Promise<string> {
    await fs.rm(path.join(this.location, nameOf(name)), { force: true });
    await this.put(name, content);
    return STORAGE_PREFIX + name;
  }

  async copy(value: string): Promise<string> {
    return this.save(await fs.readFile(path.join(this.location, nameOf(value))), extensionOf(value));
  }

  open(value: string): Readable {
    return createReadStream(path.join(this.location, nameOf(value)));
  }

  async size(value: string): Promise<number> {
    return (await fs.stat(path.join(this.location, nameOf(value)))).size;
  }

  async remove(value: string): Promise<void> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (STORED_NAME.test(name)) await fs.rm(path.join(this.location, name), { force: true });
  }

  async names(): Promise<string[]> {
    const entries = await fs.readdir(this.location, { withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile() && STORED_NAME.test(entry.name)).map((entry) => entry.name).sort();
  }
}

/** Whether a storage's error says the file is not there (a folder's, or the bucket's answer made to read alike). */
export const isMissing = (error: unknown): boolean => (error as { code?: unknown } | undefined)?.code === 'ENOENT';

/**
 * Whether the bucket could not be reached (no answer in time, a connection refused or cut) or failed itself (5xx),
 * rather than refusing what was asked.
 */
function unreachable(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 500) >= 500;
  return typeof (error as { code?: unknown }).code === 'string' || (error as Error).name === 'TimeoutError';
}

/** The bucket unreachable, as the request that needed it is answered: 503, nothing saved, to be tried again later. */
const unavailable = (): HttpError => new HttpError(503, 'server.errors.storage_unavailable', {}, { 'retry-after': '30' });

/** A bucket's error as the request that met it is answered: an unreachable bucket's as `unavailable`, others as is. */
const bucketError = <E>(error: E): E | HttpError => (unreachable(error) ? unavailable() : error);

/** The error of a file the bucket does not hold, as a folder's says it (ENOENT: see isMissing). */
const missing = (value: string): Error => Object.assign(new Error(`no stored file ${value}`), { code: 'ENOENT' });

/** A bucket's call, its errors said as bucketError says them. */
async function reaching<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw bucketError(error);
  }
}

/**
 * How long the bucket may take: to open a connection, and to answer once asked. Past either the request that needed
 * it is answered 503 rather than left hanging (the SDK tries again twice first).
 */
const BUCKET_TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 60_000 };

/** Files as objects of an S3-compatible bucket, under the URL's prefix. */
export class BucketStorage implements FileStorage {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: ObjectStorageConfig) {
    const url = new URL(config.url);
    this.bucket = url.hostname;
    this.prefix = url.pathname.replace(/^\/+/, '').replace(/\/*$/, '/').replace(/^\/$/, '');
    this.location = `s3://${this.bucket}/${this.prefix}`;
    this.client = new S3Client({
      region: config.region,
      // checksums only where S3 requires them: an S3-compatible server may not read the trailers the SDK adds by default
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: BUCKET_TIMEOUTS,
      // an S3-compatible server of one's own answers at its address, not at bucket.host
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    });
  }

  private key(value: string): string {
    return this.prefix + nameOf(value);
  }

  async save(content: Buffer | Readable, extension: string): Promise<string> {
    const name = newName(extension);
    await this.put(name, content);
    return STORAGE_PREFIX + name;
  }

  async put(name: string, content: Buffer | Readable): Promise<void> {
    // a stream of unknown length goes up in parts; a failed upload aborts them, leaving nothing behind
    await reaching(new Upload({ client: this.client, params: { Bucket: this.bucket, Key: this.key(name), Body: content } }).done());
  }

  async replace(name: string, content: Buffer | Readable): Promise<string> {
    // an object written under a key takes the place of the one there
    await this.put(name, content);
    return STORAGE_PREFIX + name;
  }

  async copy(value: string): Promise<string> {
    const name = newName(extensionOf(value));
    await reaching(this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.prefix + name, CopySource: `${this.bucket}/${this.key(value)}` })));
    return STORAGE_PREFIX + name;
  }

  open(value: string): Readable {
    // a stream at once, as the folder's: the object's body flows into it when the bucket answers
    const stream = new PassThrough();
    this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(value) })).then(
      ({ Body }) => {
        const body = Body as Readable;
        body.on('error', (error) => stream.destroy(error));
        body.pipe(stream);
      },
      (error: Error) => stream.destroy(error instanceof NoSuchKey ? missing(value) : bucketError(error)),
    );
    return stream;
  }

  async size(value: string): Promise<number> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(value) }))).ContentLength ?? 0;
    } catch (error) {
      throw error instanceof NotFound ? missing(value) : bucketError(error);
    }
  }

  async remove(value: string): Promise<void> {
    const name = value.slice(STORAGE_PREFIX.length);
    if (STORED_NAME.test(name)) await reaching(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + name })));
  }

  async names(): Promise<string[]> {
    const names: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix })) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length) ?? '';
        if (STORED_NAME.test(name)) names.push(name);
      }
    }
    return names.sort();
  }
}

/** The storage the configuration names: the bucket of STORAGE_URL, or DATA_DIR/storage. */
export function storageOf(config: { dataDir: string; objectStorage?: ObjectStorageConfig }): FileStorage {
  return config.objectStorage ? new BucketStorage(config.objectStorage) : new FolderStorage(path.join(config.dataDir, 'storage'));
}
