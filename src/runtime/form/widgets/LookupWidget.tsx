// A form widget of the generated uiSchemas (lookup): a select over a lookup list, narrowed by its parent field.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { narrowOptions, useLookup, useOptionLabel } from '../../core/lookups';
import { typed, FormStateContext, type FieldWidgetProps } from './shared';

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
