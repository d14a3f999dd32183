// A real S3-compatible server on this machine (s3rver, objects in a folder of its own), for the bucket storage and
// the servers that share it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../../server/core/config';

/** s3rver's own keys: it checks each request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  /** the configuration of a storage in the bucket, under a prefix of its own */
  storage(prefix: string): ObjectStorageConfig;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'aula'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aula-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    storage: (prefix) => ({ url: `s3://${bucket}/${prefix}`, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', ...KEYS }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
