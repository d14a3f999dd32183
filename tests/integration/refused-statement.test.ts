// A statement the database refuses outside a transaction (a unique value taken, a value its type does not take) is
// answered with its refusal, and the connection it ran on serves the next statements as before, on PGlite and on
// PostgreSQL. node-postgres' pool.query closes the connection after any error: on PostgreSQL a reconnect each time, and
// on PGlite, whose one connection every client of the pool shares, the end of the database for the whole process (the
// next statements failed, then answered wrong rows, then the process crashed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { engines, freshData, type TestData } from './support/server';

describe.each(engines)('a statement refused outside a transaction on %s', (engine) => {
  let data: TestData;
  let db: Database;

  beforeAll(async () => {
    data = await freshData(engine);
    db = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.databaseUrl, memoryDatabase: engine === 'pglite', timeZone: 'UTC', poolSize: 2 });
    await db.query('CREATE TABLE refused_here (id integer PRIMARY KEY)');
    await db.query('INSERT INTO refused_here VALUES (1), (2)');
  });

  afterAll(async () => {
    await db?.close();
    await data?.remove();
  });

  it('answers the refusal, and the next statements on the same connection as before', async () => {
    const session = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid WHERE $1::integer > 0', [1]))[0].pid;
    const before = await session();
    await expect(db.query('INSERT INTO refused_here VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT $1::integer', ['one'])).rejects.toMatchObject({ code: '22P02' });
    for (let again = 0; again < 3; again += 1) {
      expect(await db.query('SELECT count(*)::integer AS count FROM refused_here WHERE id > $1', [0])).toEqual([{ count: 2 }]);
    }
    expect(await session()).toBe(before);
    // and inside a transaction, as before
    await expect(db.transaction((tx) => tx.query('INSERT INTO refused_here VALUES ($1)', [2]))).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT count(*)::integer AS count FROM refused_here WHERE id > $1', [0])).toEqual([{ count: 2 }]);
  });
});
