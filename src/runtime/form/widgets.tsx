// The custom rjsf widgets named by generated uiSchemas: digits, date, datetime, time, upload, lookup, lookupRadio,
// lookupSearch, lookupMany and richtext. A page's form (PageForm) draws them too, without rjsf, handing them the
// few props they read (FieldWidgetProps).
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { narrowOptions, useLookup, useOptionLabel } from '../core/lookups';
import { api } from '../core/api';
import type { LookupOption } from '../../../contract/dsl';
import { storageUrl } from '../format/values';
import { DateInput } from '../ui/DateInput';
import { digitsOnly, isAllowedDigitKey } from './digits';
import { Icon } from '../ui/icons';
import { apiPath } from '../../../contract/api-routes';
import { uploadLimitBytes } from './uploads';
import { megabytes } from '../../../contract/uploads';
import { onUniversityClock } from '../core/clock';
import { shapeTypedTime } from '../format/dates';

/** What a widget reads of its props: rjsf hands it these and more, a page's form (PageForm) these alone. */
export type FieldWidgetProps = Pick<WidgetProps, 'id' | 'name' | 'value' | 'required' | 'disabled' | 'readonly' | 'placeholder' | 'autofocus'
  | 'onChange' | 'onBlur' | 'onFocus' | 'rawErrors' | 'options' | 'schema' | 'label'>;

export interface FormState {
  formData: Record<string, unknown>;
  /** Keeps a chosen file aside; the submitted body carries it in place of its name. */
  setFile: (field: string, file: File | undefined) => void;
  file: (field: string) => File | undefined;
}

export const FormStateContext = createContext<FormState>({
  formData: {},
  setFile: () => undefined,
  file: () => undefined,
});

function schemaType(props: FieldWidgetProps): string | undefined {
  const type = props.schema.type;
  return Array.isArray(type) ? type.find((candidate) => candidate !== 'null') : type;
}

/** The select's string back in the schema's type. */
function typed(props: FieldWidgetProps, value: string): unknown {
  if (value === '') return undefined;
  const type = schemaType(props);
  return type === 'integer' || type === 'number' ? Number(value) : value;
}

function fieldName(props: FieldWidgetProps): string {
  return (props.name || props.id).replace(/^aula_/, '');
}

