// A form widget of the generated uiSchemas (digits): a number of digits only (a personal number), typed as text.
import type { ChangeEvent } from 'react';
import { digitsOnly, isAllowedDigitKey } from '../digits';
import { typed, type FieldWidgetProps } from './shared';

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
