// However a list page is read (the plain query, the matching rows collected first, more of them where no index reads
// the filters and then the sort, a first page looked for along the sort index as far as a bound, a search split on
// the sort column, a page far in read on from the row before it, remembered or found), it holds exactly the rows, in
// exactly the order, of the plain query: property-based over random filters, searches, sorts, page sizes and pages of
// some 4,000 students (a seventh without a GPA), on PGlite and PostgreSQL, over real HTTP.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { parseListQuery } from '../../server/kernel/list-query';
import { readPage, sortsWithFilters, TotalsCache } from '../../server/kernel/paged-list';
import type { Queryable } from '../../server/db/database';
import { Hooks } from '../../server/kernel/hooks';
import { tableSource } from '../../server/kernel/table-source';
import { fillStudents } from '../../server/seed/bulk';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

const STUDENTS = 4_000;
const students = registry.screens.students;

describe.each(engines)('list strategies on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    await fillStudents(test.server.ctx.db, STUDENTS);
    await test.server.ctx.db.query('UPDATE students SET gpa = NULL WHERE id % 7 = 0');
    await test.server.ctx.db.query('ANALYZE students');
    test.server.ctx.totals.invalidate('students');
  }, 300_000);

  afterAll(async () => {
    await test?.stop();
  });

  /** The ids the plain query answers: the list's conditions and order, LIMIT and OFFSET, nothing else. */
  async function plainIds(query: Record<string, string>): Promise<number[]> {
    const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
    const parsed = parseListQuery(students, source, query);
    const params = [...parsed.params, parsed.perPage, (parsed.page - 1) * parsed.perPage];
    const rows = await test.server.ctx.db.query<{ id: number }>(
      `SELECT students.id AS id FROM students${parsed.where.length ? ` WHERE ${parsed.where.join(' AND ')}` : ''}
       ORDER BY ${parsed.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows.map((row) => Number(row.id));
  }

  it('gives the estimate as a long list\'s total, says so, and counts exactly when asked', async () => {
    const [{ count }] = await test.server.ctx.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM students');
    const [{ few }] = await test.server.ctx.db.query<{ few: number }>('SELECT count(*)::integer AS few FROM students WHERE program_id = 3 AND status_id = 2');
    test.server.ctx.totals = new TotalsCache(undefined, 1_000);
    try {
      const estimated = (await call('GET', '/api/students', { token })).body.students as { total: number; total_estimated?: boolean; last_page: number };
      expect(estimated.total_estimated).toBe(true);
      expect(Math.abs(estimated.total - count)).toBeLessThan(count * 0.2);
      expect(estimated.last_page).toBe(Math.ceil(estimated.total / 15));
      const exact = (await call('GET', '/api/students?exact_total=1', { token })).body.students as { total: number; total_estimated?: boolean };
      expect(exact).toMatchObject({ total: count });
      expect(exact.total_estimated).toBeUndefined();
      // the exact count, once known, is the answer until the table is written
      expect((await call('GET', '/api/students', { token })).body.students).toMatchObject({ total: count });
      // a filter that keeps few rows is counted
      const filtered = (await call('GET', '/api/students?program_id=3&status_id=2', { token })).body.students as { total: number; total_estimated?: boolean };
      expect(filtered).toMatchObject({ total: few });
      expect(filtered.total_estimated).toBeUndefined();
    } finally {
      test.server.ctx.totals = new TotalsCache();
    }
  });

  it('asks the planner for no estimate where the table holds no more rows than an estimate is given for', async () => {
    const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
    const query = parseListQuery(students, source, { program_id: '3', status_id: '2' });
    const statements: string[] = [];
    const db: Queryable = { query: (sql, params, options) => { statements.push(sql.trim()); return test.server.ctx.db.query(sql, params, options); } };
    const [{ few }] = await test.server.ctx.db.query<{ few: number }>('SELECT count(*)::integer AS few FROM students WHERE program_id = 3 AND status_id = 2');
    const asked = () => statements.filter((sql) => sql.startsWith('EXPLAIN')).length;
    const counted = await readPage(db, new TotalsCache(undefined, STUDENTS * 2), source, query);
    expect(counted).toMatchObject({ total: few });
    expect(counted.total_estimated).toBeUndefined();
    expect(asked()).toBe(0);
    // a table that may hold more rows than that: the planner's estimate decides whether the list is counted
    const bounded = await readPage(db, new TotalsCache(undefined, 1_000), source, query);
    expect(bounded).toMatchObject({ total: few });
    expect(asked()).toBe(1);
  });

  it('counts each filter set anew where told to, and reads what steers the plan (the table\'s size, a walk\'s bound) once', async () => {
    const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
    const statements: string[] = [];
    const db: Queryable = { query: (sql, params, options) => { statements.push(sql.trim()); return test.server.ctx.db.query(sql, params, options); } };
    const totals = new TotalsCache(0);
    // a few thousand matches sorted by a column no index reads after the filters: a first page looked for along the
    // sort index, as far as a bound found from its keys
    const read = async (query: Record<string, string>) => {
      statements.length = 0;
      const page = await readPage(db, totals, source, parseListQuery(students, source, query));
      const [{ total }] = await test.server.ctx.db.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM students WHERE ${Object.entries(query).filter(([key]) => key !== 'sort').map(([key, value]) => `${key} = ${Number(value)}`).join(' AND ')}`,
      );
      expect(page.total).toBe(total);
      return { counted: statements.filter((sql) => sql.startsWith('SELECT count(*)')).length, size: statements.filter((sql) => sql.includes('pg_relation_size')).length, bound: statements.filter((sql) => sql.includes('::text AS key')).length };
    };
    expect(await read({ status_id: '1', sort: 'name' })).toEqual({ counted: 1, size: 1, bound: 1 });
    expect(await read({ sex: '1', sort: 'name' })).toEqual({ counted: 1, size: 0, bound: 0 });
    expect(await read({ status_id: '1', sort: 'name' })).toEqual({ counted: 1, size: 0, bound: 0 });
    // written: all of it is read again
    totals.invalidate('students');
    expect(await read({ sex: '1', sort: 'name' })).toEqual({ counted: 1, size: 1, bound: 1 });
  });

  it('puts the rows without a value last in either direction (the best GPAs first, not the empty ones)', async () => {
    for (const sort of ['gpa', '-gpa']) {
      for (const filter of [{}, { program_id: '3' }, { search: 'ა' }] as Record<string, string>[]) {
        const list = async (page: number) => (await call('GET', `/api/students?${new URLSearchParams({ sort, per_page: '100', page: String(page), ...filter })}`, { token })).body.students as { data: { gpa: number | null }[]; last_page: number };
        const first = await list(1);
        const gpas = first.data.map((row) => row.gpa);
        expect(gpas.length, JSON.stringify(filter)).toBeGreaterThan(0);
        expect(gpas.every((gpa) => gpa !== null), `${sort} ${JSON.stringify(filter)}`).toBe(true);
        const ordered = [...gpas].sort((a, b) => (sort === 'gpa' ? a! - b! : b! - a!));
        expect(gpas).toEqual(ordered);
        expect((await list(first.last_page)).data.at(-1)?.gpa, `${sort} ${JSON.stringify(filter)}`).toBeNull();
      }
    }
  });

  it('reads a page far in on from the row before it, found or remembered, as the plain query orders it', async () => {
    for (const sort of ['surname', '-surname', 'gpa', '-gpa', 'enrollment_date', '-id']) {
      // found, the next one read on from the last row, a farther one found, the first one again remembered
      for (const page of [120, 121, 260, 120, 268]) {
        const query = { sort, page: String(page), status_id: page === 268 ? '1' : '' };
        if (!query.status_id) delete (query as Partial<typeof query>).status_id;
        const answer = await call('GET', `/api/students?${new URLSearchParams(query)}`, { token });
        const ids = (answer.body.students as { data: { id: number }[] }).data.map((row) => row.id);
        expect(ids, JSON.stringify(query)).toEqual(await plainIds(query));
      }
    }
  });

  it('finds by two words the rows where each starts one of the searched columns, in any order, or the whole text one', async () => {
    // the same rows as every word tried on every column, written apart from the list's own conditions
    const searched = ['name', 'surname', 'personal_id', 'email'];
    const starts = (at: number) => `(${searched.map((column) => `starts_with(lower(${column}), $${at})`).join(' OR ')})`;
    let found = 0;
    for (const text of ['ნინო ბერ', 'ბერიძე ნინო', 'ბერ ნინო', 'ნ ნინო', 'ბერ ბერიძე', 'ნ ბ', 'mzia ab', 'Abash mzia', '2000001 ნ', 'ნინო 2000', 'ა ა']) {
      const words = text.toLowerCase().split(' ');
      const expected = await test.server.ctx.db.query<{ id: number }>(
        `SELECT id FROM students WHERE ${starts(1)} OR (${starts(2)} AND ${starts(3)}) ORDER BY surname, id`, [text.toLowerCase(), ...words],
      );
      const answer = await call('GET', `/api/students?${new URLSearchParams({ search: text, sort: 'surname', per_page: '100' })}`, { token });
      expect(answer.status).toBe(200);
      const list = answer.body.students as { total: number; data: { id: number }[] };
      expect(list.total, text).toBe(expected.length);
      expect(list.data.map((row) => row.id), text).toEqual(expected.slice(0, 100).map((row) => Number(row.id)));
      found += expected.length;
    }
    // the texts find rows: not a comparison of two empty lists
    expect(found).toBeGreaterThan(100);
  });

  it('knows the lists an index reads whole: the equality filters\' values, in any order, then the sort', async () => {
    const source = tableSource({ registry, hooks: new Hooks({}, registry) }, students);
    const totals = new TotalsCache();
    const served = (query: Record<string, string>) => sortsWithFilters(test.server.ctx.db, totals, source, parseListQuery(students, source, query));
    // the screen's commonLists: (program_id, status_id, surname), (program_id, status_id, gpa), (status_id, surname)
    expect(await served({ program_id: '3', status_id: '1', sort: 'surname' })).toBe(true);
    expect(await served({ status_id: '1', program_id: '3', sort: '-gpa' })).toBe(true);
    expect(await served({ status_id: '1', sort: 'surname' })).toBe(true);
    // a sort column's own index reads no filter first; the filters' indexes, no sort after them
    expect(await served({ program_id: '3', sex: '1', sort: 'surname' })).toBe(false);
    expect(await served({ program_id: '3', status_id: '1', sort: 'name' })).toBe(false);
    expect(await served({ sex: '1', sort: 'surname' })).toBe(false);
  });

  it('answers every page with the plain query\'s rows in its order', async () => {
    // mostly left out, so that many lists are long enough to have pages far in
    const sometimes = (...values: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...values) });
    const filters = fc.record({
      status_id: sometimes('1', '2'),
      program_id: sometimes('1', '3', '5', '7'),
      sex: sometimes('0', '1'),
      // of several words too: a name and a surname's start either way, a word another's start, a word twice, Latin letters
      search: sometimes('ბერ', 'ა', 'abash', '2000001', 'mzia', 'ნინო ბერ', 'ბერიძე ნ', 'ბ ბერ', 'ა ა', 'ნ ბ ა', 'mzia ab'),
    });
    const request = fc.record({
      filters,
      sort: fc.constantFrom('surname', '-surname', 'name', 'gpa', '-gpa', 'enrollment_date', '-enrollment_date', 'id', '-id'),
      perPage: fc.constantFrom(15, 50, 100),
      // a page anywhere, and the pages after it (read on from the one before, remembered)
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      then: fc.integer({ min: 0, max: 3 }),
    });
    type RequestDrawn<A> = A extends fc.Arbitrary<infer T> ? T : never;
    let deep = 0;
    // a walk's bound within the table, so that first pages are found within it or not (and then collected); lists
    // collected up to 300 matches, and up to 1,500 where no index reads the filters and then the sort
    const kept = test.server.ctx.totals;
    test.server.ctx.totals = new TotalsCache(undefined, undefined, 200, { few: 300, some: 1_500 });
    await fc.assert(fc.asyncProperty(request, async ({ filters: chosen, sort, perPage, at, then }) => {
      const base: Record<string, string> = { sort, per_page: String(perPage) };
      for (const [key, value] of Object.entries(chosen)) if (value !== undefined) base[key] = value;
      const first = await call('GET', `/api/students?${new URLSearchParams({ ...base, page: '1' })}`, { token });
      expect(first.status).toBe(200);
      const lastPage = (first.body.students as { last_page: number }).last_page;
      const start = 1 + Math.floor(at * (lastPage - 1));
      for (let page = start; page <= Math.min(lastPage + 1, start + then); page += 1) {
        const query = { ...base, page: String(page) };
        const answer = await call('GET', `/api/students?${new URLSearchParams(query)}`, { token });
        expect(answer.status).toBe(200);
        const ids = (answer.body.students as { data: { id: number }[] }).data.map((row) => row.id);
        expect(ids, JSON.stringify(query)).toEqual(await plainIds(query));
        if ((page - 1) * perPage >= 1_500) deep += 1;
      }
    }), {
      numRuns: 200,
      // besides the random ones, the last pages of the whole list in three orders: pages far in are always read
      examples: (['surname', '-gpa', 'id'] as const).map((sort): [RequestDrawn<typeof request>] => [{
        filters: { status_id: undefined, program_id: undefined, sex: undefined, search: undefined }, sort, perPage: 15, at: 1, then: 3,
      }]),
    });
    test.server.ctx.totals = kept;
    // the pages far in were among those read
    expect(deep).toBeGreaterThan(5);
  });
});
