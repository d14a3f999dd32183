// A record with parts over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a survey's questions (a
// repeat field) are written with the survey in order, replaced as a whole by an edit, refused part by part with
// 422 in the user's language changing nothing, and go with the survey when it is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface Question { question: string; type_id: number; required: boolean | null; required_comment: boolean | null; choices: string | null }
interface Survey { id: number; name: string; questions: Question[] }

describe.each(engines)('survey questions on %s', (engine) => {
  let test: TestServer;
  let call: Call;
  let token: string;
  let surveyId: number;
  const three: Partial<Question>[] = [
    { question: 'How clear were the lectures?', type_id: 3, required: true },
    { question: 'Which topics helped most?', type_id: 2, choices: 'Law\nEconomics\nHistory' },
    { question: 'Anything else?', type_id: 4, required_comment: true },
  ];

  beforeAll(async () => {
    test = await startTestServer(engine);
    call = client(test.baseUrl);
    token = await signIn(call);
  });

  afterAll(async () => {
    await test?.stop();
  });

  const survey = async (id: number) => (await call('GET', `/api/surveys/${id}`, { token })).body.data as Survey;

  it('writes the questions with the survey, in order', async () => {
    const created = await call('POST', '/api/surveys', { token, body: { name: 'Course feedback', anonymous: true, questions: three } });
    expect(created.status).toBe(201);
    surveyId = (created.body.data as Survey).id;
    expect((created.body.data as Survey).questions.map((q) => q.question)).toEqual(three.map((q) => q.question));
    const read = await survey(surveyId);
    expect(read.questions[1]).toMatchObject({ type_id: 2, choices: 'Law\nEconomics\nHistory' });
    expect(read.questions[0].required).toBe(true);
  });

  it('replaces them as a whole on an edit, and keeps them when an edit leaves them out', async () => {
    const reordered = [three[2], three[0]];
    const edited = await call('PUT', `/api/surveys/${surveyId}`, { token, body: { questions: reordered } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await survey(surveyId)).questions.map((q) => q.question)).toEqual(['Anything else?', 'How clear were the lectures?']);
    expect((await call('PUT', `/api/surveys/${surveyId}`, { token, body: { name: 'Course feedback, autumn' } })).status).toBe(200);
    expect((await survey(surveyId)).questions).toHaveLength(2);
  });

  it('refuses a question without its text, of an unknown type or with a key it does not have, and changes nothing', async () => {
    const before = [await tableDigest(test, 'surveys'), await tableDigest(test, 'surveys_questions')];
    for (const questions of [[{ type_id: 1 }], [{ question: 'Q\u0000', type_id: 1 }], [{ question: 'Q', type_id: 9 }], [{ question: 'Q', type_id: 1, secret: 1 }], 'not a list', [{ question: 'Q', type_id: 2_147_483_648 }]]) {
      const refused = await call('PUT', `/api/surveys/${surveyId}`, { token, body: { questions }, language: 'en' });
      expect(refused.status, JSON.stringify(questions)).toBe(422);
      expect(Object.keys(refused.body.errors as object)).toEqual(['questions']);
    }
    expect([await tableDigest(test, 'surveys'), await tableDigest(test, 'surveys_questions')]).toEqual(before);
  });

  it('takes the questions away with the survey', async () => {
    expect((await call('DELETE', `/api/surveys/${surveyId}`, { token })).status).toBe(204);
    const [left] = await test.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM surveys_questions WHERE parent_id = $1', [surveyId]);
    expect(left.n).toBe(0);
  });
});
