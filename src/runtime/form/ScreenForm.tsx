// A screen's form on @rjsf/core, wherever it is drawn: in the add/edit modal, or as a page of its own (a public
// form). Loaded only with them, so no list or sign-in chunk carries rjsf.
import '../../styles/form.css';
import Form from '@rjsf/core';
import { errorId, type CustomValidator, type ErrorSchema, type FieldErrorProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { api, ApiError, apiRaw, failureMessage } from '../core/api';
import { rowOf } from '../core/rows';
import type { BrowserAction } from '../../../contract/model';
import type { FormModule, ScreenDefinition } from '../core/screen';
import { isLaterThan, valueProblem } from '../../../contract/values';
import { localToday } from '../format/dates';
import { serverErrorSchema, translateErrors } from './errors';
import { hiddenFields, withHiddenFields, withoutHiddenValues } from './showWhen';
import { uploadFields, withClearedFields, withUploads } from './uploads';
import { dependentsOf } from './dependents';
import { customWidgets, FormStateContext, type FormState } from './widgets';
import { partButtons } from './partButtons';
import { sectionedTemplates } from './sections';
import { ConflictNotice } from './ConflictNotice';
import { revealRefusal } from './reveal';
import { actionPath } from '../core/actions';
import type { ActionAnswer } from '../core/actions';
import { screenPath } from '../../../contract/routes';

type Data = Record<string, unknown>;

/** A record read with its version (its ETag), which the save sends back in If-Match. */
async function readVersioned(path: string): Promise<{ answer: unknown; version: string | null }> {
  const response = await apiRaw('GET', path);
  return { answer: await response.json() as unknown, version: response.headers.get('ETag') };
}

/** A key naming one submission of a form, so that sending it again (its answer lost) is not done twice. */
function submissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ScreenFormProps {
  screen: ScreenDefinition;
  /** An action whose form this is (writing a message, issuing a document): the values go to its route. */
  action?: BrowserAction;
  /** For an action on a row: the row it acts on. */
  actionRow?: string;
  /** For an action on a selection: the rows ticked. */
  actionIds?: readonly number[];
  /** For an action on a selection: the query it is sent with instead (the ticked rows with their versions, or every row the list chooses). */
  actionQuery?: string;
  /** The row edited; null when adding. */
  rowId: string | null;
  /** When adding: values the form starts with (a calendar slot's start and end). */
  initialValues?: Data;
  /** A cancel button beside the submit, for a form that can be left (a modal). */
  onCancel?: () => void;
  /** Saved; an action hands over its answer (its message, or per row what became of each). */
  onSaved: (answer?: Partial<ActionAnswer>) => void;
  /** The form's definition arrived (the modal sizes itself by it), and the record edited as read (its name titles the modal). */
  onLoaded?: (module: FormModule, record: Data | null) => void;
  /** Whether the user has typed, chosen or picked a file in the form (closing it then asks first). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The class of the row the buttons stand in. */
  footClassName?: string;
}

/** The uiSchema with every ui:title key translated. */
export function translateUiSchema(uiSchema: UiSchema, t: TFunction): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:title' && typeof value === 'string') out[key] = t(value);
    else if (value && typeof value === 'object' && !Array.isArray(value) && !key.startsWith('ui:')) out[key] = translateUiSchema(value as UiSchema, t);
    else out[key] = value;
  }
  return out;
}

/** A stored row narrowed to the form's fields, without empty values the schema would refuse. */
export function formDataFromRow(row: Data, schema: RJSFSchema): Data {
  const keys = Object.keys(schema.properties ?? {});
  const data: Data = {};
  for (const key of keys) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    // a record's parts come back with their empty values as null, which the form holds as no value, and with
    // what the server stamps on them (who recorded a payment), which no form holds
    const items = (schema.properties?.[key] as RJSFSchema | undefined)?.items as RJSFSchema | undefined;
    const typed = new Set(Object.keys(items?.properties ?? {}));
    data[key] = Array.isArray(value) ? value.map((item: unknown) => (item !== null && typeof item === 'object'
      ? Object.fromEntries(Object.entries(item).filter(([name, part]) => part !== null && typed.has(name)))
      : item)) : value;
  }
  return data;
}

/** A field's messages, each said once: the schema's pattern and the value's own check may find one fault twice (a date that is no day). */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const messages = [...new Set(errors.filter(Boolean))];
  if (messages.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="error-detail">
      {messages.map((message, index) => <li key={index}>{message}</li>)}
    </ul>
  );
}

