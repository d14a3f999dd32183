// A form widget of the generated uiSchemas (date): a day typed as dd-mm-yyyy.
import { DateInput } from '../../ui/DateInput';
import type { FieldWidgetProps } from './shared';

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