export function DigitsWidget(props: FieldWidgetProps) {
  const { id, value, required, disabled, readonly, placeholder, autofocus, onChange, onBlur, onFocus, rawErrors } = props;
  const change = (text: string): void => onChange(typed(props, digitsOnly(text)));
  return (
    <input
      id={id}
      name={id}
      className="form-control"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      onKeyDown={(event) => { if (!isAllowedDigitKey(event)) event.preventDefault(); }}
      onPaste={(event) => {
        event.preventDefault();
        const input = event.currentTarget;
        const pasted = digitsOnly(event.clipboardData.getData('text'));
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? input.value.length;
        change(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`);
      }}
      onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A date typed as dd-mm-yyyy, kept as yyyy-mm-dd; an incomplete date stays in the form for the pattern to refuse. */
export function DateWidget(props: FieldWidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <DateInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      invalid={rawErrors !== undefined && rawErrors.length > 0}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/**
 * A day and an hour: the day typed as dd-mm-yyyy as in a date field, the hour in a time input beside it. Shown and
 * written as yyyy-mm-ddThh:mm on the university's clock, whatever the browser's zone (rjsf's own datetime widget would
 * move it to UTC from the browser's).
 */
export function DateTimeWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const text = typeof value === 'string' ? value : '';
  const wall = onUniversityClock(text) ?? text;
  const [day, setDay] = useState(wall.slice(0, 10));
  const [hour, setHour] = useState(wall.slice(11, 16));
  const emitted = useRef(text);
  // a new value from outside (a slot chosen in the calendar, another record) replaces both parts; our own echo does not
  useEffect(() => {
    if (text === emitted.current) return;
    emitted.current = text;
    setDay(wall.slice(0, 10));
    setHour(wall.slice(11, 16));
  }, [text, wall]);
  const change = (nextDay: string, nextHour: string): void => {
    setDay(nextDay);
    setHour(nextHour);
    const next = nextDay === '' && nextHour === '' ? undefined : `${nextDay}T${nextHour}`;
    emitted.current = next ?? '';
    onChange(next);
  };
  const invalid = rawErrors !== undefined && rawErrors.length > 0;
  return (
    <span className="datetime-input">
      <DateInput
        id={id}
        value={day}
        required={required}
        disabled={disabled || readonly}
        invalid={invalid}
        onChange={(next) => change(next, hour)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <input
        id={`${id}-time`}
        className="form-control datetime-input__time"
        type="text"
        inputMode="numeric"
        maxLength={5}
        placeholder={t('dates.timePlaceholder')}
        aria-label={t('dates.time')}
        aria-invalid={invalid || undefined}
        required={required}
        disabled={disabled || readonly}
        value={hour}
        onChange={(event) => change(day, shapeTypedTime(event.target.value))}
      />
    </span>
  );
}

/** An hour of the day, hh:mm, on a 24-hour clock in every language. */
export function TimeWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <input
      id={id}
      className="form-control time-input"
      type="text"
      inputMode="numeric"
      maxLength={5}
      placeholder={t('dates.timePlaceholder')}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors !== undefined && rawErrors.length > 0 ? true : undefined}
      value={typeof value === 'string' ? value.slice(0, 5) : ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : shapeTypedTime(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** What the file chooser offers for each kind of file field; the server judges the content. */
const ACCEPTED: Readonly<Record<string, string>> = {
  image: 'image/*',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.odt,.txt,image/*',
  table: '.xlsx,.csv',
};

/** A file field: the current or newly chosen file (a preview for images, a link for documents), Replace and Remove. */
export function UploadWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, required, disabled, readonly, options, onChange, rawErrors } = props;
  const state = useContext(FormStateContext);
  const input = useRef<HTMLInputElement>(null);
  const name = fieldName(props);
  const chosen = state.file(name);
  const isImage = options.accept === 'image';
  const preview = useMemo(() => (chosen && isImage ? URL.createObjectURL(chosen) : undefined), [chosen, isImage]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  const stored = !chosen && typeof value === 'string' && value ? storageUrl(value) : undefined;
  const shown = preview ?? (isImage ? stored : undefined);
  const locked = disabled || readonly;
  const hasFile = chosen !== undefined || stored !== undefined;
  // a file larger than the server takes is refused here, before it is sent, and said at the field
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const refusalId = `${id}-size`;

  const choose = (file: File | undefined): void => {
    const limit = uploadLimitBytes();
    if (file && file.size > limit) {
      if (input.current) input.current.value = '';
      setTooLarge(t('validation.file_too_large', { size: megabytes(file.size), limit: megabytes(limit) }));
      return;
    }
    setTooLarge(null);
    state.setFile(name, file);
    onChange(file ? file.name : undefined);
  };
  const remove = (): void => {
    if (input.current) input.current.value = '';
    choose(undefined);
  };

  return (
    <div className={`upload${isImage ? ' upload--image' : ''}`}>
      {isImage && (shown ? <img className="upload__preview" src={shown} alt="" /> : <span className="upload__preview upload__preview--empty" aria-hidden="true" />)}
      <div className="upload__body">
        {chosen && <span className="upload__name">{chosen.name}</span>}
        {stored && !isImage && (
          <a href={stored} download target="_blank" rel="noreferrer">{t('app.form.currentFile')}</a>
        )}
        <input
          ref={input}
          id={id}
          className="upload__input"
          type="file"
          accept={ACCEPTED[String(options.accept)] ?? ACCEPTED.document}
          required={required && !value}
          disabled={locked}
          aria-invalid={tooLarge !== null || (rawErrors && rawErrors.length > 0) ? true : undefined}
          aria-describedby={tooLarge === null ? undefined : refusalId}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className="upload__actions">
          <button type="button" className="button" disabled={locked} onClick={() => input.current?.click()}>
            {t(hasFile ? 'app.form.replace' : 'app.form.chooseFile')}
          </button>
          {hasFile && (
            <button type="button" className="button" disabled={locked} onClick={remove}>{t('app.form.remove')}</button>
          )}
        </div>
        {tooLarge !== null && <p id={refusalId} className="upload__refusal" role="alert">{tooLarge}</p>}
      </div>
    </div>
  );
}

export function LookupWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, required, disabled, readonly, options, onChange, onBlur, onFocus, rawErrors } = props;
  const { formData } = useContext(FormStateContext);
  const lookup = useLookup(typeof options.lookup === 'string' ? options.lookup : undefined);
  // the fixed list of the field this one depends on, when its chosen option names this one's rows (a register's programmes)
  const deciding = useLookup(typeof options.dependsOnLookup === 'string' ? options.dependsOnLookup : undefined);
  const label = useOptionLabel();
  const parentValue = typeof options.dependsOn === 'string' ? formData[options.dependsOn] : undefined;
  // a list that hangs on another field (a programme's groups) waits for that one to be chosen
  const waiting = typeof options.dependsOn === 'string' && (parentValue === undefined || parentValue === null || parentValue === '');
  return (
    <select
      id={id}
      className="form-control"
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly || waiting}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      onChange={(event) => onChange(typed(props, event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      <option value="">{lookup.isLoading ? t('app.list.loading') : waiting && typeof options.dependsOnLabel === 'string' ? t('app.form.chooseFirst', { field: t(options.dependsOnLabel) }) : t('app.form.choose')}</option>
      {narrowOptions(lookup.options, parentValue, typeof options.dependsOnLookup === 'string' ? deciding.options : undefined).map((option) => (
        <option key={String(option.id)} value={String(option.id)}>{label(option)}</option>
      ))}
    </select>
  );
}

/** How long typing rests before its options are asked for. */
const SEARCH_DELAY_MS = 200;

/**
 * A lookup too long to list whole (lookups.yaml search: every student): a box one types into, whose options (those
 * starting so, 50 at a time) are asked of the server, chosen by arrow keys and Enter or by the mouse; the chosen
 * option's label is read by its id. An ARIA combobox over a listbox.
 */
export function LookupSearchWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { id, value, required, disabled, readonly, options, onChange, onBlur, rawErrors } = props;
  const name = encodeURIComponent(String(options.lookup));
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<readonly LookupOption[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<LookupOption | null>(null);
  const listId = `${id}-options`;
  const held = value === undefined || value === null || value === '' ? null : String(value);

  // the chosen option's label, read by its id (an edited record's student)
  useEffect(() => {
    if (held === null) {
      setChosen(null);
      return undefined;
    }
    let current = true;
    api<{ data: LookupOption[] }>('GET', apiPath('lookup', { name }, `ids=${encodeURIComponent(held)}`))
      .then((answer) => { if (current) setChosen(answer.data[0] ?? null); }, () => undefined);
    return () => { current = false; };
  }, [held, name]);

  // the options that start with what is typed, asked once the typing rests
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      api<{ data: LookupOption[] }>('GET', apiPath('lookup', { name }, `search=${encodeURIComponent(text)}`))
        .then((answer) => {
          if (!current) return;
          setFound(answer.data);
          setActive(answer.data.length > 0 ? 0 : -1);
        }, () => undefined);
    }, SEARCH_DELAY_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [text, open, name]);

  const choose = (option: LookupOption): void => {
    setChosen(option);
    setOpen(false);
    onChange(typed(props, String(option.id)));
  };
  const openList = (): void => {
    setText('');
    setOpen(true);
  };

  return (
    <div className="combobox">
      <input
        id={id}
        type="text"
        className="form-control"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        required={required}
        disabled={disabled || readonly}
        placeholder={t('app.form.typeToSearch')}
        value={open ? text : chosen ? label(chosen) : ''}
        // an empty box offers its options at once; a chosen one (a record edited) keeps its choice until clicked or typed in
        onFocus={() => { if (held === null) openList(); }}
        onClick={() => { if (!open) openList(); }}
        onChange={(event) => { setText(event.target.value); setOpen(true); }}
        onBlur={(event) => {
          onBlur(id, value);
          const pressed = event.relatedTarget;
          if (!(pressed instanceof HTMLButtonElement)) {
            setOpen(false);
            return;
          }
          // in a dialog the options take room in the form (form.css): a button pressed under them (Save) must not move
          // from under the pointer before its click, so they make way once it is clicked or left
          const close = (): void => {
            setOpen(false);
            pressed.removeEventListener('blur', close);
            document.removeEventListener('click', close);
          };
          pressed.addEventListener('blur', close);
          document.addEventListener('click', close);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (found.length === 0 ? -1 : (current + step + found.length) % found.length));
          } else if (event.key === 'Enter' && open && active >= 0 && found[active]) {
            event.preventDefault();
            choose(found[active]);
          } else if (event.key === 'Escape' && open) {
            // the list closes, not the dialog the form is in
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open && (
        <ul id={listId} role="listbox" className="combobox__list" aria-label={t('app.form.typeToSearch')}>
          {found.length === 0
            ? <li className="combobox__empty" role="presentation">{t('app.form.noMatch')}</li>
            : found.map((option, index) => (
              <li
                key={String(option.id)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                // chosen on the press, before the box loses the focus and closes the list
                onMouseDown={(event) => { event.preventDefault(); choose(option); }}
              >
                {label(option)}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

/** A short either/or choice over a fixed list (display: radio): every option a radio button. */
export function LookupRadioWidget(props: FieldWidgetProps) {
  const { id, value, required, disabled, readonly, options, onChange, onBlur, onFocus, rawErrors } = props;
  const lookup = useLookup(typeof options.lookup === 'string' ? options.lookup : undefined);
  const label = useOptionLabel();
  return (
    <div className="radio-list" id={id} role="radiogroup" aria-required={required} aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}>
      {lookup.options.map((option) => (
        <label key={String(option.id)} className="radio-list__item">
          <input
            type="radio"
            name={id}
            value={String(option.id)}
            checked={value !== undefined && value !== null && String(value) === String(option.id)}
            disabled={disabled || readonly}
            onChange={(event) => onChange(typed(props, event.target.value))}
            onBlur={(event) => onBlur(id, event.target.value)}
            onFocus={(event) => onFocus(id, event.target.value)}
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}

const GroupedLookupMany = lazy(() => import('./GroupedLookupMany'));

export function LookupManyWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { id, value, disabled, readonly, options, onChange } = props;
  const lookup = useLookup(typeof options.lookup === 'string' ? options.lookup : undefined);
  const label = useOptionLabel();
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const has = (optionId: unknown): boolean => chosen.some((item) => String(item) === String(optionId));
  if (options.groupBy === 'sidebar') {
    const loading = <p className="muted">{t('app.list.loading')}</p>;
    return lookup.isLoading ? loading : (
      <Suspense fallback={loading}>
        <GroupedLookupMany id={id} options={lookup.options} chosen={chosen} disabled={Boolean(disabled || readonly)} onChange={onChange} />
      </Suspense>
    );
  }
  return (
    <div className="checkbox-list" id={id} role="group">
      {lookup.options.map((option) => (
        <label key={String(option.id)} className="checkbox-list__item">
          <input
            type="checkbox"
            checked={has(option.id)}
            disabled={disabled || readonly}
            onChange={() => onChange(has(option.id) ? chosen.filter((item) => String(item) !== String(option.id)) : [...chosen, option.id])}
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}

/** The formatting a formatted text offers (what the server keeps), each an editing command of the browser. */
const FORMATTING: readonly { name: string; glyph: string; command: string; value?: string }[] = [
  { name: 'bold', glyph: 'B', command: 'bold' },
  { name: 'italic', glyph: 'I', command: 'italic' },
  { name: 'heading', glyph: 'H', command: 'formatBlock', value: 'h3' },
  { name: 'paragraph', glyph: '¶', command: 'formatBlock', value: 'p' },
  { name: 'bullets', glyph: '•', command: 'insertUnorderedList' },
  { name: 'numbers', glyph: '1.', command: 'insertOrderedList' },
  { name: 'quote', glyph: '“', command: 'formatBlock', value: 'blockquote' },
  { name: 'clear', glyph: '⌫', command: 'removeFormat' },
];

/**
 * A formatted text (field kind richtext): an editable area under a toolbar of the formatting the server keeps; the
 * value is the area's HTML, which the server cleans before storing. Ctrl+B and Ctrl+I work as in any editor.
 */
export function RichTextWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // the area is written from the value only when they differ, so typing keeps its caret
  useEffect(() => {
    const element = area.current;
    const html = typeof value === 'string' ? value : '';
    if (element && element.innerHTML !== html) element.innerHTML = html;
  }, [value]);
  const changed = (): void => onChange(area.current?.innerHTML || undefined);
  const apply = (command: string, argument?: string): void => {
    area.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    changed();
  };
  const link = (): void => {
    const address = window.prompt(t('app.form.richtext.linkPrompt'), 'https://');
    if (address && /^(https?:\/\/|mailto:)/i.test(address.trim())) apply('createLink', address.trim());
  };
  const editable = !disabled && !readonly;
  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('app.form.richtext.toolbar')} aria-controls={id}>
        {FORMATTING.map((item) => (
          <button key={item.name} type="button" className={`rich-text-editor__button rich-text-editor__button--${item.name}`} disabled={!editable}
            aria-label={t(`app.form.richtext.${item.name}`)} title={t(`app.form.richtext.${item.name}`)}
            onMouseDown={(event) => event.preventDefault()} onClick={() => apply(item.command, item.value)}>
            {/* drawn, not written: a glyph of text (1.) would be a visible label the button's name does not contain */}
            <span className="rich-text-editor__glyph" data-glyph={item.glyph} aria-hidden="true" />
          </button>
        ))}
        <button type="button" className="rich-text-editor__button" disabled={!editable} aria-label={t('app.form.richtext.link')} title={t('app.form.richtext.link')}
          onMouseDown={(event) => event.preventDefault()} onClick={link}>
          <Icon name="link" size={14} />
        </button>
      </div>
      <div
        ref={area}
        id={id}
        className="form-control rich-text rich-text-editor__area"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-disabled={!editable || undefined}
        contentEditable={editable}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={changed}
        onBlur={() => onBlur(id, area.current?.innerHTML)}
        onFocus={() => onFocus(id, area.current?.innerHTML)}
      />
    </div>
  );
}

/** The widgets by the names the generated uiSchemas give them. */
export const fieldWidgets: Readonly<Record<string, (props: FieldWidgetProps) => ReactNode>> = {
  digits: DigitsWidget,
  date: DateWidget,
  datetime: DateTimeWidget,
  time: TimeWidget,
  upload: UploadWidget,
  lookup: LookupWidget,
  lookupRadio: LookupRadioWidget,
  lookupSearch: LookupSearchWidget,
  lookupMany: LookupManyWidget,
  richtext: RichTextWidget,
};

/** The same widgets as rjsf takes them (it hands each more props than it reads). */
export const customWidgets: RegistryWidgetsType = fieldWidgets;
