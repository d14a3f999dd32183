// A form widget of the generated uiSchemas (lookupMany): several options of a lookup list ticked.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup, useOptionLabel } from '../../core/lookups';
import type { FieldWidgetProps } from './shared';

const GroupedLookupMany = lazy(() => import('../GroupedLookupMany'));

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
