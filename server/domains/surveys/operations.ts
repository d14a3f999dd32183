// Surveys (spec sections 3 and 5): a survey's questions answered once per person, with the asterisk rule (every
// question marked required is answered, every one asking for a comment has it); an anonymous survey keeps who
// answered apart from what they answered, so no answer leads to a person. Its results count the answers per
// question, and its export saves every answer as XLSX.
import type { Queryable } from '../../db/database';
import { HttpError, ValidationFailed, type Message } from '../../core/errors';
import type { Translator } from '../../core/i18n';
import type { ServerScreen } from '../../../contract/model';
import type { Questionnaire } from '../../../contract/dsl';
import { containsNul } from '../../../contract/values';
import { choicesOf, missingAnswers, SCALE, type Answer, type Question, type QuestionKind } from '../../../contract/questionnaire';
import type { OperationCall, ReportSection, Operation } from '../../kernel/operations';
import { addHeadings, addRows, cellOf, DATE_FORMAT, workbookBuffer } from '../../kernel/export';

/** The longest written answer and comment. */
export const MAX_TEXT = 5000;

const questionnaireOf = (resource: ServerScreen): Questionnaire => {
  const questionnaire = resource.actions?.find((action) => action.questionnaire)?.questionnaire;
  if (!questionnaire) throw new Error(`the screen ${resource.name} has no action with a questionnaire`);
  return questionnaire;
};

/** The survey's questions in order, read from its parts as the screen's questionnaire names them. */
export async function readQuestions(db: Queryable, resource: ServerScreen, surveyId: number): Promise<Question[]> {
  const q = questionnaireOf(resource);
  const kinds = new Map(Object.entries(q.kinds).map(([kind, id]) => [id, kind as QuestionKind]));
  const column = (key: string | undefined, otherwise: string) => (key ? `p.${key}` : otherwise);
  const rows = await db.query<{ id: number; text: string; type: number; required: boolean | null; comment: boolean | null; choices: string | null }>(
    `SELECT p.id, p.${q.text} AS text, p.${q.type} AS type, ${column(q.required, 'false')} AS required,
       ${column(q.comment, 'false')} AS comment, ${column(q.choices, 'NULL')} AS choices
     FROM ${resource.table}_${q.part} p WHERE p.parent_id = $1 ORDER BY p.position`,
    [surveyId],
  );
  return rows.flatMap((row) => {
    const kind = kinds.get(row.type);
    if (!kind) return [];
    return [{ id: row.id, text: row.text, kind, required: row.required === true, comment: row.comment === true, choices: choicesOf(row.choices) }];
  });
}

const isText = (value: unknown): value is string => typeof value === 'string' && !containsNul(value);

/**
 * The answers checked against the questions: each answer fits its question's kind and choices, every required one
 * is there, every comment asked for is written. Anything else is a 422 naming the question, under the asterisk rule.
 */
