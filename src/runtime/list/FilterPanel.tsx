// The filter panel (SPEC section 2), loaded when it first opens. Every value goes to the URL query
// through onChange; query.ts decides what that does to the page and the dependent filters.
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../ui/DateInput';
import { isoDate } from '../format/dates';
import { narrowOptions, useLookup, useOptionLabel } from '../core/lookups';
import type { BrowserFilter } from '../core/screen';
import type { LookupOption } from '../../../contract/dsl';
import { filterValue, type FilterValue } from './query';

export interface FilterPanelProps {
  filters: readonly BrowserFilter[];
  params: URLSearchParams;
  onChange: (filter: BrowserFilter, value: FilterValue | undefined) => void;
  /** the rows the list shows, for a select whose lookup cannot be read (filter key fallback) */
  rows?: readonly Record<string, unknown>[];
}

/** A select's options from the list's rows: each distinct id with its label, when the lookup failed. */
export function optionsFromRows(rows: readonly Record<string, unknown>[], fallback: { id: string; label: string }): LookupOption[] {
  const seen = new Map<string, LookupOption>();
  for (const row of rows) {
    const id = row[fallback.id];
    if (id === null || id === undefined || seen.has(String(id))) continue;
    const label = String(row[fallback.label] ?? id);
    seen.set(String(id), { id: typeof id === 'number' ? id : String(id), name_ka: label, name_en: label });
  }
  return [...seen.values()];
}

/** An input that commits on blur or Enter, so typing does not reload the list on every key. */
function DraftInput({ value, onCommit, ...rest }: { value: string; onCommit: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = (): void => { if (draft !== value) onCommit(draft); };
  return (
    <input
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); commit(); } }}
    />
  );
}

/** A date filter changes the list once its date is whole, or emptied; not at every digit. */
const isCommittedDate = (value: string): boolean => value === '' || isoDate(value) === value;

function SelectFilter({ filter, params, onChange, rows = [] }: { filter: BrowserFilter } & Omit<FilterPanelProps, 'filters'>) {
  const { t } = useTranslation();
  const lookup = useLookup(filter.lookup);
  const options = lookup.error && filter.fallback ? optionsFromRows(rows, filter.fallback) : lookup.options;
  const label = useOptionLabel();
  const parentValue = filter.dependsOn ? params.get(filter.dependsOn) : undefined;
  const value = params.get(filter.key) ?? '';
  return (
    <select id={`filter-${filter.key}`} value={value} onChange={(event) => onChange(filter, event.target.value)}>
      <option value="">{t('app.filters.any')}</option>
      {narrowOptions(options, parentValue).map((option) => (
        <option key={String(option.id)} value={String(option.id)}>{label(option)}</option>
      ))}
    </select>
  );
}

function FilterControl({ filter, params, onChange, rows }: { filter: BrowserFilter } & Omit<FilterPanelProps, 'filters'>) {
  const { t } = useTranslation();
  const id = `filter-${filter.key}`;
  const current = filterValue(filter, params);
  const range = typeof current === 'object' ? current : { from: '', to: '' };
  switch (filter.kind) {
    case 'select':
      return <SelectFilter filter={filter} params={params} onChange={onChange} rows={rows} />;
    case 'boolean':
      return (
        <select id={id} value={typeof current === 'string' ? current : ''} onChange={(event) => onChange(filter, event.target.value)}>
          <option value="">{t('app.filters.any')}</option>
          <option value="1">{t('app.yes')}</option>
          <option value="0">{t('app.no')}</option>
        </select>
      );
    case 'range':
      return (
        <div className="filter-range">
          <DraftInput id={id} type="number" min={filter.min} max={filter.max} placeholder={t('app.filters.from')} aria-label={t('app.filters.from')} value={range.from} onCommit={(from) => onChange(filter, { ...range, from })} />
          <span aria-hidden="true">–</span>
          <DraftInput type="number" min={filter.min} max={filter.max} placeholder={t('app.filters.to')} aria-label={t('app.filters.to')} value={range.to} onCommit={(to) => onChange(filter, { ...range, to })} />
        </div>
      );
    case 'dateRange':
      return (
        <div className="filter-range">
          <DateInput id={id} label={t('app.filters.from')} value={range.from} onChange={(from) => { if (isCommittedDate(from)) onChange(filter, { ...range, from }); }} />
          <span aria-hidden="true">–</span>
          <DateInput label={t('app.filters.to')} value={range.to} onChange={(to) => { if (isCommittedDate(to)) onChange(filter, { ...range, to }); }} />
        </div>
      );
    case 'search':
      return <DraftInput id={id} type="search" placeholder={t('app.filters.searchPlaceholder')} value={typeof current === 'string' ? current : ''} onCommit={(text) => onChange(filter, text.trim())} />;
  }
}

export default function FilterPanel({ filters, params, onChange, rows }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="filter-panel" role="search">
      {filters.map((filter) => (
        <div key={filter.key} className={`filter-panel__field filter-panel__field--${filter.kind}`}>
          <label htmlFor={`filter-${filter.key}`}>{t(filter.label)}</label>
          <FilterControl filter={filter} params={params} onChange={onChange} rows={rows} />
        </div>
      ))}
    </div>
  );
}
