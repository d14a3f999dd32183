// A form drawn as a page (view form: the public application forms), without rjsf: a visitor's phone downloads and
// runs the fields, the shared widgets and the form's precompiled validator, not a form library. It draws the fields
// of the generated uiSchema in order as rjsf would (the same ids, labels, classes and widgets, so form.css and the
// journeys read it alike), says what is wrong under each field before sending (the catalogue's words, as the server
// says them), and sends the form to the screen's one action, a file as multipart.
import '../../styles/form.css';
import type { UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api, ApiError, failureMessage } from '../core/api';
import { actionPath } from '../core/actions';
import type { BrowserAction } from '../../../contract/model';
import { fieldMessage } from '../../../contract/messages';
import { isLaterThan, valueProblem } from '../../../contract/values';
import { localToday } from '../format/dates';
import type { BrowserField, PageFormModule, ScreenDefinition } from '../core/screen';
import type { ActionAnswer } from '../core/actions';
import { fieldWidgets, FormStateContext, type FieldWidgetProps, type FormState } from './widgets';
import { hiddenFields, requiredFields, withoutHiddenValues } from './showWhen';
import { uploadFields, withUploads } from './uploads';
import { dependentsOf } from './dependents';

type Data = Record<string, unknown>;
type Problems = Record<string, string[]>;

/** A key naming one sending of the form, so that sending it again (its answer lost) is not done twice. */
function submissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * What is wrong with the data, per field, in the user's words: the schema's rules by the precompiled validator (the
 * first broken rule of a field), then what a schema cannot say (a real day, a date no later than today).
 */
export function formProblems(module: PageFormModule, fields: readonly BrowserField[], data: Data, t: TFunction): Problems {
  const kinds = new Map(fields.map((field) => [field.key, field.kind]));
  const candidate = Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value)));
  const problems: Problems = {};
  if (!module.validate(candidate)) {
    for (const error of module.validate.errors ?? []) {
      // an `if` (a field shown for one choice) only says its `then` failed, which names the field itself
      if (error.keyword === 'if') continue;
      const params = error.params as Record<string, unknown>;
      const key = error.keyword === 'required' && error.instancePath === '' ? String(params.missingProperty) : error.instancePath.split('/')[1] ?? '';
      if (problems[key]) continue;
      const message = fieldMessage(error.keyword, params, kinds.get(key));
      problems[key] = [t(message.key, message.params)];
    }
  }
  for (const field of fields) {
    if (problems[field.key]) continue;
    const problem = valueProblem(field.kind, candidate[field.key]);
    if (problem) problems[field.key] = [t(`validation.${problem}`)];
    else if (field.notAfter === 'today' && isLaterThan(candidate[field.key], localToday())) problems[field.key] = [t('validation.not_after_today')];
  }
  return problems;
}

/** A 422's messages by field ("photo.0" belongs to photo). */
function serverProblems(errors: Record<string, string[]> | undefined): Problems {
  const problems: Problems = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const key = field.split('.')[0];
    problems[key] = [...(problems[key] ?? []), ...messages];
  }
  return problems;
}

interface FieldProps {
  name: string;
  ui: UiSchema;
  property: Record<string, unknown>;
  required: boolean;
  value: unknown;
  problems: readonly string[] | undefined;
  onChange: (value: unknown) => void;
}