export function checkAnswers(questions: readonly Question[], body: Readonly<Record<string, unknown>>): Map<number, Answer> {
  const given = body.answers;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw new HttpError(422, 'server.errors.bad_body');
  const byId = new Map(questions.map((question) => [String(question.id), question]));
  const errors: Record<string, Message[]> = {};
  const refuse = (question: Question, key: string, params?: Record<string, number>) => { (errors[`answers.${question.id}`] ??= []).push({ key, params }); };
  const answers = new Map<number, Answer>();
  for (const [id, raw] of Object.entries(given)) {
    if (!byId.has(id) || raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(422, 'server.errors.bad_body');
    const question = byId.get(id)!;
    const { choices, scale, text, comment, ...rest } = raw as Record<string, unknown>;
    if (Object.keys(rest).length > 0) throw new HttpError(422, 'server.errors.bad_body');
    const answer: Answer = {};
    if (comment !== undefined && comment !== null && comment !== '') {
      if (!isText(comment) || comment.length > MAX_TEXT) refuse(question, 'server.surveys.too_long', { max: MAX_TEXT });
      else if (comment.trim() !== '') answer.comment = comment.trim();
    }
    if (question.kind === 'single' || question.kind === 'multiple') {
      const picked = choices === undefined || choices === null ? [] : choices;
      if (!Array.isArray(picked) || !picked.every((choice) => typeof choice === 'string' && question.choices.includes(choice))) refuse(question, 'server.surveys.choices');
      else if (question.kind === 'single' && picked.length > 1) refuse(question, 'server.surveys.one_choice');
      else if (picked.length > 0) answer.choices = [...new Set(picked as string[])];
    } else if (question.kind === 'scale') {
      if (scale !== undefined && scale !== null && !SCALE.includes(scale as 1)) refuse(question, 'server.surveys.scale');
      else if (scale !== undefined && scale !== null) answer.scale = scale as number;
    } else if (text !== undefined && text !== null && text !== '') {
      if (!isText(text) || text.length > MAX_TEXT) refuse(question, 'server.surveys.too_long', { max: MAX_TEXT });
      else if (text.trim() !== '') answer.text = text.trim();
    }
    if (answer.choices || answer.scale !== undefined || answer.text !== undefined || answer.comment !== undefined) answers.set(question.id, answer);
  }
  for (const [id, what] of Object.entries(missingAnswers(questions, Object.fromEntries(answers)))) {
    if (!errors[`answers.${id}`]) refuse(byId.get(id)!, what === 'required' ? 'server.surveys.required' : 'server.surveys.comment_required');
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, { key: 'server.surveys.incomplete' });
  return answers;
}

const answerSurvey: Operation = async ({ ctx, user, t, resource, rows, values }) => {
  const [survey] = rows;
  const surveyId = Number(survey.id);
  const questions = await readQuestions(ctx.db, resource, surveyId);
  if (questions.length === 0) throw new HttpError(422, 'server.surveys.no_questions');
  const answers = checkAnswers(questions, values);
  await ctx.db.transaction(async (tx) => {
    const [state] = await tx.query<{ anonymous: boolean | null; closed: boolean }>(
      'SELECT anonymous, coalesce(closes_on < current_date, false) AS closed FROM surveys WHERE id = $1 FOR UPDATE', [surveyId],
    );
    if (!state) throw new HttpError(404, 'server.errors.not_found');
    if (state.closed) throw new HttpError(422, 'server.surveys.closed');
    // who answered, once per survey; for an anonymous survey this is all that names them
    const [first] = await tx.query('INSERT INTO survey_respondents (survey_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id', [surveyId, user.id]);
    if (!first) throw new HttpError(409, 'server.surveys.already');
    const [response] = await tx.query<{ id: number }>(
      'INSERT INTO survey_responses (survey_id, user_id) VALUES ($1, $2) RETURNING id', [surveyId, state.anonymous ? null : user.id],
    );
    for (const question of questions) {
      const answer = answers.get(question.id);
      if (!answer) continue;
      await tx.query(
        'INSERT INTO survey_answers (response_id, question_id, question, choices, scale, text, comment) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [response.id, question.id, question.text, answer.choices ?? null, answer.scale ?? null, answer.text ?? null, answer.comment ?? null],
      );
    }
  });
  return { done: 1, message: t.t('server.surveys.answered') };
};

interface StoredAnswer { question_id: number | null; question: string; choices: string[] | null; scale: number | null; text: string | null; comment: string | null }

/** The answers given to a survey, oldest first. */
const storedAnswers = (db: Queryable, surveyId: number) => db.query<StoredAnswer & { response_id: number }>(
  `SELECT a.response_id, a.question_id, a.question, a.choices, a.scale, a.text, a.comment
   FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id WHERE r.survey_id = $1 ORDER BY a.response_id, a.id`,
  [surveyId],
);

/** How often each value was chosen: the question's choices in their order, then any answered since removed. */
function counted(values: readonly string[], known: readonly string[]): { label: string; value: number }[] {
  const counts = new Map<string, number>(known.map((choice) => [choice, 0]));
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([label, value]) => ({ label, value }));
}

/** What one question's answers come to: bars of counts, the written answers, the comments. */
export function questionSection(question: Question, answers: readonly StoredAnswer[], t: Translator): ReportSection {
  const comments = answers.flatMap((answer) => (answer.comment ? [answer.comment] : []));
  const given = answers.filter((answer) => answer.choices || answer.scale !== null || answer.text);
  const section: ReportSection = { title: question.text, total: given.length, comments };
  if (question.kind === 'single' || question.kind === 'multiple') section.bars = counted(given.flatMap((answer) => answer.choices ?? []), question.choices);
  if (question.kind === 'scale') {
    const points = given.flatMap((answer) => (answer.scale === null ? [] : [answer.scale]));
    section.bars = counted(points.map(String), SCALE.map(String));
    if (points.length > 0) section.note = t.t('server.surveys.average', { value: (points.reduce((sum, point) => sum + point, 0) / points.length).toFixed(2) });
  }
  if (question.kind === 'text') section.texts = given.flatMap((answer) => (answer.text ? [answer.text] : []));
  return section;
}

