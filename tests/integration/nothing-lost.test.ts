// Nothing is lost (issue 20), over real HTTP on PGlite and (when DATABASE_URL is set) PostgreSQL, for every screen
// the registry stores: a record answers with its version (ETag); a write naming an older one (If-Match) is refused
// with 412 and the record as it is now, and changes nothing; a deleted record is listed as recently deleted and
// brought back as it was, with the references its deletion cleared; the same Idempotency-Key twice creates once;
// and a password's change is in the account's history without the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../server/generated/registry';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

/** The admin area's screens whose records are written through their own routes: stored, writable, not a user's own rows. */
const writable = Object.values(registry.screens).filter((resource) => resource.table && !resource.readOnly && !resource.scope && !resource.area);
const byEndpoint = [...new Map(writable.map((resource) => [resource.endpoint, resource])).values()];

/** A row as the detail shows it, without the ids of its parts (a restore writes its parts anew). */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Array.isArray(value)
    ? value.map((item) => (item && typeof item === 'object' ? Object.fromEntries(Object.entries(item).filter(([part]) => part !== 'id')) : item))
    : value]));
}

describe.each(engines)('nothing is lost on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  const lastIds = new Map<string, number>();

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
    for (const resource of byEndpoint) {
      const params = resource.table === 'applicants' ? [resource.name] : [];
      const conditions = params.length ? ['register = $1'] : [];
      // a row of a record its workflow lets be written (a grade of a sheet still open); a record that only its moves
      // change (a document request: issued or refused, never edited) is written by no save to test
      const workflow = resource.workflow;
      const open = workflow?.states.find((state) => state.edit);
      if (workflow && !open) continue;
      if (workflow) conditions.push(`${workflow.of ?? 'id'} IN (SELECT id FROM ${workflow.table} WHERE ${workflow.field} = '${open!.id}')`);
      const [row] = await test.server.ctx.db.query<{ id: number }>(
        `SELECT id FROM ${resource.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id DESC LIMIT 1`, params,
      );
      if (row) lastIds.set(resource.endpoint, row.id);
    }
  });

  afterAll(async () => {
    await test?.stop();
  });

  /** the reason a screen that asks one (deleteReason) is given for a deletion */
  const reasonFor = (resource: { deleteReason?: boolean }) => (resource.deleteReason ? { reason: 'Checked by the nothing-lost test' } : undefined);

  it('refuses a write naming an older version with 412, the record as it is now, and nothing changed; a current one is done', async () => {
    const checked: string[] = [];
    for (const resource of byEndpoint) {
      const id = lastIds.get(resource.endpoint);
      if (id === undefined) continue;
      const path = `/api${resource.endpoint}/${id}`;
      const opened = await call('GET', path, { token });
      expect(opened.status, path).toBe(200);
      const version = opened.headers.get('etag');
      expect(version, path).toMatch(/^"\d+"$/);
      // a save from a copy older than the record's
      const digest = await tableDigest(test, resource.table!);
      const stale = await call('PUT', path, { token, body: {}, headers: { 'if-match': '"1"' } });
      expect(stale.status, path).toBe(412);
      expect(stale.headers.get('etag'), path).toBe(version);
      expect((stale.body.data as { id: number }).id, path).toBe(id);
      expect(String(stale.body.message), path).toMatch(/შეცვალა/);
      expect(await tableDigest(test, resource.table!), path).toBe(digest);
      // from the current copy the save is done, and the record is at a new version
      const saved = await call('PUT', path, { token, body: {}, headers: { 'if-match': version! } });
      expect(saved.status, path).toBe(200);
      const next = saved.headers.get('etag');
      expect(next, path).toMatch(/^"\d+"$/);
      expect(next, path).not.toBe(version);
      expect((await call('GET', path, { token })).headers.get('etag'), path).toBe(next);
      // and the copy it replaced can no longer delete it
      expect((await call('DELETE', path, { token, body: reasonFor(resource), headers: { 'if-match': version! } })).status, path).toBe(412);
      expect((await call('GET', path, { token })).status, path).toBe(200);
      checked.push(resource.name);
    }
    expect(checked.length).toBeGreaterThanOrEqual(25);
  });

  it('lists a deleted record as recently deleted and brings it back as it was, for every screen whose record may be deleted', async () => {
    const restored: string[] = [];
    for (const resource of byEndpoint) {
      const id = lastIds.get(resource.endpoint);
      if (id === undefined) continue;
      const path = `/api${resource.endpoint}/${id}`;
      const before = await call('GET', path, { token });
      const deleted = await call('DELETE', path, { token, body: reasonFor(resource), headers: { 'if-match': before.headers.get('etag')! } });
      // a record others still use is not deleted (409): nothing to bring back
      if (deleted.status === 409) continue;
      expect(deleted.status, path).toBe(204);
      expect((await call('GET', path, { token })).status, path).toBe(404);
      const recent = await call('GET', `/api${resource.endpoint}/deleted`, { token });
      expect(recent.status, path).toBe(200);
      const listed = (recent.body.data as { id: number; user_id: number; values: Record<string, unknown> }[]).find((entry) => entry.id === id);
      expect(listed?.user_id, path).toBeTypeOf('number');
      expect(listed?.values.password_hash, path).toBeUndefined();
      const back = await call('POST', `${path}/restore`, { token });
      expect(back.status, path).toBe(200);
      const after = await call('GET', path, { token });
      expect(comparable(after.body.data as Record<string, unknown>), path).toEqual(comparable(before.body.data as Record<string, unknown>));
      expect(((await call('GET', `/api${resource.endpoint}/deleted`, { token })).body.data as { id: number }[]).some((entry) => entry.id === id), path).toBe(false);
      // brought back once: a second restore finds nothing deleted
      expect((await call('POST', `${path}/restore`, { token })).status, path).toBe(404);
      const history = (await call('GET', `${path}/history`, { token })).body as { data: { action: string }[]; total: number };
      expect(history.data.slice(0, 2).map((entry) => entry.action), path).toEqual(['restore', 'delete']);
      restored.push(resource.name);
    }
    expect(restored.length).toBeGreaterThanOrEqual(10);
  });

  it('brings back the references a deletion cleared', async () => {
    const school = await call('POST', '/api/schools', { token, body: { name_ka: 'აღდგენის სკოლა', name_en: 'Restored school' } });
    expect(school.status).toBe(201);
    const schoolId = (school.body.data as { id: number }).id;
    const [{ id: staffId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM administrations ORDER BY id LIMIT 1');
    const staff = await call('GET', `/api/administrations/${staffId}`, { token });
    const schools = [...((staff.body.data as { schools: number[] | null }).schools ?? []), schoolId];
    expect((await call('PUT', `/api/administrations/${staffId}`, { token, body: { schools } })).status).toBe(200);
    expect((await call('DELETE', `/api/schools/${schoolId}`, { token })).status).toBe(204);
    const held = async () => (await call('GET', `/api/administrations/${staffId}`, { token })).body.data as { schools: number[] };
    expect((await held()).schools).not.toContain(schoolId);
    expect((await call('POST', `/api/schools/${schoolId}/restore`, { token })).status).toBe(200);
    expect((await held()).schools).toContain(schoolId);
    const history = (await call('GET', `/api/schools/${schoolId}/history`, { token })).body as { data: { action: string }[]; total: number };
    expect(history.data.map((entry) => entry.action)).toEqual(['restore', 'delete', 'create']);
    expect(history.total).toBe(3);
  });

  it('keeps each row of a bulk deletion, brought back one by one', async () => {
    const [{ id }] = await test.server.ctx.db.query<{ id: number }>(`SELECT id FROM applicants WHERE register = 'bachelor' ORDER BY id LIMIT 1`);
    // the list shows each row with its version; a row written after the list was read is not deleted unseen
    const listed = (await call('GET', '/api/bachelor-registers?per_page=100&sort=created_at', { token })).body as { applicants: { data: { id: number; row_version: string }[] } };
    const shown = listed.applicants.data.find((row) => row.id === id);
    expect(shown?.row_version).toMatch(/^\d+$/);
    expect((await call('PUT', `/api/bachelor-registers/${id}`, { token, body: { first_name: 'Written meanwhile' } })).status).toBe(200);
    const stale = await call('POST', '/api/bachelor-registers/actions/delete', { token, language: 'en', body: { ids: [id], versions: { [id]: shown!.row_version } } });
    expect(stale.status).toBe(200);
    expect(stale.body.results).toEqual([{ id, status: 'refused', reason: 'Someone changed this record after the list was opened; look at it again and retry.' }]);
    expect((await call('GET', `/api/bachelor-registers/${id}`, { token })).status).toBe(200);

    const before = await call('GET', `/api/bachelor-registers/${id}`, { token });
    const bulk = await call('POST', '/api/bachelor-registers/actions/delete', { token, body: { ids: [id], versions: { [id]: before.headers.get('etag')! } } });
    expect(bulk.status).toBe(200);
    expect((await call('GET', `/api/bachelor-registers/${id}`, { token })).status).toBe(404);
    // an applicant of another register is not this register's to bring back
    expect((await call('POST', `/api/master-registers/${id}/restore`, { token })).status).toBe(404);
    expect((await call('POST', `/api/bachelor-registers/${id}/restore`, { token })).status).toBe(200);
    expect((await call('GET', `/api/bachelor-registers/${id}`, { token })).body.data).toEqual(before.body.data);
    const history = (await call('GET', `/api/bachelor-registers/${id}/history`, { token })).body as { data: { action: string }[] };
    expect(history.data.slice(0, 2).map((entry) => entry.action)).toEqual(['restore', 'delete']);
  });

  it('refuses a restore to whoever may not open the screen, and one whose values another record has taken since', async () => {
    const created = await call('POST', '/api/schools', { token, body: { name_ka: 'ერთადერთი', name_en: 'Only one' } });
    const id = (created.body.data as { id: number }).id;
    expect((await call('DELETE', `/api/schools/${id}`, { token })).status).toBe(204);
    const outsider = await signInHolding(test, `restore-outsider-${engine}@example.com`, ['students.index']);
    expect((await call('POST', `/api/schools/${id}/restore`, { token: outsider })).status).toBe(403);
    expect((await call('GET', '/api/schools/deleted', { token: outsider })).status).toBe(403);
    expect((await call('GET', `/api/schools/${id}`, { token })).status).toBe(404);
  });

  it('creates once for the same Idempotency-Key sent twice, and answers the same both times', async () => {
    const [{ id: studentId }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM students ORDER BY id LIMIT 1');
    const count = async () => Number((await test.server.ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM finance_statements'))[0].n);
    const before = await count();
    const headers = { 'idempotency-key': `statement-${engine}-1` };
    const body = { student_id: studentId, status_id: 1, comment: 'Sent twice' };
    const first = await call('POST', '/api/finance-statement', { token, body, headers });
    const again = await call('POST', '/api/finance-statement', { token, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
    // another key is another statement
    expect((await call('POST', '/api/finance-statement', { token, body, headers: { 'idempotency-key': `statement-${engine}-2` } })).status).toBe(201);
    expect(await count()).toBe(before + 2);
    // a refused try keeps no answer: corrected, the same key creates
    const refusedKey = { 'idempotency-key': `statement-${engine}-3` };
    expect((await call('POST', '/api/finance-statement', { token, body: { ...body, status_id: 99 }, headers: refusedKey })).status).toBe(422);
    expect((await call('POST', '/api/finance-statement', { token, body, headers: refusedKey })).status).toBe(201);
    expect(await count()).toBe(before + 3);
    // a key is its user's: another user's same key is their own request
    const clerk = await signInHolding(test, `idempotent-${engine}@example.com`, ['finance-statement.index']);
    expect((await call('POST', '/api/finance-statement', { token: clerk, body, headers })).status).toBe(201);
    expect(await count()).toBe(before + 4);
    // the same key for another request is refused, and a key that is no key too
    expect((await call('POST', '/api/schools', { token, body: { name_ka: 'x', name_en: 'x' }, headers })).status).toBe(422);
    expect((await call('POST', '/api/finance-statement', { token, body, headers: { 'idempotency-key': 'has space' } })).status).toBe(400);
    expect(await count()).toBe(before + 4);
  });

  it('keeps a password change in the account\'s history without the password or its hash', async () => {
    const email = `history-password-${engine}@example.com`;
    const holder = await signInHolding(test, email, ['accounts.index']);
    const changed = await call('POST', '/api/profile/password', {
      token: holder, body: { current_password: 'another password', password: 'a brand new password', password_confirmation: 'a brand new password' },
    });
    expect(changed.status).toBe(200);
    const [{ id, password_hash: hash }] = await test.server.ctx.db.query<{ id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE email = $1', [email]);
    // the accounts' screen reads them through a reader, which has no history route: the entry is read where it is kept
    const [latest] = await test.server.ctx.db.query<{ action: string; user_id: number; changes: Record<string, unknown> }>(
      `SELECT action, user_id, changes FROM record_changes WHERE table_name = 'users' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [id],
    );
    expect(latest).toEqual({ action: 'update', user_id: id, changes: { password: { secret: true } } });
    const kept = await test.server.ctx.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM record_changes WHERE changes::text LIKE $1 OR record::text LIKE $1 OR changes::text LIKE '%a brand new password%'`, [`%${hash.slice(-20)}%`],
    );
    expect(Number(kept[0].n)).toBe(0);
  });
});
