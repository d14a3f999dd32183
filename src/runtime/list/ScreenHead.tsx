import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';

interface ScreenHeadProps {
  title: string;
  /** the filter panel's toggle, shown when given */
  filters?: { open: boolean; toggle: () => void };
  /** the add button, shown when given: its label key and what it opens */
  add?: { title: string; open: () => void };
  /** actions between the two, such as the list's export */
  children?: ReactNode;
}

/** A screen's title with its actions on the right: the filters' toggle, the screen's own actions, the add button. */
export function ScreenHead({ title, filters, add, children }: ScreenHeadProps) {
  const { t } = useTranslation();
  return (
    <div className="list-screen__head">
      <h1>{t(title)}</h1>
      <div className="list-screen__actions">
        {filters && (
          <button type="button" className={`button${filters.open ? ' is-active' : ''}`} aria-expanded={filters.open} onClick={filters.toggle}>
            <Icon name="filter" size={16} /> {t('app.filters.title')}
          </button>
        )}
        {children}
        {add && (
          <button type="button" className="button button--primary" onClick={add.open}>
            <Icon name="plus" size={16} /> {t(add.title)}
          </button>
        )}
      </div>
    </div>
  );
}
