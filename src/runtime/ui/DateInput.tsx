// A date field that reads and types as dd-mm-yyyy whatever the browser's locale, with the browser's own
// calendar a click away. Its value is the API's yyyy-mm-dd, or the text typed so far while it is incomplete.
import '../../styles/date-input.css';
import { useEffect, useRef, useState, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate, isoDate, shapeTypedDate } from '../format/dates';
import { Icon } from './icons';

export interface DateInputProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  label?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}

export function DateInput({ id, value, onChange, required, disabled, invalid, label, onBlur, onFocus }: DateInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => displayDate(value));
  const picker = useRef<HTMLInputElement>(null);
  // A new value from outside (a reset, another record) replaces what is shown; the echo of our own typing does not.
  useEffect(() => setDraft((shown) => ((isoDate(shown) ?? shown) === value ? shown : displayDate(value))), [value]);

  const change = (shown: string): void => {
    setDraft(shown);
    onChange(isoDate(shown) ?? shown);
  };

  return (
    <span className={`date-input${invalid ? ' date-input--invalid' : ''}`}>
      <input
        id={id}
        className="form-control"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t('dates.placeholder')}
        aria-label={label}
        aria-invalid={invalid || undefined}
        required={required}
        disabled={disabled}
        value={draft}
        onChange={(event) => change(shapeTypedDate(event.target.value))}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <button type="button" className="date-input__pick" aria-label={t('dates.pick')} disabled={disabled} onClick={() => picker.current?.showPicker()}>
        <Icon name="calendar" size={16} />
      </button>
      <input
        ref={picker}
        className="date-input__native"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={isoDate(value) ?? ''}
        onChange={(event) => change(displayDate(event.target.value))}
      />
    </span>
  );
}
