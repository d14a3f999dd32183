// A row's parts read as questions (an action's questionnaire: a survey's), and the asterisk rule, as the browser
// checks it before sending and the server checks it before storing.
import type { Questionnaire } from './dsl';

export type QuestionKind = keyof Questionnaire['kinds'];

export interface Question {
  id: number;
  text: string;
  kind: QuestionKind;
  required: boolean;
  comment: boolean;
  choices: string[];
}

/** One person's answer to one question, as the browser sends it. */
export interface Answer {
  choices?: string[];
  scale?: number;
  text?: string;
  comment?: string;
}

/** A question's choices from its text, one per line, trimmed, blank lines left out: what the browser offers and the server accepts. */
export function choicesOf(text: unknown): string[] {
  return (typeof text === 'string' ? text : '').split('\n').map((choice) => choice.trim()).filter((choice) => choice !== '');
}

/** The points of a scale question. */
export const SCALE = [1, 2, 3, 4, 5] as const;

const isAnswered = (answer: Answer | undefined): boolean =>
  answer !== undefined && ((answer.choices?.length ?? 0) > 0 || answer.scale !== undefined || (answer.text ?? '').trim() !== '');

/** What the asterisk rule still wants: per question id, 'required' (an answer) or 'comment'. */
export function missingAnswers(questions: readonly Question[], answers: Readonly<Record<number, Answer | undefined>>): Record<number, 'required' | 'comment'> {
  const missing: Record<number, 'required' | 'comment'> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (question.required && !isAnswered(answer)) missing[question.id] = 'required';
    else if (question.comment && (answer?.comment ?? '').trim() === '') missing[question.id] = 'comment';
  }
  return missing;
}
