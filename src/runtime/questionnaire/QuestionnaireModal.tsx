// An action's questionnaire (a survey filled in): each question of the row a fieldset of its kind (one choice,
// several, a point from 1 to 5, a text), starred when required, with a comment box where the question asks for one.
// The asterisk rule is checked here as the server checks it; what the server refuses is shown by its question.
// Loaded lazily, when the action is chosen.
import '../../styles/questionnaire.css';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserAction } from '../../../contract/model';
import { api, ApiError, failureMessage } from '../core/api';
import { useAlert } from '../ui/alerts';
import { ModalDialog } from '../ui/ModalDialog';
import type { Row } from '../core/rows';
import { actionPath } from '../core/actions';
import type { ScreenDefinition } from '../core/screen';
import { answersBody, missingAnswers, questionsOf, SCALE, type Answer, type Question } from './questions';

export interface QuestionnaireModalProps {
  screen: ScreenDefinition;
  action: BrowserAction;
  row: Row;
  onClose: () => void;
  onSaved: () => void;
}

function QuestionInputs({ question, answer, invalid, describedBy, onChange }: {
  question: Question; answer: Answer; invalid: boolean; describedBy: string | undefined; onChange: (answer: Answer) => void;
}) {
  const { t } = useTranslation();
  const name = `question-${question.id}`;
  if (question.kind === 'text') {
    return (
      <textarea id={`${name}-text`} aria-labelledby={`${name}-legend`} aria-invalid={invalid || undefined} aria-describedby={describedBy}
        value={answer.text ?? ''} onChange={(event) => onChange({ ...answer, text: event.target.value })} maxLength={5000} />
    );
  }
  if (question.kind === 'scale') {
    return (
      <div className="question__scale">
        <span className="muted" aria-hidden="true">{t('app.questionnaire.scaleLow')}</span>
        {SCALE.map((point) => (
          <label key={point} className="question__point">
            <input type="radio" name={name} value={point} checked={answer.scale === point} aria-invalid={invalid || undefined} aria-describedby={describedBy}
              onChange={() => onChange({ ...answer, scale: point })} />
            {point}
          </label>
        ))}
        <span className="muted" aria-hidden="true">{t('app.questionnaire.scaleHigh')}</span>
      </div>
    );
  }
  const many = question.kind === 'multiple';
  const picked = answer.choices ?? [];
  return (
    <div className="question__choices">
      {question.choices.map((choice) => (
        <label key={choice} className="question__choice">
          <input type={many ? 'checkbox' : 'radio'} name={name} value={choice} checked={picked.includes(choice)} aria-invalid={invalid || undefined} aria-describedby={describedBy}
            onChange={() => onChange({ ...answer, choices: many ? (picked.includes(choice) ? picked.filter((item) => item !== choice) : [...picked, choice]) : [choice] })} />
          {choice}
        </label>
      ))}
    </div>
  );
}

export default function QuestionnaireModal({ screen, action, row, onClose, onSaved }: QuestionnaireModalProps) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const questions = useMemo(() => questionsOf(row, action.questionnaire!), [row, action]);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const starred = questions.some((question) => question.required || question.comment);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const missing = missingAnswers(questions, answers);
    if (Object.keys(missing).length > 0) {
      setErrors(Object.fromEntries(Object.entries(missing).map(([id, what]) => [`answers.${id}`, [t(what === 'required' ? 'app.questionnaire.required' : 'app.questionnaire.commentRequired')]])));
      setMessage(t('app.questionnaire.asterisk'));
      document.getElementById(`question-${Object.keys(missing)[0]}-legend`)?.closest('fieldset')?.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const answer = await api<{ message: string }>('POST', `${actionPath(screen, action)}?id=${encodeURIComponent(String(row.id))}`, { answers: answersBody(answers) });
      showAlert(answer.message, 'success');
      onSaved();
    } catch (failure) {
      setErrors(failure instanceof ApiError && failure.errors ? failure.errors : {});
      setMessage(failureMessage(failure, t('app.errors.generic')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalDialog title={`${t(action.label)}: ${String(row.name ?? '')}`} wide onClose={onClose}>
      <form className="modal__body questionnaire" noValidate onSubmit={(event) => void submit(event)}>
        {typeof row.description === 'string' && row.description !== '' && <p className="questionnaire__intro">{row.description}</p>}
        {starred && <p className="questionnaire__rule"><span className="required" aria-hidden="true">*</span> {t('app.questionnaire.asterisk')}</p>}
        {message && <div className="form-error" role="alert">{message}</div>}
        {questions.length === 0 && <p className="muted">{t('app.questionnaire.none')}</p>}
        {questions.map((question, index) => {
          const problems = errors[`answers.${question.id}`] ?? [];
          const errorId = problems.length > 0 ? `question-${question.id}-error` : undefined;
          return (
            <fieldset key={question.id} className={`question${problems.length > 0 ? ' has-error' : ''}`}>
              <legend id={`question-${question.id}-legend`}>
                {index + 1}. {question.text}
                {question.required && <><span className="required" aria-hidden="true">*</span><span className="visually-hidden"> ({t('app.questionnaire.requiredMark')})</span></>}
              </legend>
              <QuestionInputs question={question} answer={answers[question.id] ?? {}} invalid={problems.length > 0} describedBy={errorId}
                onChange={(answer) => setAnswers({ ...answers, [question.id]: answer })} />
              {question.comment && (
                <label className="question__comment">
                  <span>{t('app.questionnaire.comment')}<span className="required" aria-hidden="true">*</span></span>
                  <textarea value={answers[question.id]?.comment ?? ''} maxLength={5000} aria-invalid={problems.length > 0 || undefined}
                    onChange={(event) => setAnswers({ ...answers, [question.id]: { ...answers[question.id], comment: event.target.value } })} />
                </label>
              )}
              {errorId && <p id={errorId} className="question__error">{problems.join(' ')}</p>}
            </fieldset>
          );
        })}
        <div className="modal__foot">
          <button type="button" className="button" onClick={onClose}>{t('app.actions.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={saving || questions.length === 0}>
            {saving ? t('app.form.saving') : t(action.submit ?? action.label)}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
