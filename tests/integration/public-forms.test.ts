// The public application forms (/bachelor, /register) over real HTTP with a real SMTP server, on PGlite and (when
// DATABASE_URL is set) PostgreSQL: a visitor with no account applies, the applicant lands in the register the form
// files into (or the one chosen) with the rest in register_form_info, an administrator finds them there, the visitor
// gets a confirmation in their language; bad input is refused in that language with nothing written, and sending is
// limited per e-mail and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';
import { startSmtp, type TestSmtp } from './support/smtp';

type Row = Record<string, unknown> & { id: number };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let serial = 0;
/** A complete bachelor's application, its e-mail and identity number unique across the run. */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    first_name: 'ნინო', last_name: `აპლიკანტი${serial}`, identity_number: String(62_000_000_000 + serial),
    date_of_birth: '2007-03-04', sex: 0, citizenship: 1, phone: '555-12-345', email: `visitor${serial}@example.com`,
    program_id: 1, previous_education: 'საჯარო სკოლა №51', exam_score: 187, ...overrides,
  };
}

describe.each(engines)('public forms on %s', (engine) => {
  let test: TestServer;
  let smtp: TestSmtp;
  let call: Call;
  let admin: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestServer(engine, { smtpUrl: smtp.url, applicationsPerEmail: 2, applicationsPerAddress: 7 });
    call = client(test.baseUrl);
    admin = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
    await smtp?.stop();
  });

  const registerRows = async (endpoint: string, email: string): Promise<Row[]> => {
    const listed = await call('GET', `/api${endpoint}?sort=-created_at&per_page=50`, { token: admin });
    expect(listed.status).toBe(200);
    return (listed.body.applicants as { data: Row[] }).data.filter((row) => row.email === email);
  };

  it('offers a visitor the programmes, the bachelor\'s form only bachelor\'s ones, and no list the forms do not offer', async () => {
    const programs = await call('GET', '/api/lookups/programs');
    expect(programs.status).toBe(200);
    const bachelors = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE academic_degree_id = 1 ORDER BY id');
    expect(bachelors.length).toBeLessThan((programs.body.data as unknown[]).length);
    const offered = (await call('GET', '/api/lookups/bachelorPrograms')).body.data as { id: number }[];
    expect(offered.map((program) => program.id).sort((a, b) => a - b)).toEqual(bachelors.map((program) => program.id));
    expect((await call('GET', '/api/lookups/school')).status).toBe(401);
    expect((await call('GET', '/api/bachelor-registers')).status).toBe(401);
  });

  it('files a bachelor application with its photo into the register, confirms it by mail, and the office finds it', async () => {
    const sent = application();
    const form = new FormData();
    for (const [key, value] of Object.entries(sent)) form.append(key, String(value));
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const answer = await call('POST', '/api/public/bachelor/actions/apply', { form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const reference = /№(\d+)/.exec(String(answer.body.message))?.[1];
    expect(answer.body.message).toBe(`თქვენი განაცხადი №${reference} მიღებულია. დადასტურება გაიგზავნა მისამართზე ${sent.email}.`);

    const [row] = await registerRows('/bachelor-registers', String(sent.email));
    expect(row).toMatchObject({
      id: Number(reference), first_name: 'ნინო', identity_number: sent.identity_number, program_id: 1,
      register_form_info: { previous_education: 'საჯარო სკოლა №51', exam_score: 187 },
    });
    expect(String(row.photo)).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
    // the register's history says it was made, by nobody signed in
    const history = await call('GET', `/api/bachelor-registers/${reference}/history`, { token: admin });
    expect(history.body.data).toEqual([expect.objectContaining({ action: 'create', user_id: null })]);

    const [mail] = smtp.to(String(sent.email));
    expect(mail.subject).toBe('თქვენი განაცხადი მიღებულია');
    expect(mail.text).toContain(`გამარჯობა, ნინო! თქვენი განაცხადი №${reference} მიღებულია (რეესტრი: ბაკალავრიატის აპლიკანტები).`);
  });

  it('files a /register application into the register the visitor chose, in English', async () => {
    const { exam_score: _score, previous_education: _school, ...person } = application();
    // what no field of the form names is not kept, whatever it is called
    const sent: Record<string, unknown> = { ...person, register: 'phd', previous_education: 'MA, Tbilisi State University', work_experience: 'Five years at a ministry', register_form_info: { forged: true }, id: 1 };
    const answer = await call('POST', '/api/public/register/actions/apply', { body: sent, language: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toMatch(/^Your application no\. \d+ was received\. A confirmation was sent to visitor\d+@example\.com\.$/);
    const [row] = await registerRows('/doctor-registers', String(sent.email));
    expect(row.register_form_info).toEqual({ previous_education: 'MA, Tbilisi State University', work_experience: 'Five years at a ministry' });
    expect(await registerRows('/master-registers', String(sent.email))).toEqual([]);
    const [mail] = smtp.to(String(sent.email));
    expect(mail.subject).toBe('Your application was received');
    expect(mail.text).toContain("(register: Doctoral applicants)");
  });

  it('refuses bad input in the visitor\'s language and writes nothing', async () => {
    const before = await tableDigest(test, 'applicants');
    const mailsBefore = smtp.mails.length;
    const missing = await call('POST', '/api/public/bachelor/actions/apply', { body: { first_name: 'ნინო' }, language: 'en' });
    expect(missing.status).toBe(422);
    expect((missing.body.errors as Record<string, string[]>).email).toEqual(['This field is required.']);
    const { previous_education: _school, ...chosen } = application();
    const [{ id: masters }] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE academic_degree_id = 2 LIMIT 1');
    for (const [url, body] of [
      ['/api/public/bachelor/actions/apply', application({ program_id: 999_999 })],
      ['/api/public/bachelor/actions/apply', application({ program_id: masters })],
      ['/api/public/bachelor/actions/apply', application({ email: 'not an e-mail' })],
      ['/api/public/bachelor/actions/apply', application({ exam_score: 9000 })],
      ['/api/public/register/actions/apply', { ...chosen, previous_education: 'MA', register: 'bachelor' }],
      ['/api/public/register/actions/apply', { ...chosen, previous_education: 'MA' }],
    ] as const) {
      const refused = await call('POST', url, { body, language: 'en' });
      expect(refused.status, `${url} ${JSON.stringify(body)} → ${JSON.stringify(refused.body)}`).toBe(422);
    }
    const disguised = new FormData();
    for (const [key, value] of Object.entries(application())) disguised.append(key, String(value));
    disguised.append('photo', new Blob([Buffer.from('%PDF-1.4 not an image', 'latin1')], { type: 'image/png' }), 'me.png');
    const wrongFile = await call('POST', '/api/public/bachelor/actions/apply', { form: disguised, language: 'en' });
    expect(wrongFile.status).toBe(422);
    expect(Object.keys(wrongFile.body.errors as object)).toEqual(['photo']);
    expect(await tableDigest(test, 'applicants')).toBe(before);
    expect(smtp.mails.length).toBe(mailsBefore);
  });

  it('limits applications per e-mail and per address, and keeps nothing past the limit', async () => {
    const email = 'twice@example.com';
    for (let i = 0; i < 2; i += 1) expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application({ email }) })).status).toBe(200);
    const before = await tableDigest(test, 'applicants');
    const third = await call('POST', '/api/public/bachelor/actions/apply', { body: application({ email: 'TWICE@example.com' }), language: 'en' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many applications were sent from here or for this e-mail. Try again later.');
    expect(await tableDigest(test, 'applicants')).toBe(before);

    // four sent so far from this address (two above, one each in the tests before); the limit is seven
    for (let i = 0; i < 3; i += 1) expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application() })).status).toBe(200);
    const past = await call('POST', '/api/public/bachelor/actions/apply', { body: application() });
    expect(past.status).toBe(429);
    expect(past.body.message).toBe('აქედან ან ამ ელფოსტისთვის ძალიან ბევრი განაცხადი გაიგზავნა. სცადეთ მოგვიანებით.');
  });
});
