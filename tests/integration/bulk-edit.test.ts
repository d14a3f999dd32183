// Setting fields on many rows at once (screen key bulkEdit), over real HTTP on PGlite and (when DATABASE_URL is set)
// PostgreSQL: each ticked row written on its own with its version and kept in its history, a row changed since it was
// listed skipped and said so, a value its own edit would refuse refused for that row alone, and every row a filter
// chooses set by a background job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished } from './support/jobs';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface Outcome { id: number; status: string; reason?: string }
interface Entry { action: string; changes: Record<string, { from: unknown; to: unknown }> }
interface Student { id: number; status_id: number; learn_year_id: number | null; row_version: string }

describe.each(engines)('bulk edit on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  let students: Student[];

  const studentsNow = async (ids: readonly number[]): Promise<Student[]> => test.server.ctx.db.query<Student>(
    'SELECT id, status_id, learn_year_id, xmin::text AS row_version FROM students WHERE id = ANY($1) ORDER BY id', [ids],
  );
  const edit = (query: string, body: Record<string, unknown>, token = admin) => call('POST', `/api/students/actions/bulkEdit?${query}`, { token, body, language: 'en' });

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
    const ids = (await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students WHERE status_id = 1 ORDER BY id LIMIT 4')).map((row) => row.id);
    students = await studentsNow(ids);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('sets the chosen field on each ticked row, each change in that row\'s history, and leaves the fields not filled', async () => {
    const ticked = students.slice(0, 3);
    const versions = ticked.map((row) => `${row.id}:${row.row_version}`).join(',');
    const answer = await edit(`ids=${ticked.map((row) => row.id).join(',')}&versions=${versions}`, { status_id: 2 });
    expect(answer.status).toBe(200);
    expect((answer.body.results as Outcome[]).map((result) => result.status)).toEqual(['changed', 'changed', 'changed']);
    expect(answer.body.message).toBe('3 rows changed');
    const now = await studentsNow(ticked.map((row) => row.id));
    expect(now.map((row) => row.status_id)).toEqual([2, 2, 2]);
    expect(now.map((row) => row.learn_year_id)).toEqual(ticked.map((row) => row.learn_year_id));
    for (const row of ticked) {
      const history = await call('GET', `/api/students/${row.id}/history`, { token: admin });
      const [latest] = history.body.data as Entry[];
      expect([latest.action, latest.changes]).toEqual(['update', { status_id: { from: 1, to: 2 } }]);
    }
  });

  it('skips a row changed since it was listed, says why, and writes the others', async () => {
    const listed = await studentsNow(students.map((row) => row.id));
    // someone else saves the second row meanwhile
    expect((await call('PUT', `/api/students/${listed[1].id}`, { token: admin, body: { notes: 'Seen by the dean' } })).status).toBe(200);
    const versions = listed.map((row) => `${row.id}:${row.row_version}`).join(',');
    const answer = await edit(`ids=${listed.map((row) => row.id).join(',')}&versions=${versions}`, { status_id: 1 });
    const results = answer.body.results as Outcome[];
    // a row whose status is already the one set is left as it is, and said so
    const expected = (row: { status_id: number }, index: number): string => (index === 1 ? 'refused' : row.status_id === 1 ? 'unchanged' : 'changed');
    expect(results.map((result) => [result.id, result.status])).toEqual(listed.map((row, index) => [row.id, expected(row, index)]));
    expect(results.filter((result) => result.status === 'changed')).toHaveLength(2);
    expect(results[1].reason).toMatch(/^Someone changed this record after the list was opened/);
    expect((await studentsNow([listed[1].id]))[0].status_id).toBe(2);
  });

  it('refuses a value the row\'s own edit would refuse, for that row alone, and a call that fills no field or names a field not offered', async () => {
    const { db } = test.server.ctx;
    // a group belongs to a programme: set on a student of another programme, the student's own edit would refuse it
    const [group] = await db.query<{ id: number; program_id: number }>('SELECT id, program_id FROM student_groups ORDER BY id LIMIT 1');
    const [inside] = await db.query<{ id: number }>('SELECT id FROM students WHERE program_id = $1 AND group_id IS DISTINCT FROM $2 ORDER BY id LIMIT 1', [group.program_id, group.id]);
    const [outside] = await db.query<{ id: number }>('SELECT id FROM students WHERE program_id <> $1 ORDER BY id LIMIT 1', [group.program_id]);
    const grouped = await edit(`ids=${inside.id},${outside.id}`, { group_id: group.id });
    expect(grouped.status).toBe(200);
    expect((grouped.body.results as Outcome[]).map((result) => [result.id, result.status])).toEqual([[inside.id, 'changed'], [outside.id, 'refused']]);
    expect((grouped.body.results as Outcome[])[1].reason).toMatch(/^Group: /);
    expect((await db.query<{ group_id: number | null }>('SELECT group_id FROM students WHERE id = $1', [outside.id]))[0].group_id).not.toBe(group.id);
    // so does an academic year: a year of Finance is not one of a Law student's
    const [year] = await db.query<{ id: number }>(
      'SELECT id FROM learn_years WHERE program_id = $1 AND id IS DISTINCT FROM (SELECT learn_year_id FROM students WHERE id = $2) ORDER BY id LIMIT 1', [group.program_id, inside.id],
    );
    const yeared = await edit(`ids=${inside.id},${outside.id}`, { learn_year_id: year.id });
    expect((yeared.body.results as Outcome[]).map((result) => [result.id, result.status])).toEqual([[inside.id, 'changed'], [outside.id, 'refused']]);
    expect((yeared.body.results as Outcome[])[1].reason).toMatch(/^Academic year: .* does not go with the choice/);
    // and the form of one student the same
    const single = await call('PUT', `/api/students/${outside.id}`, { token: admin, body: { learn_year_id: year.id }, language: 'en' });
    expect(single.status).toBe(422);
    expect(Object.keys(single.body.errors as object)).toEqual(['learn_year_id']);

    const ids = students.slice(0, 2).map((row) => row.id);
    const before = await tableDigest(test, 'students');
    expect((await edit(`ids=${ids.join(',')}`, { status_id: 999999 })).status).toBe(422);
    const nothing = await edit(`ids=${ids.join(',')}`, {});
    expect([nothing.status, nothing.body.message]).toEqual([422, 'Fill in at least one field to set on the rows.']);
    // the form holds only the bulkEdit fields: a personal ID is not set on many rows
    expect((await edit(`ids=${ids.join(',')}`, { personal_id: '01001011111' })).status).toBe(422);
    expect((await edit(`ids=${ids.join(',')}&versions=${ids[0]}:abc`, { status_id: 1 })).status).toBe(422);
    expect(await tableDigest(test, 'students')).toBe(before);
    const outsider = await signInHolding(test, 'bulk.outsider@example.com', ['lecturers.index']);
    expect((await edit(`ids=${ids.join(',')}`, { status_id: 1 }, outsider)).status).toBe(403);
  });

  it('writes the rows one by one when the database refuses their one statement: the row it refuses alone is left, and said why', async () => {
    const { db } = test.server.ctx;
    const [group] = await db.query<{ id: number; program_id: number }>('SELECT id, program_id FROM student_groups ORDER BY id DESC LIMIT 1');
    const three = (await db.query<{ id: number }>(
      'SELECT id FROM students WHERE program_id = $1 AND group_id IS DISTINCT FROM $2 ORDER BY id LIMIT 3', [group.program_id, group.id],
    )).map((row) => row.id);
    // a rule only the database keeps: of the first two, one student at most in the group
    await db.query(`CREATE UNIQUE INDEX students_bulk_one_grouped ON students (group_id) WHERE id IN (${three[0]}, ${three[1]}) AND group_id = ${group.id}`);
    try {
      const entries = async (id: number) => (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM record_changes WHERE table_name = 'students' AND record_id = $1`, [id]))[0].count;
      const kept = await Promise.all(three.map(entries));
      const answer = await edit(`ids=${three.join(',')}`, { group_id: group.id });
      expect(answer.status).toBe(200);
      const results = answer.body.results as Outcome[];
      expect(results.map((result) => [result.id, result.status])).toEqual([[three[0], 'changed'], [three[1], 'refused'], [three[2], 'changed']]);
      expect(results[1].reason).toMatch(/already/i);
      expect((await db.query<{ id: number; group_id: number | null }>('SELECT id, group_id FROM students WHERE id = ANY($1) ORDER BY id', [three])).map((row) => row.group_id === group.id))
        .toEqual([true, false, true]);
      // what the refused statement wrote is gone: each written row's history holds its change once
      expect(await Promise.all(three.map(entries))).toEqual([kept[0] + 1, kept[1], kept[2] + 1]);
    } finally {
      await db.query('DROP INDEX students_bulk_one_grouped');
    }
  });

  it('sets every row a filter chooses as a background job, and no other row', async () => {
    const [{ program }] = await test.server.ctx.db.query<{ program: number }>('SELECT program_id AS program FROM students GROUP BY program_id ORDER BY count(*) DESC LIMIT 1');
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM students WHERE program_id = $1', [program]);
    const others = await test.server.ctx.db.query<{ id: number; mobility: boolean | null }>('SELECT id, mobility FROM students WHERE program_id <> $1 ORDER BY id', [program]);
    const [{ already }] = await test.server.ctx.db.query<{ already: number }>('SELECT count(*)::int AS already FROM students WHERE program_id = $1 AND mobility', [program]);
    const entries = async () => (await test.server.ctx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM record_changes WHERE table_name = 'students'`))[0].count;
    const kept = await entries();
    const answer = await edit(`all=1&program_id=${program}`, { mobility: true });
    expect(answer.status).toBe(202);
    const job = await finished(call, admin, (answer.body.job as { id: string }).id);
    expect([job.state, job.message?.split('\n')[0]]).toEqual(['completed', `Changed: ${count - already}. Held the values already: ${already}. Not changed: 0.`]);
    const [{ set }] = await test.server.ctx.db.query<{ set: number }>('SELECT count(*)::int AS set FROM students WHERE program_id = $1 AND mobility', [program]);
    expect(set).toBe(count);
    expect(await entries()).toBe(kept + count - already);
    // run again (as a job taken up after its server died runs again): nothing written, nothing kept twice in a history
    const digest = await tableDigest(test, 'students');
    const again = await finished(call, admin, ((await edit(`all=1&program_id=${program}`, { mobility: true })).body.job as { id: string }).id);
    expect(again.message?.split('\n')[0]).toBe(`Changed: 0. Held the values already: ${count}. Not changed: 0.`);
    expect([await tableDigest(test, 'students'), await entries()]).toEqual([digest, kept + count - already]);
    expect(await test.server.ctx.db.query('SELECT id, mobility FROM students WHERE program_id <> $1 ORDER BY id', [program])).toEqual(others);
    // a filter the list would refuse starts nothing
    expect((await edit('all=1&program_id=abc', { mobility: false })).status).toBe(422);
  });
});
