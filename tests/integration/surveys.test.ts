// A record with parts over real HTTP, on PGlite and (when DATABASE_URL is set) PostgreSQL: a survey's questions (a
// repeat field) are written with the survey in order, edited keeping each question's id, refused part by part with
// 422 in the user's language changing nothing, and go with the survey when it is deleted. Then a survey answered:
// the asterisk rule in ka and en, once per person, no respondent kept with an anonymous survey's answers, the
// results counted per question and exported as XLSX.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, engines, signIn, signInHolding, startTestServer, tableDigest, type Call, type TestServer } from './support/server';

interface Question { id: number; question: string; type_id: number; required: boolean | null; required_comment: boolean | null; choices: string | null }
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

  it('keeps a question written back with its id, removes one left out, adds one without an id', async () => {
    const before = (await survey(surveyId)).questions;
    const reordered = [before[2], { ...before[0], question: 'How clear were the lectures, on the whole?' }, { question: 'New one', type_id: 4 }];
    const edited = await call('PUT', `/api/surveys/${surveyId}`, { token, body: { questions: reordered } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await survey(surveyId)).questions;
    expect(after.map((q) => q.question)).toEqual(['Anything else?', 'How clear were the lectures, on the whole?', 'New one']);
    expect(after.map((q) => q.id).slice(0, 2)).toEqual([before[2].id, before[0].id]);
    expect(after[2].id).not.toBe(before[1].id);
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

  describe('answered', () => {
    let anonymousId: number;
    let namedId: number;
    let questions: Question[];
    const answersOf = (id: number) => test.server.ctx.db.query<{ user_id: number | null; question: string; choices: string[] | null; scale: number | null; text: string | null; comment: string | null }>(
      'SELECT r.user_id, a.question, a.choices, a.scale, a.text, a.comment FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id WHERE r.survey_id = $1 ORDER BY a.id', [id],
    );
    const fill = (id: number, answers: unknown, as = token, language: 'ka' | 'en' = 'ka') => call('POST', `/api/surveys/actions/fill?id=${id}`, { token: as, body: { answers }, language });

    beforeAll(async () => {
      const made = await call('POST', '/api/surveys', { token, body: { name: 'Teaching quality', anonymous: true, questions: three } });
      anonymousId = (made.body.data as Survey).id;
      questions = (made.body.data as Survey).questions;
      namedId = ((await call('POST', '/api/surveys', { token, body: { name: 'Library hours', questions: [{ question: 'Open on Sundays?', type_id: 1, required: true, choices: 'Yes\nNo' }] } })).body.data as Survey).id;
    });

    it('refuses answers missing a starred question or a comment asked for, under the asterisk rule in ka and en, and keeps nothing', async () => {
      const before = [await tableDigest(test, 'survey_responses'), await tableDigest(test, 'survey_answers'), await tableDigest(test, 'survey_respondents')];
      const [clear, topics, anything] = questions;
      const ka = await fill(anonymousId, { [topics.id]: { choices: ['Law'] } });
      expect(ka.status).toBe(422);
      expect(ka.body.message).toBe('ვარსკვლავით მონიშნული ყველა კითხვა სავალდებულოა');
      expect(Object.keys(ka.body.errors as object).sort()).toEqual([`answers.${anything.id}`, `answers.${clear.id}`].sort());
      const en = await fill(anonymousId, { [clear.id]: { scale: 4 }, [anything.id]: { text: 'More examples' } }, token, 'en');
      expect(en.status).toBe(422);
      expect(en.body.message).toBe('All questions marked with an asterisk are required');
      expect(en.body.errors).toEqual({ [`answers.${anything.id}`]: ['Add a comment to this answer'] });
      expect([await tableDigest(test, 'survey_responses'), await tableDigest(test, 'survey_answers'), await tableDigest(test, 'survey_respondents')]).toEqual(before);
    });

    it('refuses an answer that is not one of the question\'s, and never answers 500', async () => {
      const [clear, topics] = questions;
      for (const answers of [
        { [clear.id]: { scale: 6 } }, { [clear.id]: { scale: '4' } }, { [topics.id]: { choices: ['Physics'] } }, { [topics.id]: { choices: 'Law' } },
        { [clear.id]: { scale: 4, secret: 1 } }, { 99999999: { text: 'x' } }, { [clear.id]: { scale: 4 }, [questions[2].id]: { text: 'a\u0000b', comment: 'c' } },
        { [clear.id]: 4 }, [1], 'all good', null,
      ]) {
        const refused = await fill(anonymousId, answers, token, 'en');
        expect(refused.status, JSON.stringify(answers)).toBe(422);
      }
      const single = await fill(namedId, { [(await survey(namedId)).questions[0].id]: { choices: ['Yes', 'No'] } }, token, 'en');
      expect(single.body.errors).toEqual({ [`answers.${(await survey(namedId)).questions[0].id}`]: ['Choose one of the listed answers'] });
    });

    it('keeps no respondent with an anonymous survey\'s answers, and takes one answer per person', async () => {
      const [clear, topics, anything] = questions;
      const answered = await fill(anonymousId, { [clear.id]: { scale: 4 }, [topics.id]: { choices: ['Law', 'History'] }, [anything.id]: { text: 'More examples', comment: 'Mostly in week 3' } }, token, 'en');
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.message).toBe('Thank you: your answers were recorded');
      const second = await signInHolding(test, 'surveyed@example.com', ['surveys.index']);
      expect((await fill(anonymousId, { [clear.id]: { scale: 2 }, [topics.id]: { choices: ['Law'] }, [anything.id]: { comment: 'No' } }, second)).status).toBe(200);
      const again = await fill(anonymousId, { [clear.id]: { scale: 5 }, [anything.id]: { comment: 'Again' } }, token, 'en');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already answered this survey');
      const stored = await answersOf(anonymousId);
      expect(stored.every((answer) => answer.user_id === null)).toBe(true);
      expect(stored.map((answer) => [answer.question, answer.choices ?? answer.scale ?? answer.text, answer.comment])).toEqual([
        ['How clear were the lectures?', 4, null], ['Which topics helped most?', ['Law', 'History'], null], ['Anything else?', 'More examples', 'Mostly in week 3'],
        ['How clear were the lectures?', 2, null], ['Which topics helped most?', ['Law'], null], ['Anything else?', null, 'No'],
      ]);
      const [respondents] = await test.server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM survey_respondents WHERE survey_id = $1', [anonymousId]);
      expect(respondents.n).toBe(2);
    });

    it('keeps the respondent of a survey that is not anonymous', async () => {
      const [question] = (await survey(namedId)).questions;
      expect((await fill(namedId, { [question.id]: { choices: ['No'] } })).status).toBe(200);
      const [admin] = await test.server.ctx.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@example.com'");
      expect((await answersOf(namedId)).map((answer) => answer.user_id)).toEqual([admin.id]);
    });

    it('counts the answers per question, the scale\'s average and the written answers', async () => {
      const results = await call('POST', '/api/surveys/actions/results', { token, body: { ids: [anonymousId] }, language: 'en' });
      expect(results.status).toBe(200);
      const report = results.body.report as { responses: number; sections: { title: string; total: number; bars?: { label: string; value: number }[]; texts?: string[]; comments?: string[]; note?: string }[] };
      expect(report.responses).toBe(2);
      expect(report.sections.map((section) => section.total)).toEqual([2, 2, 1]);
      expect(report.sections[0].bars?.map((bar) => bar.value)).toEqual([0, 1, 0, 1, 0]);
      expect(report.sections[0].note).toBe('Average: 3.00');
      expect(report.sections[1].bars).toEqual([{ label: 'Law', value: 2 }, { label: 'Economics', value: 0 }, { label: 'History', value: 1 }]);
      expect(report.sections[2]).toMatchObject({ texts: ['More examples'], comments: ['Mostly in week 3', 'No'] });
    });

    it('exports every answer and the counts as XLSX, naming no one for an anonymous survey', async () => {
      const exported = await call('POST', '/api/surveys/actions/exportResults', { token, body: { ids: [anonymousId] }, language: 'en' });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.bytes as unknown as ArrayBuffer);
      const [answers, summary] = workbook.worksheets;
      expect(answers.name).toBe('Answers');
      expect(answers.getRow(1).getCell(3).value).toBe('How clear were the lectures?');
      expect(answers.rowCount).toBe(3);
      expect(answers.getRow(2).getCell(1).value).toBe('anonymous');
      expect(answers.getRow(2).getCell(5).value).toBe('Law; History');
      // the day of the answer is a date cell, not its ISO text
      expect(answers.getRow(2).getCell(2).value).toBeInstanceOf(Date);
      expect(answers.getRow(2).getCell(2).numFmt).toBe('dd-mm-yyyy');
      const lawRow = summary.getSheetValues().find((row) => Array.isArray(row) && row[2] === 'Law') as unknown[];
      expect(lawRow[3]).toBe(2);
    });

    it('keeps the answers when their question is edited, and takes no answers after the closing day', async () => {
      const read = await survey(anonymousId);
      expect((await call('PUT', `/api/surveys/${anonymousId}`, { token, body: { questions: read.questions.slice(0, 2), closes_on: '2020-01-31' } })).status).toBe(200);
      expect(await answersOf(anonymousId)).toHaveLength(6);
      const third = await signInHolding(test, 'late@example.com', ['surveys.index']);
      const late = await fill(anonymousId, { [read.questions[0].id]: { scale: 1 }, [read.questions[1].id]: { choices: ['Law'] } }, third, 'en');
      expect(late.status).toBe(422);
      expect(late.body.message).toBe('This survey no longer takes answers');
    });
  });
});
