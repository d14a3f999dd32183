// A row's parts read as questions, and the asterisk rule as the browser checks it before anything is sent.
import { describe, expect, it } from 'vitest';
import { answersBody, missingAnswers, questionsOf } from '../../../src/runtime/questionnaire/questions';

const questionnaire = { part: 'questions', text: 'question', type: 'type_id', kinds: { single: 1, multiple: 2, scale: 3, text: 4 }, required: 'required', comment: 'required_comment', choices: 'choices' };
const row = {
  id: 7,
  questions: [
    { id: 11, question: 'Clear?', type_id: 3, required: true, required_comment: null, choices: null },
    { id: 12, question: 'Topics', type_id: 2, required: null, required_comment: true, choices: 'Law\n\n Economics \nHistory' },
    { id: 13, question: 'Unknown kind', type_id: 9, required: true },
    { id: 14, question: 'Else?', type_id: 4, required: true },
  ],
};

describe('a questionnaire in the browser', () => {
  it('reads the parts in order as questions of their kind, choices trimmed, a part of no known kind left out', () => {
    const questions = questionsOf(row, questionnaire);
    expect(questions.map((question) => [question.id, question.kind, question.required, question.comment])).toEqual([
      [11, 'scale', true, false], [12, 'multiple', false, true], [14, 'text', true, false],
    ]);
    expect(questions[1].choices).toEqual(['Law', 'Economics', 'History']);
  });

  it('names every starred question without an answer and every comment asked for, and nothing once they are given', () => {
    const questions = questionsOf(row, questionnaire);
    expect(missingAnswers(questions, { 14: { text: '   ' } })).toEqual({ 11: 'required', 12: 'comment', 14: 'required' });
    expect(missingAnswers(questions, { 11: { scale: 1 }, 12: { comment: 'because' }, 14: { text: 'ok' } })).toEqual({});
  });

  it('sends only what was given, texts trimmed', () => {
    expect(answersBody({ 11: { scale: 2 }, 12: { choices: [], comment: '  x ' }, 14: { text: ' ' } })).toEqual({ 11: { scale: 2 }, 12: { comment: 'x' } });
  });
});
