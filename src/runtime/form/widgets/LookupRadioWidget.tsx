// A form widget of the generated uiSchemas (lookupRadio): a short choice as radio buttons.
import { useLookup, useOptionLabel } from '../../core/lookups';
import { typed, type FieldWidgetProps } from './shared';

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
