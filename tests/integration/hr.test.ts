// The HR API over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: the three
// related-models lists nest each row's HR info, and the screens' hrRows adapter flattens it into
// the row the staff and contract tables hold; every filter, sort key and paging edge; a row opened
// on its own; the appointment order downloads; the permission each list needs; and the statistics dashboard,
// counted against the tables and followed through new staff.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { listAdapters } from '../../src/runtime/core/adapters';
import { isOrdered } from './support/order';
import { client, engines, signIn, signInHolding, startTestServer, type Call, type TestServer } from './support/server';

type Row = Record<string, unknown> & { id: number };
interface Page { current_page: number; last_page: number; total: number; per_page: number; data: Row[] }

interface HrScreen {
  screen: 'academic' | 'invited' | 'administration';
  endpoint: string;
  responseKey: string;
  permission: string;
  /** the staff rows of the list, with their contract, as SQL the test trusts */
  rowsSql: string;
  /** the lookup column of the screen's own select filter */
  selectKey: string;
}

const contractColumns = `c.start_of_contract::text AS start_of_contract, c.completion_of_contract::text AS completion_of_contract,
  c.appointment_order_number, c.appointment_order_date::text AS appointment_order_date, c.appointment_order_file, c.vacancy_order`;

const screens: HrScreen[] = [
  {
    screen: 'academic', endpoint: '/api/hr/academic-lecturer/related-models', responseKey: 'lecturers',
    permission: 'hr-academic-lecturers.index', selectKey: 'academic_rank_id',
    rowsSql: `SELECT l.id, l.first_name, l.last_name, l.identity_number, l.phone, l.email, l.academic_degree_id,
      c.academic_rank_id, c.work_type_id, ${contractColumns}
      FROM lecturers l LEFT JOIN hr_contracts c ON c.staff_type = 'lecturer' AND c.staff_id = l.id WHERE l.affiliated = 1`,
  },
  {
    screen: 'invited', endpoint: '/api/hr/invited-lecturer/related-models', responseKey: 'lecturers',
    permission: 'hr-invited-lecturers.index', selectKey: 'work_type_id',
    rowsSql: `SELECT l.id, l.first_name, l.last_name, l.identity_number, l.phone, l.email, l.academic_degree_id,
      c.academic_rank_id, c.work_type_id, ${contractColumns}
      FROM lecturers l LEFT JOIN hr_contracts c ON c.staff_type = 'lecturer' AND c.staff_id = l.id WHERE l.affiliated = 0`,
  },
  {
    screen: 'administration', endpoint: '/api/hr/administration/related-models', responseKey: 'administrations',
    permission: 'hr-administrations.index', selectKey: 'administration_position_id',
    rowsSql: `SELECT a.id, a.first_name, a.last_name, a.identity_number, a.phone, a.email, a.administration_position_id, ${contractColumns}
      FROM administrations a LEFT JOIN hr_contracts c ON c.staff_type = 'administration' AND c.staff_id = a.id`,
  },
];