/** One field as rjsf draws it: its label (a star when required), its widget, and what is wrong with it under it. */
function Field({ name, ui, property, required, value, problems, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = `aula_${name}`;
  const title = t(String(ui['ui:title'] ?? name));
  const options: FieldWidgetProps['options'] = ui['ui:options'] ?? {};
  const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
  const invalid = problems !== undefined && problems.length > 0;
  const errorId = `${id}__error`;
  const Custom = widget ? fieldWidgets[widget] : undefined;
  const numeric = property.type === 'integer' || property.type === 'number';
  const typed = (text: string): unknown => (text === '' ? undefined : numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
  const shared = {
    id, name: id, required, placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '',
    'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined, className: 'form-control',
  };
  let control;
  if (Custom) {
    const props: FieldWidgetProps = {
      id, name: id, value, required, disabled: false, readonly: false, placeholder: shared.placeholder, autofocus: false, label: title,
      schema: property, options, rawErrors: problems ? [...problems] : undefined,
      onChange, onBlur: () => undefined, onFocus: () => undefined,
    };
    control = <Custom {...props} />;
  } else if (widget === 'textarea') {
    control = <textarea {...shared} value={isEmpty(value) ? '' : String(value)} onChange={(event) => onChange(typed(event.target.value))} />;
  } else {
    const type = typeof options.inputType === 'string' ? options.inputType : numeric ? 'number' : 'text';
    control = <input {...shared} type={type} value={isEmpty(value) ? '' : String(value)} onChange={(event) => onChange(typed(event.target.value))} />;
  }
  return (
    <div className={`form-group${invalid ? ' rjsf-field-error' : ''}`}>
      <label className="control-label" htmlFor={id}>{title}{required && <span className="required">*</span>}</label>
      {control}
      {invalid && <ul className="error-detail" id={errorId}>{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}
    </div>
  );
}

export interface PageFormProps {
  screen: ScreenDefinition;
  module: PageFormModule;
  /** the screen's action that sends the form */
  action: BrowserAction;
  /** Sent: the server's answer (its message). */
  onSent: (answer: Partial<ActionAnswer>) => void;
}

export function PageForm({ screen, module, action, onSent }: PageFormProps) {
  const { t } = useTranslation();
  const [data, setData] = useState<Data>({});
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const files = useRef(new Map<string, File>());
  const [, setFilesVersion] = useState(0);
  const submission = useRef(submissionKey());
  const container = useRef<HTMLFormElement>(null);

  const { schema, uiSchema } = module;
  const order = (uiSchema['ui:order'] ?? Object.keys(schema.properties ?? {})) as string[];
  const required = requiredFields(schema, data);
  const hidden = new Set(hiddenFields(uiSchema, data));

  const formState = useMemo<FormState>(() => ({
    formData: data,
    file: (field) => files.current.get(field),
    setFile: (field, file) => {
      if (file) files.current.set(field, file);
      else files.current.delete(field);
      setFilesVersion((version) => version + 1);
    },
  }), [data]);

  const change = (key: string, value: unknown): void => {
    const next: Data = { ...data, [key]: value };
    if (isEmpty(value)) delete next[key];
    if (value !== data[key]) for (const dependent of dependentsOf(uiSchema, key)) delete next[dependent];
    setData(withoutHiddenValues(uiSchema, next));
    // what was wrong with the field is the old value's: the new one is judged when the form is sent again
    if (problems[key]) setProblems(({ [key]: _old, ...rest }) => rest);
  };

  /** Shows what is wrong and takes the user to the first field it is about. */
  const refuse = (found: Problems): void => {
    setProblems(found);
    const first = order.find((key) => found[key]);
    requestAnimationFrame(() => container.current?.querySelector<HTMLElement>(`#aula_${CSS.escape(first ?? '')}, #aula_${CSS.escape(first ?? '')} input`)?.focus());
  };

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const found = formProblems(module, screen.fields, data, t);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setProblems({});
    setSending(true);
    try {
      const body = withUploads(data, {}, uploadFields(uiSchema), files.current);
      const answer = await api<Partial<ActionAnswer>>('POST', actionPath(screen, action), body, { 'Idempotency-Key': submission.current });
      submission.current = submissionKey();
      onSent(answer);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422 && failure.errors) {
        refuse(serverProblems(failure.errors));
        setMessage(failure.message);
      } else {
        // no answer at all (the connection dropped, the server is down): nothing was sent, and saying so
        setMessage(failure instanceof ApiError ? failureMessage(failure, t('app.errors.generic')) : t('app.errors.unreachable'));
      }
    } finally {
      setSending(false);
    }
  }

  const visible = order.filter((key) => !hidden.has(key) && schema.properties?.[key] !== undefined);
  return (
    <FormStateContext.Provider value={formState}>
      {message && <div className="form-error" role="alert">{message}</div>}
      <form ref={container} className={`aula-form${visible.length > 8 ? ' aula-form--columns' : ''}`} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset id="aula">
          {visible.map((key) => (
            <Field
              key={key}
              name={key}
              ui={(uiSchema[key] ?? {}) as UiSchema}
              property={schema.properties![key] as Record<string, unknown>}
              required={required.has(key)}
              value={data[key]}
              problems={problems[key]}
              onChange={(value) => change(key, value)}
            />
          ))}
        </fieldset>
        <div className="form-foot">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('app.form.saving') : t(action.submit ?? action.label)}
          </button>
        </div>
      </form>
    </FormStateContext.Provider>
  );
}
