// The active filters as badges (SPEC section 2), each removable on its own; removing one goes back
// to page 1 (see query.ts).
import { useTranslation } from 'react-i18next';
import { displayDate } from '../format/dates';
import { Icon } from '../ui/icons';
import { useLookup, useOptionLabel } from '../core/lookups';
import type { BrowserFilter } from '../core/screen';
import { activeBadges, type FilterValue } from './query';

function BadgeValue({ filter, value }: { filter: BrowserFilter; value: FilterValue }) {
  const { t } = useTranslation();
  const { options } = useLookup(filter.kind === 'select' ? filter.lookup : undefined);
  const label = useOptionLabel();
  if (typeof value === 'object') {
    const shown = (end: string): string => (filter.kind === 'dateRange' ? displayDate(end) : end) || '…';
    return <>{`${shown(value.from)} – ${shown(value.to)}`}</>;
  }
  if (filter.kind === 'boolean') return <>{t(value === '1' ? 'app.yes' : 'app.no')}</>;
  const option = options.find((candidate) => String(candidate.id) === value);
  return <>{option ? label(option) : value}</>;
}

export function FilterBadges({ filters, params, onRemove, onClear }: {
  filters: readonly BrowserFilter[];
  params: URLSearchParams;
  onRemove: (filter: BrowserFilter) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const badges = activeBadges(filters, params);
  if (badges.length === 0) return null;
  return (
    <ul className="filter-badges" aria-label={t('app.filters.active')}>
      {badges.map(({ filter, value }) => (
        <li key={filter.key} className="filter-badge">
          <span>{t(filter.label)}: <strong><BadgeValue filter={filter} value={value} /></strong></span>
          <button type="button" aria-label={t('app.filters.remove', { name: t(filter.label) })} onClick={() => onRemove(filter)}>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
      {badges.length > 1 && (
        <li><button type="button" className="link-button" onClick={onClear}>{t('app.filters.clearAll')}</button></li>
      )}
    </ul>
  );
}
