// Admissions as a workflow (the applicant registers', screens/bachelor.yaml), over real HTTP on PGlite and
// PostgreSQL, with a local SMTP server: a visitor's application arrives submitted; the office takes it into review,
// ranks the register by exam score, and offers a place — within the programme's admission quota, which a second
// offer cannot pass — and the offer is mailed in the language the visitor applied in; the applicant's answer is
// recorded, only an accepted applicant is enrolled, and the enrolment moves the application to enrolled. Each move is
// in the application's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { startSmtp, type TestSmtp } from './support/smtp';

type Row = Record<string, unknown> & { id: number };

describe.each(engines)('admissions on %s', (engine) => {
  let test: TestServer;
  let smtp: TestSmtp;
  let call: Call;
  let admin: string;
  let program: { id: number; name_en: string };
  let serial = 0;

  const apply = async (language: 'ka' | 'en', exam: number): Promise<Row> => {
    serial += 1;
    const email = `admission-${engine}-${serial}@example.com`;
    const answer = await call('POST', '/api/public/bachelor/actions/apply', {
      language,
      body: {
        first_name: 'Ana', last_name: `Applicant${serial}`, identity_number: String(63_000_000_000 + serial), date_of_birth: '2007-03-04',
        sex: 0, citizenship: 1, phone: '555-12-345', email, program_id: program.id, exam_score: exam, previous_education: 'School No. 51',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await test.server.ctx.db.query<Row>('SELECT id, email, admission_state FROM applicants WHERE email = $1', [email]);
    return row;
  };
  const move = (id: number, transition: string, reason?: string) => call('POST', `/api/bachelor-registers/${id}/transition`, {
    token: admin, language: 'en', body: { transition, ...(reason === undefined ? {} : { reason }) },
  });
  const stateOf = async (id: number) => (await test.server.ctx.db.query<{ state: string }>('SELECT admission_state AS state FROM applicants WHERE id = $1', [id]))[0].state;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestServer(engine, { smtpUrl: smtp.url });
    call = client(test.baseUrl);
    admin = await signIn(call);
    [program] = await test.server.ctx.db.query<{ id: number; name_en: string }>('SELECT id, name_en FROM programs WHERE academic_degree_id = 1 ORDER BY id LIMIT 1');
  });

  afterAll(async () => {
    await test?.stop();
    await smtp?.stop();
  });

  it('takes an application from submitted to enrolled, offering no more places than the quota and mailing the offer in the applicant\'s language', async () => {
    const first = await apply('en', 231);
    const second = await apply('ka', 198);
    expect(first.admission_state).toBe('submitted');
    // one place left in the programme
    const [{ held }] = await test.server.ctx.db.query<{ held: number }>(
      `SELECT count(*)::integer AS held FROM applicants WHERE program_id = $1 AND admission_state IN ('offered', 'accepted', 'enrolled')`, [program.id]);
    expect((await call('PUT', `/api/programs/${program.id}`, { token: admin, body: { admission_quota: held + 1 } })).status).toBe(200);

    // the register ranks by exam score, and shows each application's state
    const ranked = (await call('GET', '/api/bachelor-registers?sort=-exam_score&per_page=100', { token: admin })).body.applicants as { data: Row[] };
    const scores = ranked.data.map((row) => Number(row.exam_score ?? -1));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked.data.find((row) => row.id === first.id)?.admission_state).toBe('submitted');

    // an offer only after review
    const early = await move(first.id, 'offer');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('“Offer a place” cannot be made while the record is “Submitted”.');
    for (const row of [first, second]) expect((await move(row.id, 'review')).status).toBe(200);
    const offered = await move(first.id, 'offer');
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect((offered.body.transitions as { id: string }[]).map((transition) => transition.id)).toEqual(['accept', 'decline']);
    // the confirmation of the application, then the offer, both in English
    await expect.poll(() => smtp.to(String(first.email)).length).toBe(2);
    const offer = smtp.to(String(first.email)).find((received) => received.subject === 'An offer of a place');
    expect(offer?.text).toContain(`we offer you a place in the programme “${program.name_en}” (application no. ${first.id})`);

    // the quota is full: the second offer is refused, says so, and changes nothing
    const applicants = await tableDigest(test, 'applicants');
    const full = await move(second.id, 'offer');
    expect(full.status).toBe(422);
    expect(full.body.message).toBe(`All the places of this programme (${held + 1}) are offered already: no more can be offered.`);
    expect(Object.keys(full.body.errors as object)).toEqual(['program_id']);
    expect(await tableDigest(test, 'applicants')).toBe(applicants);
    expect(smtp.to(String(second.email)).map((received) => received.subject)).not.toContain('ადგილის შეთავაზება');
    // nor is the quota lowered below the places held
    const lowered = await call('PUT', `/api/programs/${program.id}`, { token: admin, body: { admission_quota: held }, language: 'en' });
    expect(lowered.status).toBe(422);
    expect(Object.keys(lowered.body.errors as object)).toEqual(['admission_quota']);

    // only an accepted applicant is enrolled; the enrolment moves the application to enrolled
    const notYet = await call('POST', '/api/bachelor-registers/actions/enrol', { token: admin, body: { ids: [first.id] }, language: 'en' });
    expect(notYet.status).toBe(422);
    expect((await move(first.id, 'accept')).status).toBe(200);
    const enrolled = await call('POST', '/api/bachelor-registers/actions/enrol', { token: admin, body: { ids: [first.id] }, language: 'en' });
    expect(enrolled.body.counts).toEqual({ enrolled: 1 });
    expect(await stateOf(first.id)).toBe('enrolled');
    expect((await call('GET', `/api/bachelor-registers/${first.id}`, { token: admin })).body.workflow).toEqual({ state: 'enrolled', writable: false, transitions: [] });

    // a rejection may say why; a reconsideration must
    expect((await move(second.id, 'reject', 'The school-leaving certificate was not sent.')).status).toBe(200);
    expect((await move(second.id, 'reconsider')).status).toBe(422);
    expect((await move(second.id, 'reconsider', 'The certificate arrived late by post.')).status).toBe(200);
    const history = (await call('GET', `/api/bachelor-registers/${first.id}/history`, { token: admin })).body as { data: { changes: Record<string, { to: unknown }> }[] };
    expect(history.data.flatMap((entry) => (entry.changes.admission_state ? [entry.changes.admission_state.to] : []))).toEqual(['enrolled', 'accepted', 'offered', 'review']);
  });

  it('keeps a rejected or enrolled application as it is: no edit, no deletion', async () => {
    const applicant = await apply('ka', 150);
    expect((await move(applicant.id, 'reject')).status).toBe(200);
    const before = await tableDigest(test, 'applicants');
    const edited = await call('PUT', `/api/bachelor-registers/${applicant.id}`, { token: admin, language: 'en', body: { first_name: 'Changed' } });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe('This record is “Rejected”: it cannot be changed in this state. It can be opened again by: Reconsider.');
    expect((await call('DELETE', `/api/bachelor-registers/${applicant.id}`, { token: admin })).status).toBe(409);
    expect(await tableDigest(test, 'applicants')).toBe(before);
  });
});