describe.each(engines)('HR API on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let adminToken: string;
  let academicOnlyToken: string;
  let newsOnlyToken: string;

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    adminToken = await signIn(call);
    academicOnlyToken = await signInHolding(test, 'hr-academic@example.com', ['hr-academic-lecturers.index']);
    newsOnlyToken = await signInHolding(test, 'news@example.com', ['news.index']);
  });

  afterAll(async () => {
    await test?.stop();
  });

  describe.each(screens)('$screen list', (hr) => {
    const resource = registry.screens[hr.screen];

    const answer = async (query: string, token = adminToken) => call('GET', `${hr.endpoint}${query}`, { token, language: 'en' });
    const list = async (query: string): Promise<Page> => {
      const result = await answer(query);
      expect(result.status, query).toBe(200);
      return result.body[hr.responseKey] as Page;
    };
    /** Every row of a query, page by page, through the screen's adapter, as the screen shows them. */
    const everyRow = async (query: string): Promise<Row[]> => {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const result = await answer(`${query}${query ? '&' : '?'}per_page=100&page=${page}`);
        expect(result.status).toBe(200);
        const flat = listAdapters.hrRows(result.body);
        rows.push(...(flat.data as Row[]));
        if (page >= flat.last_page) return rows;
      }
    };
    const stored = async (): Promise<Row[]> => test.server.ctx.db.query<Row>(`${hr.rowsSql} ORDER BY id`);

    it('nests each row\'s contract under hr_info, and hrRows flattens it into the row the tables hold', async () => {
      const page = await list('?per_page=100');
      const expected = await stored();
      expect(expected.length).toBeGreaterThan(3);
      expect(page.total).toBe(expected.length);
      const first = page.data[0];
      expect(first.hr_info).toEqual(expect.objectContaining({ start_of_contract: expect.any(String), appointment_order_number: expect.any(String) }));
      expect(first).not.toHaveProperty('start_of_contract');

      const flat = (await everyRow('')).sort((a, b) => a.id - b.id);
      expect(flat).toHaveLength(expected.length);
      flat.forEach((row, i) => {
        expect(row).not.toHaveProperty('hr_info');
        for (const [key, value] of Object.entries(expected[i])) expect(row[key], `${row.id} ${key}`).toEqual(value);
      });
      // the demo gives every row a contract, and most of them the scanned order
      expect(flat.every((row) => typeof row.completion_of_contract === 'string' && typeof row.vacancy_order === 'string')).toBe(true);
      expect(flat.filter((row) => typeof row.appointment_order_file === 'string').length).toBeGreaterThan(flat.length / 2);
    });

    it('narrows to exactly the rows each filter names', async () => {
      const all = await stored();
      const [someone] = all;
      const prefix = String(someone.last_name).slice(0, 2);
      const searched = await everyRow(`?search=${encodeURIComponent(prefix)}`);
      const expectSearched = all.filter((row) => ['first_name', 'last_name', 'identity_number', 'email']
        .some((key) => String(row[key] ?? '').toLowerCase().startsWith(prefix.toLowerCase())));
      expect(searched.map((row) => row.id).sort((a, b) => a - b)).toEqual(expectSearched.map((row) => row.id));

      const selectValues = [...new Set(all.map((row) => row[hr.selectKey]).filter((value) => value !== null))];
      expect(selectValues.length).toBeGreaterThan(1);
      for (const value of selectValues) {
        const rows = await everyRow(`?${hr.selectKey}=${String(value)}`);
        expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(all.filter((row) => row[hr.selectKey] === value).map((row) => row.id));
      }

      const [from, to] = ['2026-01-01', '2026-12-31'];
      const ending = await everyRow(`?completion_of_contract_from=${from}&completion_of_contract_to=${to}`);
      const expectEnding = all.filter((row) => String(row.completion_of_contract) >= from && String(row.completion_of_contract) <= to);
      expect(expectEnding.length).toBeGreaterThan(0);
      expect(expectEnding.length).toBeLessThan(all.length);
      expect(ending.map((row) => row.id).sort((a, b) => a - b)).toEqual(expectEnding.map((row) => row.id));

      if (hr.screen !== 'administration') {
        const degree = all.find((row) => row.academic_degree_id !== null)!.academic_degree_id;
        const byDegree = await everyRow(`?academic_degree_id=${String(degree)}`);
        expect(byDegree.map((row) => row.id).sort((a, b) => a - b)).toEqual(all.filter((row) => row.academic_degree_id === degree).map((row) => row.id));
      }
    });

    it('orders by every sort key both ways and refuses an undeclared one', async () => {
      expect(resource.sortable.length).toBeGreaterThan(3);
      for (const key of resource.sortable) {
        for (const descending of [false, true]) {
          const rows = await everyRow(`?sort=${descending ? '-' : ''}${key}`);
          expect(isOrdered(rows, key, descending), `${descending ? '-' : ''}${key}`).toBe(true);
        }
      }
      expect((await answer('?sort=vacancy_order')).status).toBe(422);
      expect((await answer('?sort=id;DROP TABLE lecturers')).status).toBe(422);
      expect((await answer('?vacancy_order=V-2019/1')).status).toBe(422);
    });

    it('pages from per_page and tells the truth past the last page', async () => {
      const total = (await stored()).length;
      const first = await list('?per_page=4&page=1');
      const second = await list('?per_page=4&page=2');
      expect(first).toMatchObject({ current_page: 1, per_page: 4, total, last_page: Math.ceil(total / 4) });
      expect(first.data).toHaveLength(4);
      expect(second.data.length).toBeGreaterThan(0);
      expect(second.data.map((row) => row.id).some((id) => first.data.some((row) => row.id === id))).toBe(false);
      const beyond = await list(`?per_page=4&page=${Math.ceil(total / 4) + 1}`);
      expect(beyond.data).toEqual([]);
      expect(beyond.total).toBe(total);
    });

    it('opens one row with every contract field, and its appointment order downloads', async () => {
      const expected = (await stored()).find((row) => typeof row.appointment_order_file === 'string')!;
      const result = await answer(`/${expected.id}`);
      expect(result.status).toBe(200);
      const flat = listAdapters.hrRows({ current_page: 1, last_page: 1, total: 1, per_page: 1, data: [result.body.data] }).data[0];
      for (const [key, value] of Object.entries(expected)) expect(flat[key], key).toEqual(value);

      const file = await call('GET', String(expected.appointment_order_file), { token: adminToken });
      expect(file.status).toBe(200);
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await call('GET', String(expected.appointment_order_file))).status).toBe(401);

      expect((await answer('/999999')).status).toBe(404);
      const otherStaff = hr.screen === 'academic' ? 0 : 1;
      if (hr.screen !== 'administration') {
        const [other] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM lecturers WHERE affiliated = $1 LIMIT 1', [otherStaff]);
        expect((await answer(`/${other.id}`)).status).toBe(404);
      }
    });

    it('exports the filtered rows with their contract dates', async () => {
      const query = `?sort=last_name&${hr.selectKey}=${String((await stored()).find((row) => row[hr.selectKey] !== null)![hr.selectKey])}`;
      const rows = await everyRow(query);
      const result = await answer(`/export${query}`);
      expect(result.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(result.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(rows.length + 1);
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toContain('Contract ends');
      const lastNameColumn = headers.indexOf('Last name') + 1;
      expect(rows.map((_, i) => sheet.getRow(i + 2).getCell(lastNameColumn).value)).toEqual(rows.map((row) => row.last_name));
    });

    it('answers only a user holding its permission', async () => {
      expect((await call('GET', hr.endpoint)).status).toBe(401);
      expect((await answer('', newsOnlyToken)).status).toBe(403);
      expect((await answer('/1', newsOnlyToken)).status).toBe(403);
      expect((await answer('', academicOnlyToken)).status).toBe(hr.screen === 'academic' ? 200 : 403);
      const forbidden = await call('GET', hr.endpoint, { token: newsOnlyToken, language: 'ka' });
      expect(forbidden.body.message).toMatch(/[\u10d0-\u10ff]/);
      // read-only: no writes are offered
      expect((await call('POST', hr.endpoint, { token: adminToken, body: { first_name: 'X' } })).status).toBe(404);
      expect((await call('PUT', `${hr.endpoint}/1`, { token: adminToken, body: { first_name: 'X' } })).status).toBe(404);
    });
  });

  describe('statistics, a dashboard of tiles over the HR lists', () => {
    type Point = { key: string; label_en: string; value: number; filter?: Record<string, string> };
    type Answer = { kind: 'count'; value: number } | { kind: 'bar'; points: Point[] };
    const statistics = async (token = adminToken) => {
      const result = await call('GET', '/api/hr/statistics', { token, language: 'en' });
      expect(result.status).toBe(200);
      return (result.body as { tiles: Record<string, Answer> }).tiles;
    };
    const valueOf = (answer: Answer | undefined) => (answer?.kind === 'count' ? answer.value : undefined);
    const barOf = (answer: Answer | undefined, key: number) => (answer?.kind === 'bar' ? answer.points.find((point) => point.key === String(key)) : undefined);

    it('counts lecturers by affiliation and degree and staff by position, as the tables hold them', async () => {
      const { db } = test.server.ctx;
      const lecturers = await db.query<{ affiliated: number; academic_degree_id: number | null }>('SELECT affiliated, academic_degree_id FROM lecturers');
      const staff = await db.query<{ administration_position_id: number | null }>('SELECT administration_position_id FROM administrations');
      const positions = await db.query<{ id: number; name_en: string }>('SELECT id, name_en FROM administration_positions');
      const answer = await statistics();

      expect(valueOf(answer.academic)).toBe(lecturers.filter((row) => row.affiliated === 1).length);
      expect(valueOf(answer.invited)).toBe(lecturers.filter((row) => row.affiliated === 0).length);
      expect(valueOf(answer.administration)).toBe(staff.length);
      for (const degree of [1, 2, 3, 4]) {
        expect(barOf(answer.academicDegrees, degree)?.value).toBe(lecturers.filter((row) => row.affiliated === 1 && row.academic_degree_id === degree).length);
        expect(barOf(answer.invitedDegrees, degree)?.value).toBe(lecturers.filter((row) => row.affiliated === 0 && row.academic_degree_id === degree).length);
      }
      expect(answer.administrationPositions.kind === 'bar' && answer.administrationPositions.points).toHaveLength(positions.length);
      for (const position of positions) {
        expect(barOf(answer.administrationPositions, position.id)).toMatchObject({
          label_en: position.name_en,
          value: staff.filter((row) => row.administration_position_id === position.id).length,
          filter: { administration_position_id: String(position.id) },
        });
      }
    });

    it('follows new staff: each count grows by exactly what was added', async () => {
      const before = await statistics();
      const position = await call('POST', '/api/administration-positions', {
        token: adminToken, body: { name_ka: 'შრომის უსაფრთხოების სპეციალისტი', name_en: 'Safety officer' },
      });
      expect(position.status).toBe(201);
      const positionId = Number((position.body.data as Row).id);
      for (const [index, degree] of [4, 4, 1].entries()) {
        const lecturer = await call('POST', '/api/lecturers', {
          token: adminToken,
          body: {
            first_name: 'ნიკა', last_name: `ტესტი${index}`, identity_number: `6100100000${index}`, phone: `555-12-34${index}`,
            email: `hr-test-${index}@example.com`, academic_degree_id: degree, affiliated: 0,
          },
        });
        expect(lecturer.status, JSON.stringify(lecturer.body)).toBe(201);
      }
      const staff = await call('POST', '/api/administrations', {
        token: adminToken,
        body: { first_name: 'მარი', last_name: 'ტესტი', identity_number: '61001009000', phone: '555-98-765', email: 'hr-staff@example.com', administration_position_id: positionId },
      });
      expect(staff.status, JSON.stringify(staff.body)).toBe(201);

      const after = await statistics();
      expect(valueOf(after.invited)).toBe(valueOf(before.invited)! + 3);
      expect(valueOf(after.academic)).toBe(valueOf(before.academic));
      expect(barOf(after.invitedDegrees, 4)?.value).toBe(barOf(before.invitedDegrees, 4)!.value + 2);
      expect(barOf(after.invitedDegrees, 1)?.value).toBe(barOf(before.invitedDegrees, 1)!.value + 1);
      expect(barOf(after.administrationPositions, positionId)).toMatchObject({ label_en: 'Safety officer', value: 1 });
    });

    it('shows each holder the tiles of the HR lists they may open, and no one else anything', async () => {
      expect((await call('GET', '/api/hr/statistics')).status).toBe(401);
      const forbidden = await call('GET', '/api/hr/statistics', { token: newsOnlyToken, language: 'en' });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('You do not have permission to do this.');
      const academicOnly = await statistics(academicOnlyToken);
      expect(Object.keys(academicOnly).sort()).toEqual(['academic', 'academicDegrees', 'academicRanks']);
    });
  });
});