const surveyResults: Operation = async ({ ctx, t, resource, rows }: OperationCall) => {
  const [survey] = rows;
  const questions = await readQuestions(ctx.db, resource, Number(survey.id));
  const answers = await storedAnswers(ctx.db, Number(survey.id));
  const [{ count }] = await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM survey_responses WHERE survey_id = $1', [survey.id]);
  const sections = questions.map((question) => questionSection(question, answers.filter((answer) => answer.question_id === question.id), t));
  return { done: count, message: t.t('server.surveys.results', { name: String(survey.name) }), report: { responses: count, sections } };
};

const exportSurveyResults: Operation = async ({ ctx, t, resource, rows }) => {
  const [survey] = rows;
  const questions = await readQuestions(ctx.db, resource, Number(survey.id));
  const responses = await ctx.db.query<{ id: number; answered_on: string; respondent: string | null }>(
    `SELECT r.id, to_char(r.answered_on, 'YYYY-MM-DD') AS answered_on, u.full_name AS respondent
     FROM survey_responses r LEFT JOIN users u ON u.id = r.user_id WHERE r.survey_id = $1 ORDER BY r.id`,
    [survey.id],
  );
  const answers = await storedAnswers(ctx.db, Number(survey.id));
  // every question asked now, then any answered once and removed since (by its text), each with its comment
  const current = new Set(questions.map((question) => question.id));
  const keyOf = (answer: StoredAnswer) => (answer.question_id !== null && current.has(answer.question_id) ? `id:${answer.question_id}` : `text:${answer.question}`);
  const columns = new Map(questions.map((question) => [`id:${question.id}`, question.text]));
  for (const answer of answers) if (!columns.has(keyOf(answer))) columns.set(keyOf(answer), answer.question);
  // each response's answers, found once (not by a pass over every answer for each response)
  const byResponse = new Map<number, StoredAnswer[]>();
  for (const answer of answers) {
    const own = byResponse.get(answer.response_id);
    if (own) own.push(answer);
    else byResponse.set(answer.response_id, [answer]);
  }
  const content = await workbookBuffer(async (workbook) => {
    const sheet = workbook.addWorksheet(t.t('server.surveys.answers_sheet'));
    sheet.getColumn(2).numFmt = DATE_FORMAT;
    addHeadings(sheet, [t.t('server.surveys.respondent'), t.t('server.surveys.answered_on'), ...[...columns.values()].flatMap((text) => [text, `${text}: ${t.t('server.surveys.comment')}`])]);
    await addRows(responses, (response) => {
      const own = new Map((byResponse.get(response.id) ?? []).map((answer) => [keyOf(answer), answer]));
      const cells = [...columns.keys()].flatMap((key) => {
        const answer = own.get(key);
        return [answer ? answer.choices?.join('; ') ?? answer.scale ?? answer.text ?? '' : '', answer?.comment ?? ''];
      });
      return sheet.addRow([response.respondent ?? t.t('server.surveys.anonymous'), cellOf('date', response.answered_on, ctx.config.timeZone), ...cells]);
    });
    sheet.commit();
    const summary = workbook.addWorksheet(t.t('server.surveys.summary_sheet'));
    addHeadings(summary, [t.t('server.surveys.question'), t.t('server.surveys.answer'), t.t('server.surveys.count')]);
    const counts = questions.flatMap((question) => {
      const section = questionSection(question, answers.filter((answer) => answer.question_id === question.id), t);
      return section.bars ? section.bars.map((bar) => [question.text, bar.label, bar.value]) : [[question.text, '', section.total]];
    });
    await addRows(counts, (cells) => summary.addRow(cells));
    summary.commit();
  });
  return {
    done: responses.length,
    message: t.t('server.surveys.results', { name: String(survey.name) }),
    file: { content, name: `${String(survey.name)}.xlsx` },
  };
};

export const surveyOperations = { answerSurvey, surveyResults, exportSurveyResults };
