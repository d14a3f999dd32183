// One clock for every time, over real HTTP on PGlite and PostgreSQL: the database keeps instants (timestamptz) and
// every session is in the university's zone (TIME_ZONE), so a time written without a zone is that clock's, one
// written with a zone is the instant it names, every time is answered with its offset on that clock, and a
// statement that reaches the table without the API (a job, psql) reads and writes the same instants. The export
// writes the clock's time; a server started in another zone answers the same instant on its own clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { client, engines, signIn, startTestServer, type Call, type TestServer } from './support/server';

const TBILISI = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+04:00$/;

describe.each(engines)("times on the university's clock on %s", (engine) => {
  let test: TestServer;
  let call: Call;
  let admin: string;
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => test.server.ctx.db.query<T>(text, params);

  /** Adds a calendar event and answers its record as the API reads it. */
  type Event = { id: number; start_at: string; end_at: string; created_at: string; updated_at: string; version: string };
  const event = async (title: string, start_at: string, end_at: string): Promise<Event> => {
    const created = await call('POST', '/api/administration/calendar', { token: admin, body: { title, start_at, end_at } });
    expect(created.status).toBe(201);
    const id = Number((created.body as { data: { id: number } }).data.id);
    const read = await call('GET', `/api/administration/calendar/${id}`, { token: admin });
    expect(read.status).toBe(200);
    return { ...(read.body as { data: Event }).data, id, version: String(read.headers.get('etag')) };
  };

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    admin = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  it('reads a time written without a zone as Tbilisi\'s, and answers it, and the row\'s own stamps, with the offset', async () => {
    const written = await event('Senate', '2026-12-01T10:00', '2026-12-01T11:30');
    expect(written.start_at).toBe('2026-12-01T10:00:00+04:00');
    expect(written.end_at).toBe('2026-12-01T11:30:00+04:00');
    expect(written.created_at).toMatch(TBILISI);
    expect(written.updated_at).toMatch(TBILISI);
    const [kept] = await sql<{ utc: string }>(`SELECT to_char(start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS utc FROM calendar_events WHERE id = $1`, [written.id]);
    expect(kept.utc).toBe('2026-12-01 06:00');
  });

  it('keeps the instant a time written with a zone names, and takes back what it answered unchanged', async () => {
    const written = await event('Council', '2026-12-01T06:00:00Z', '2026-12-01T07:30:00.000Z');
    expect([written.start_at, written.end_at]).toEqual(['2026-12-01T10:00:00+04:00', '2026-12-01T11:30:00+04:00']);
    const saved = await call('PUT', `/api/administration/calendar/${written.id}`, {
      token: admin, body: { start_at: written.start_at, end_at: '2026-12-01T08:00:00+00:00' }, headers: { 'if-match': written.version },
    });
    expect([saved.status, saved.body.message]).toEqual([200, undefined]);
    const again = await call('GET', `/api/administration/calendar/${written.id}`, { token: admin });
    const read = again.body as { data: Record<string, string> };
    expect([read.data.start_at, read.data.end_at]).toEqual(['2026-12-01T10:00:00+04:00', '2026-12-01T12:00:00+04:00']);
    // an end before its start is refused whichever clock each was written on
    const backwards = await call('PUT', `/api/administration/calendar/${written.id}`, {
      token: admin, body: { start_at: '2026-12-01T10:00:00+04:00', end_at: '2026-12-01T09:30' }, headers: { 'if-match': String(again.headers.get('etag')) },
    });
    expect(backwards.status).toBe(422);
  });

  it('keeps instants in the table, so a statement without the API reads and writes the same clock', async () => {
    const [column] = await sql<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns WHERE table_name = 'calendar_events' AND column_name = 'start_at'`);
    expect(column.data_type).toBe('timestamp with time zone');
    const [zone] = await sql<{ zone: string }>(`SELECT current_setting('TimeZone') AS zone`);
    expect(zone.zone).toBe('Asia/Tbilisi');
    const [row] = await sql<{ id: number }>(
      `INSERT INTO calendar_events (title, start_at, end_at) VALUES ('By hand', '2026-12-02 09:00', '2026-12-02 10:00') RETURNING id`);
    const read = (await call('GET', `/api/administration/calendar/${row.id}`, { token: admin })).body as { data: Record<string, string> };
    expect(read.data.start_at).toBe('2026-12-02T09:00:00+04:00');
  });

  it("writes a payment's created and paid times in an export as Tbilisi's clock reads them, one clock for the row", async () => {
    // the same instant, one kept by a statement in UTC and the other written on Tbilisi's clock
    await sql(`INSERT INTO online_payments (student_id, finance_id, amount, state_id, paid, created_at, paid_at, receipt_number, provider_order_id)
               SELECT f.student_id, f.id, 10, 2, true, '2030-12-03 23:30', '2030-12-03T19:30:00Z', 'OP-TZ-1', 'tz-order' FROM finances f ORDER BY f.id LIMIT 1`);
    const listed = await call('GET', '/api/online-payments?sort=-created_at', { token: admin });
    const [paid] = (listed.body as { online_payments: { data: Record<string, string>[] } }).online_payments.data;
    expect([paid.created_at, paid.paid_at]).toEqual(['2030-12-03T23:30:00+04:00', '2030-12-03T23:30:00+04:00']);
    const answer = await call('GET', '/api/online-payments/export?sort=-created_at', { token: admin, language: 'en' });
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.bytes as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    const times: string[] = [];
    row.eachCell((cell) => {
      if (cell.value instanceof Date) times.push(`${cell.value.toISOString().slice(0, 16)} ${String(cell.numFmt)}`);
    });
    // a sheet's time has no zone: 23:30 on the 3rd for both, not 19:30 (UTC)
    expect(times).toEqual(['2030-12-03T23:30 dd-mm-yyyy hh:mm', '2030-12-03T23:30 dd-mm-yyyy hh:mm']);
  });

  it('answers the same instant on the clock of a server started in another zone', async () => {
    const london = await startTestServer(engine, { seedDemo: false, timeZone: 'Europe/London' });
    try {
      const there = client(london.baseUrl);
      const token = await signIn(there);
      const [row] = await london.server.ctx.db.query<{ id: number }>(
        `INSERT INTO calendar_events (title, start_at, end_at) VALUES ('Senate', '2026-12-01T06:00:00Z', '2026-12-01T07:30:00Z') RETURNING id`);
      const answer = await there('GET', `/api/administration/calendar/${row.id}`, { token });
      expect((answer.body as { data: { start_at: string } }).data.start_at).toBe('2026-12-01T06:00:00+00:00');
    } finally {
      await london.stop();
    }
  });
});