export function ScreenForm({ screen, action, actionRow, actionIds, actionQuery, rowId, initialValues, onCancel, onSaved, onLoaded, onDirtyChange, footClassName = 'form-foot' }: ScreenFormProps) {
  const { t } = useTranslation();
  const [module, setModule] = useState<FormModule | null>(null);
  const [formData, setFormData] = useState<Data>({});
  const [initial, setInitial] = useState<Data>({});
  const [loadError, setLoadError] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // the fields the last try found wrong (the form's checks or the server's), marked aria-invalid until the next
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  // each refusal (the form's own checks, the server's, no answer) brings its reason to where the user is, once the
  // messages it found are drawn
  const [refusals, setRefusals] = useState(0);
  const refused = (): void => setRefusals((count) => count + 1);
  const files = useRef(new Map<string, File>());
  const [, setFilesVersion] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const adding = rowId === null;
  // the version of the record the form was filled from (If-Match), and what a save found changed since (412)
  const version = useRef<string | null>(null);
  const [conflict, setConflict] = useState<{ theirs: Data; version: string | null } | null>(null);
  // one key per submission: sent again after a lost answer, the server does it once
  const submission = useRef(submissionKey());

  useEffect(() => {
    let current = true;
    // an action's form is the screen's (form: true) or its own (fields)
    const loadForm = action && !action.form ? screen.actionForms?.[action.id] : screen.loadForm;
    if (!loadForm) return;
    Promise.all([loadForm(), adding ? Promise.resolve(undefined) : readVersioned(screenPath(screen, 'record', { id: rowId }))])
      .then(([loaded, read]) => {
        if (!current) return;
        const row = read === undefined ? null : rowOf(read.answer);
        version.current = read?.version ?? null;
        setModule(loaded);
        onLoaded?.(loaded, row);
        const data = row === null ? {} : formDataFromRow(row, loaded.schema);
        setInitial(data);
        // a new row starts from what its caller knows (a calendar slot), an existing one from what it holds
        setFormData(row === null ? formDataFromRow(initialValues ?? {}, loaded.schema) : data);
      })
      .catch(() => { if (current) setLoadError(true); });
    return () => { current = false; };
  }, [screen, action, rowId, adding, initialValues]);

  useEffect(() => {
    if (module) container.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [module]);

  // the form is edited once its user has typed, chosen or picked a file in it (what rjsf fills in by itself, a
  // boolean's false, is no edit), told to whoever closes the form
  const [edited, setEdited] = useState(false);
  useEffect(() => { onDirtyChange?.(edited); }, [edited, onDirtyChange]);

  // rjsf names an error beside its field (aria-describedby) but does not mark the field itself
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const element of root.querySelectorAll('[aria-invalid]')) element.removeAttribute('aria-invalid');
    for (const key of invalid) {
      const field = root.querySelector(`#aula_${CSS.escape(key)}`);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.setAttribute('aria-invalid', 'true');
    }
  }, [invalid, formData]);

  useEffect(() => {
    if (refusals === 0) return undefined;
    const frame = requestAnimationFrame(() => { if (container.current) revealRefusal(container.current); });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

  const translatedUiSchema = useMemo(() => (module ? translateUiSchema(module.uiSchema, t) : {}), [module, t]);
  const hidden = useMemo(() => hiddenFields(translatedUiSchema, formData), [translatedUiSchema, formData]);
  const uiSchema = useMemo(() => withHiddenFields(translatedUiSchema, hidden), [translatedUiSchema, hidden]);
  const kinds = useMemo(() => new Map(screen.fields.map((field) => [field.key, field.kind])), [screen]);
  const transformErrors = useCallback((errors: Parameters<typeof translateErrors>[0]) => translateErrors(errors, t, kinds), [t, kinds]);
  // what the schema cannot say (a real day, two decimals by their digits), checked as the server checks it
  const customValidate = useCallback<CustomValidator<Data>>((data, errors) => {
    for (const field of screen.fields) {
      const problem = valueProblem(field.kind, data?.[field.key]);
      if (problem) errors[field.key]?.addError(t(`validation.${problem}`));
      else if (field.notAfter === 'today' && isLaterThan(data?.[field.key], localToday())) errors[field.key]?.addError(t('validation.not_after_today'));
    }
    return errors;
  }, [screen, t]);

  const formState = useMemo<FormState>(() => ({
    formData,
    file: (field) => files.current.get(field),
    setFile: (field, file) => {
      if (file) files.current.set(field, file);
      else files.current.delete(field);
      setFilesVersion((version) => version + 1);
    },
  }), [formData]);

  const change = (next: Data): void => {
    const cleared = { ...next };
    if (module) {
      for (const key of Object.keys(next)) {
        if (next[key] !== formData[key]) for (const dependent of dependentsOf(module.uiSchema, key)) delete cleared[dependent];
      }
    }
    setFormData(module ? withoutHiddenValues(module.uiSchema, cleared) : cleared);
  };

  /** Sends the form; `baseline` is what the record holds as far as the form knows (a field left empty of it is cleared). */
  async function submit(data: Data, baseline: Data = initial): Promise<void> {
    setSaving(true);
    setServerErrors(undefined);
    setInvalid([]);
    setServerMessage(null);
    setConflict(null);
    const body = withUploads(withClearedFields(data, baseline), baseline, uploadFields(module?.uiSchema ?? {}), files.current);
    const once = { 'Idempotency-Key': submission.current };
    try {
      if (action) {
        const row = actionQuery !== undefined ? `?${actionQuery}` : actionIds ? `?ids=${actionIds.join(',')}` : actionRow === undefined ? '' : `?id=${encodeURIComponent(actionRow)}`;
        onSaved(await api<Partial<ActionAnswer>>('POST', `${actionPath(screen, action)}${row}`, body, once));
        return;
      }
      if (adding) await api('POST', screenPath(screen, 'create'), body, once);
      else await api('PUT', screenPath(screen, 'update', { id: rowId }), body, version.current ? { 'If-Match': version.current } : {});
      submission.current = submissionKey();
      onSaved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 412 && module) {
        // someone saved the record since it was opened: nothing was saved, what is typed stays, and the user chooses
        const theirs = formDataFromRow(rowOf(failure.payload), module.schema);
        setConflict({ theirs, version: typeof failure.payload.version === 'string' ? failure.payload.version : null });
        refused();
      } else if (failure instanceof ApiError && (failure.status === 422 || failure.errors)) {
        // refused fields (a file over the limit is refused at its field too, with 413): each said at its field
        setServerErrors(serverErrorSchema(failure.errors) as ErrorSchema);
        setInvalid(Object.keys(failure.errors ?? {}));
        // a sentence already said at its field is not said twice: the form's alert then only points to the fields
        const shown = new Set(Object.keys(module?.schema.properties ?? {}));
        const atFields = Object.entries(failure.errors ?? {}).filter(([field]) => shown.has(field.split('.')[0])).flatMap(([, said]) => said);
        setServerMessage(atFields.includes(failure.message) ? t('app.errors.atFields', { count: atFields.length }) : failure.message);
        refused();
      } else {
        // no answer at all (the connection dropped, the server is down): nothing was saved, and saying so
        setServerMessage(failure instanceof ApiError ? failureMessage(failure, t('app.errors.generic')) : t('app.errors.unreachable'));
        refused();
      }
    } finally {
      setSaving(false);
    }
  }

  const fieldCount = Object.keys(module?.schema.properties ?? {}).length;

  return (
    <div ref={container} onInput={() => setEdited(true)} onChange={() => setEdited(true)}>
      {loadError && <div className="form-error" role="alert">{t('app.errors.generic')}</div>}
      {!module && !loadError && <p className="muted">{t('app.list.loading')}</p>}
      {serverMessage && <div className="form-error" role="alert">{serverMessage}</div>}
      {/* an action that asks first (an erasure) asks in its own form: the question above the fields, its button drawn as danger */}
      {action?.confirm && <p className="form-warning">{t(action.confirm)}</p>}
      {conflict && (
        <ConflictNotice
          screen={screen}
          started={initial}
          theirs={conflict.theirs}
          yours={formData}
          onTakeTheirs={() => {
            version.current = conflict.version;
            setInitial(conflict.theirs);
            setFormData(conflict.theirs);
            setConflict(null);
          }}
          onSaveOver={() => {
            // saved over what the record holds now: a field theirs filled and this form leaves empty is cleared
            version.current = conflict.version;
            setInitial(conflict.theirs);
            void submit(formData, conflict.theirs);
          }}
        />
      )}
      {module && (
        <FormStateContext.Provider value={formState}>
          <Form
            schema={module.schema}
            uiSchema={uiSchema}
            validator={module.validator}
            formData={formData}
            widgets={customWidgets}
            templates={{ ButtonTemplates: partButtons, FieldErrorTemplate, ...sectionedTemplates }}
            onChange={(event) => change((event.formData ?? {}) as Data)}
            onSubmit={(event) => void submit((event.formData ?? {}) as Data)}
            onError={(errors) => {
              setInvalid(errors.map((error) => (error.property ?? '').replace(/^\./, '').split('.')[0]));
              refused();
            }}
            transformErrors={transformErrors}
            customValidate={customValidate}
            extraErrors={serverErrors}
            showErrorList={false}
            noHtml5Validate
            idPrefix="aula"
            className={`aula-form${fieldCount > 8 ? ' aula-form--columns' : ''}`}
          >
            <div className={footClassName}>
              {onCancel && <button type="button" className="button" onClick={onCancel}>{t('app.actions.cancel')}</button>}
              <button type="submit" className={`button ${action?.danger ? 'button--danger' : 'button--primary'}`} disabled={saving}>
                {saving ? t('app.form.saving') : action ? t(action.submit ?? action.label) : t('app.actions.save')}
              </button>
            </div>
          </Form>
        </FormStateContext.Provider>
      )}
    </div>
  );
}
