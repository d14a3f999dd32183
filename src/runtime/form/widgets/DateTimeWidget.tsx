// A form widget of the generated uiSchemas (datetime): a day and an hour on the university's clock.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../ui/DateInput';
import { onUniversityClock } from '../../core/clock';
import { shapeTypedTime } from '../../format/dates';
import type { FieldWidgetProps } from './shared';

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
