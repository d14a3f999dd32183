// A row's parts read as questions (an action's questionnaire: a survey's) and the answers as sent; the asterisk
// rule (contract/questionnaire.ts) names a missing answer before anything is sent.
import type { Questionnaire } from '../../../contract/dsl';
import { choicesOf, type Answer, type Question, type QuestionKind } from '../../../contract/questionnaire';
import type { Row } from '../core/rows';

export { missingAnswers, SCALE, type Answer, type Question, type QuestionKind } from '../../../contract/questionnaire';

/** The row's questions in order; a part of a type the questionnaire does not name is not asked. */
export function questionsOf(row: Row, questionnaire: Questionnaire): Question[] {
  const kinds = new Map(Object.entries(questionnaire.kinds).map(([kind, id]) => [id, kind as QuestionKind]));
  const parts = Array.isArray(row[questionnaire.part]) ? (row[questionnaire.part] as Row[]) : [];
  return parts.flatMap((part) => {
    const kind = kinds.get(Number(part[questionnaire.type]));
    if (!kind || typeof part.id !== 'number') return [];
    return [{
      id: part.id,
      text: String(part[questionnaire.text] ?? ''),
      kind,
      required: questionnaire.required !== undefined && part[questionnaire.required] === true,
      comment: questionnaire.comment !== undefined && part[questionnaire.comment] === true,
      choices: choicesOf(questionnaire.choices && part[questionnaire.choices]),
    }];
  });
}

/** The answers as sent: only what was given, texts trimmed. */
export function answersBody(answers: Readonly<Record<number, Answer>>): Record<string, Answer> {
  const body: Record<string, Answer> = {};
  for (const [id, answer] of Object.entries(answers)) {
    const sent: Answer = {};
    if ((answer.choices?.length ?? 0) > 0) sent.choices = answer.choices;
    if (answer.scale !== undefined) sent.scale = answer.scale;
    if ((answer.text ?? '').trim() !== '') sent.text = answer.text!.trim();
    if ((answer.comment ?? '').trim() !== '') sent.comment = answer.comment!.trim();
    if (Object.keys(sent).length > 0) body[id] = sent;
  }
  return body;
}
