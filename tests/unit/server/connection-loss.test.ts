// A connection PostgreSQL ends in the moment between its opening and the pool lending it, while its session's
// settings run (a restart, a failover, an administrator's terminate): the request that waited for it is refused as
// the database gone, and the server's process goes on. So does the backup command's own session, ended under it: the
// command fails with the loss, which it reports in a sentence, and nothing escapes it. The stand-in is a server on this machine that answers a
// connection's start as PostgreSQL does when it needs no password, then ends the connection at its first statement:
// the moment cannot be chosen with a real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../../server/backup';
import { readConfig } from '../../../server/core/config';
import { databaseUnreachable, openPostgres } from '../../../server/db/database';

/** AuthenticationOk, then ReadyForQuery (idle): a session that is open. */
const OPENED = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);
/** The first byte of a simple statement's message. */
const STATEMENT = 0x51;

describe('a connection ended at its first statement', () => {
  let server: Server;
  let url: string;
  const statements: string[] = [];

  beforeAll(async () => {
    server = createServer((socket: Socket) => {
      let started = false;
      socket.on('data', (chunk) => {
        if (!started) {
          started = true;
          socket.write(OPENED);
        } else if (chunk[0] === STATEMENT) {
          statements.push(chunk.subarray(5, chunk.length - 1).toString());
          socket.destroy();
        }
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `postgres://aula@127.0.0.1:${(server.address() as { port: number }).port}/aula`;
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('refuses the request that waited for it as the database gone, and the process hears no error of its own', async () => {
    const unheard: unknown[] = [];
    const hear = (error: unknown): void => { unheard.push(error); };
    process.on('uncaughtException', hear);
    try {
      const failure = await openPostgres(url, 'Asia/Tbilisi').then(() => undefined, (error: unknown) => error);
      expect(statements).toEqual([`SET TIME ZONE 'Asia/Tbilisi'`]);
      expect(databaseUnreachable(failure)).toBe(true);
      await new Promise((wait) => setTimeout(wait, 50));
      expect(unheard).toEqual([]);
    } finally {
      process.off('uncaughtException', hear);
    }
  });

  it('fails the backup command with the loss, which it reports, and the process hears no error of its own', async () => {
    const unheard: unknown[] = [];
    const hear = (error: unknown): void => { unheard.push(error); };
    process.on('uncaughtException', hear);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'aula-backup-lost-'));
    statements.length = 0;
    try {
      const failure = await backup(readConfig({ DATA_DIR: dataDir, DATABASE_URL: url }), path.join(dataDir, 'backup.tar.gz'))
        .then(() => undefined, (error: unknown) => error);
      // the files held for the dump: its first statement
      expect(statements).toEqual([expect.stringMatching(/^SELECT pg_advisory_lock\(/)]);
      expect(databaseUnreachable(failure)).toBe(true);
      await new Promise((wait) => setTimeout(wait, 50));
      expect(unheard).toEqual([]);
    } finally {
      process.off('uncaughtException', hear);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
