// A form widget of the generated uiSchemas (time): an hour of the day.
import { useTranslation } from 'react-i18next';
import { shapeTypedTime } from '../../format/dates';
import type { FieldWidgetProps } from './shared';

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
