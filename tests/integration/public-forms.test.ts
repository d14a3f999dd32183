// The public application forms (/bachelor, /register) over real HTTP with a real SMTP server, on PGlite and (when
// DATABASE_URL is set) PostgreSQL: a visitor with no account applies, the applicant lands in the register the form
// files into (or the one chosen) with the rest in register_form_info, an administrator finds them there, the visitor
// gets a confirmation naming the programme in their language; bad input (a programme of another level, a personal
// number that is not one, a birth date to come, a second application for a programme) is refused in that language
// with nothing written, and sending is limited strictly per e-mail and personal number, loosely per address.
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
    // the limit per address as it comes (loose); those per e-mail and per personal number lowered to be reached
    test = await startTestServer(engine, { smtpUrl: smtp.url, applicationsPerEmail: 2, applicationsPerPerson: 2 });
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

  it('refuses a text holding a NUL in a multipart form as in JSON, before its limits read it, and keeps nothing', async () => {
    const form = new FormData();
    form.append('email', 'a\u0000b@example.com');
    const answer = await call('POST', '/api/public/bachelor/actions/apply', { form, language: 'en' });
    expect(answer.status).toBe(422);
    expect((answer.body.errors as Record<string, string[]>).email).toEqual(['The text holds a character that cannot be stored (NUL); remove it.']);
  });

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
      id: Number(reference), first_name: 'ნინო', identity_number: sent.identity_number, program_id: 1, exam_score: 187, admission_state: 'submitted',
      // the language of the form, in which an offer of a place is mailed later
      register_form_info: { previous_education: 'საჯარო სკოლა №51', language: 'ka' },
    });
    expect(String(row.photo)).toMatch(/^\/storage\/[a-f0-9]{32}\.png$/);
    // the register's history says it was made, by nobody signed in
    const history = await call('GET', `/api/bachelor-registers/${reference}/history`, { token: admin });
    expect(history.body.data).toEqual([expect.objectContaining({ action: 'create', user_id: null })]);

    const [mail] = smtp.to(String(sent.email));
    expect(mail.subject).toBe('თქვენი განაცხადი მიღებულია');
    const [program] = await test.server.ctx.db.query<{ name_ka: string }>('SELECT name_ka FROM programs WHERE id = $1', [sent.program_id]);
    expect(mail.text).toContain(`გამარჯობა, ნინო! თქვენი განაცხადი №${reference} პროგრამაზე „${program.name_ka}“ მიღებულია (რეესტრი: ბაკალავრიატის აპლიკანტები).`);
  });

  it('files a /register application into the register the visitor chose, in English, and names its programme in the mail', async () => {
    const { exam_score: _score, previous_education: _school, ...person } = application();
    const [doctoral] = await test.server.ctx.db.query<{ id: number; name_en: string }>('SELECT id, name_en FROM programs WHERE academic_degree_id = 3 ORDER BY id LIMIT 1');
    // what no field of the form names is not kept, whatever it is called
    const sent: Record<string, unknown> = {
      ...person, register: 'phd', program_id: doctoral.id, previous_education: 'MA, Tbilisi State University', work_experience: 'Five years at a ministry',
      register_form_info: { forged: true }, id: 1,
    };
    const answer = await call('POST', '/api/public/register/actions/apply', { body: sent, language: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toMatch(/^Your application no\. \d+ was received\. A confirmation was sent to visitor\d+@example\.com\.$/);
    const [row] = await registerRows('/doctor-registers', String(sent.email));
    expect(row.register_form_info).toEqual({ previous_education: 'MA, Tbilisi State University', work_experience: 'Five years at a ministry', language: 'en' });
    expect(await registerRows('/master-registers', String(sent.email))).toEqual([]);
    const [mail] = smtp.to(String(sent.email));
    expect(mail.subject).toBe('Your application was received');
    expect(mail.text).toContain(`for the programme “${doctoral.name_en}” (register: Doctoral applicants)`);
  });

  it('offers each programme with its academic degree, which the register chosen on /register narrows the list by', async () => {
    const listed = (await call('GET', '/api/lookups/programs')).body.data as { id: number; values?: { academic_degree_id: number } }[];
    const degrees = await test.server.ctx.db.query<{ id: number; academic_degree_id: number }>('SELECT id, academic_degree_id FROM programs ORDER BY id');
    expect(listed.map((program) => [program.id, program.values?.academic_degree_id]).sort(([a], [b]) => a! - b!))
      .toEqual(degrees.map((program) => [program.id, program.academic_degree_id]));
  });

  it('refuses on /register a programme of another level than the register chosen, naming both in the visitor\'s language', async () => {
    const before = await tableDigest(test, 'applicants');
    const [bachelors] = await test.server.ctx.db.query<{ id: number; name_ka: string; name_en: string }>('SELECT id, name_ka, name_en FROM programs WHERE academic_degree_id = 1 ORDER BY id LIMIT 1');
    const { exam_score: _score, ...person } = application({ program_id: bachelors.id });
    const english = await call('POST', '/api/public/register/actions/apply', { body: { ...person, register: 'master' }, language: 'en' });
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({ program_id: [`“${bachelors.name_en}” does not go with the choice “Master's”; choose one of the options offered.`] });
    const georgian = await call('POST', '/api/public/register/actions/apply', { body: { ...person, register: 'phd' } });
    expect(georgian.body.errors).toEqual({ program_id: [`„${bachelors.name_ka}“ არ შეესაბამება არჩეულს: „დოქტორანტურა“. აირჩიეთ შემოთავაზებული მნიშვნელობებიდან.`] });
    expect(await tableDigest(test, 'applicants')).toBe(before);
  });

  it('refuses a personal number that is not eleven digits and a birth date to come, and a second application for a programme', async () => {
    const before = await tableDigest(test, 'applicants');
    const short = await call('POST', '/api/public/bachelor/actions/apply', { body: application({ identity_number: '123' }), language: 'en' });
    expect(short.body.errors).toEqual({ identity_number: ['A personal number is 11 digits.'] });
    const unborn = await call('POST', '/api/public/bachelor/actions/apply', { body: application({ date_of_birth: '2031-05-01' }), language: 'en' });
    expect(unborn.body.errors).toEqual({ date_of_birth: ['This date may not be later than today.'] });
    expect(await tableDigest(test, 'applicants')).toBe(before);

    const first = application();
    expect((await call('POST', '/api/public/bachelor/actions/apply', { body: first })).status).toBe(200);
    const again = await call('POST', '/api/public/bachelor/actions/apply', { body: { ...application(), identity_number: first.identity_number }, language: 'en' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ program_id: ['An application with this personal number or passport for this programme has already been received.'] });
    // the database keeps it too, whoever writes the row
    const [row] = await test.server.ctx.db.query<Record<string, unknown>>('SELECT register, identity_number, program_id, first_name, last_name, phone, email, date_of_birth FROM applicants WHERE identity_number = $1', [first.identity_number]);
    await expect(test.server.ctx.db.transaction((tx) => tx.query(
      'INSERT INTO applicants (register, identity_number, program_id, first_name, last_name, phone, email, date_of_birth) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      Object.values(row),
    ))).rejects.toMatchObject({ code: '23505' });
    // another programme is another application
    const [other] = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE academic_degree_id = 1 AND id <> $1 ORDER BY id LIMIT 1', [first.program_id]);
    expect((await call('POST', '/api/public/bachelor/actions/apply', { body: { ...application(), identity_number: first.identity_number, program_id: other.id } })).status).toBe(200);
  });

  it('takes a foreign applicant by passport, and asks a Georgian citizen for a personal number, in the visitor\'s language', async () => {
    const before = await tableDigest(test, 'applicants');
    const { identity_number: _number, ...foreigner } = application({ citizenship: 2 });
    const noPassport = await call('POST', '/api/public/bachelor/actions/apply', { body: foreigner, language: 'en' });
    expect(noPassport.status).toBe(422);
    expect(noPassport.body.errors).toEqual({ passport_number: ['This field is required.'], passport_country: ['This field is required.'] });
    const georgian = await call('POST', '/api/public/bachelor/actions/apply', { body: { ...foreigner, citizenship: 1 } });
    expect(georgian.body.errors).toEqual({ identity_number: ['ველის შევსება სავალდებულოა.'] });
    // a passport given for a Georgian citizen contradicts the choice
    const contradicted = await call('POST', '/api/public/bachelor/actions/apply', { body: { ...application(), passport_number: 'AB1234567' }, language: 'en' });
    expect(Object.keys(contradicted.body.errors as object)).toEqual(['passport_number']);
    expect(await tableDigest(test, 'applicants')).toBe(before);

    const sent: Record<string, unknown> = { ...foreigner, passport_number: 'U12345678', passport_country: 'Ukraine' };
    const answer = await call('POST', '/api/public/bachelor/actions/apply', { body: sent, language: 'en' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await registerRows('/bachelor-registers', String(sent.email));
    const record = await call('GET', `/api/bachelor-registers/${row.id}`, { token: admin });
    expect((record.body as { data: Row }).data).toMatchObject({ identity_number: null, citizenship: 2, passport_number: 'U12345678', passport_country: 'Ukraine' });
    // the office finds them by the passport's number
    const found = await call('GET', `/api/find?q=U1234`, { token: admin });
    expect(JSON.stringify(found.body)).toContain(`"id":${row.id}`);
    // one application per passport and programme, as per personal number
    const again = await call('POST', '/api/public/bachelor/actions/apply', { body: { ...sent, email: 'again@example.com' }, language: 'en' });
    expect(again.body.errors).toEqual({ program_id: ['An application with this personal number or passport for this programme has already been received.'] });
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

  it('limits applications strictly per e-mail and per personal number, loosely per address, and keeps nothing past a limit', async () => {
    // a school's computer room: many applicants, one address, all taken
    for (let i = 0; i < 12; i += 1) expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application() })).status).toBe(200);

    const email = 'twice@example.com';
    for (let i = 0; i < 2; i += 1) expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application({ email }) })).status).toBe(200);
    const before = await tableDigest(test, 'applicants');
    const third = await call('POST', '/api/public/bachelor/actions/apply', { body: application({ email: 'TWICE@example.com' }), language: 'en' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many applications were sent from here, or for this e-mail or personal number. Try again later.');
    expect(await tableDigest(test, 'applicants')).toBe(before);

    // the same person for two programmes, then a third time for another: refused, whatever the e-mail
    const bachelors = await test.server.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE academic_degree_id = 1 ORDER BY id');
    const person = application().identity_number;
    for (const program of bachelors.slice(0, 2)) {
      expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application({ identity_number: person, program_id: program.id }) })).status).toBe(200);
    }
    const thrice = await call('POST', '/api/public/bachelor/actions/apply', { body: application({ identity_number: person, program_id: bachelors[2].id }) });
    expect(thrice.status).toBe(429);
    expect(thrice.body.message).toBe('აქედან, ან ამ ელფოსტისთვის ან პირადი ნომრისთვის ძალიან ბევრი განაცხადი გაიგზავნა. სცადეთ მოგვიანებით.');

    // an address still has a limit, only a higher one: here as many as it has sent this hour
    const [{ sent }] = await test.server.ctx.db.query<{ sent: number }>('SELECT count(*)::integer AS sent FROM public_submissions WHERE address = $1', ['127.0.0.1']);
    expect(test.server.ctx.config.applicationsPerAddress).toBeGreaterThanOrEqual(100);
    test.server.ctx.config.applicationsPerAddress = sent;
    expect((await call('POST', '/api/public/bachelor/actions/apply', { body: application() })).status).toBe(429);
  });
});
