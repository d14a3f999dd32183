// The saved views over a list, as tabs: every row, then the views shared with a role the person holds, then their own;
// the chosen one's filters and sort are the page's query (view=<id> names it), its columns the list's. Beside them:
// saving the list as it is as a view, and deleting one's own chosen view. With no view saved there is nothing to choose
// between, and no lone "All" tab stands above the list (nor under a screen's own tabs, which have an "All" of theirs).
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons';
import type { SavedView } from './useListSettings';

export interface ViewTabsProps {
  views: readonly SavedView[];
  /** the chosen view's id, from the page's query */
  chosen: number | undefined;
  onChoose: (view: SavedView | undefined) => void;
  /** none while the person's views are still being read: the button waits, drawn, until they are */
  onSave: (() => void) | undefined;
  onDelete: (view: SavedView) => void;
}

export function ViewTabs({ views, chosen, onChoose, onSave, onDelete }: ViewTabsProps) {
  const { t } = useTranslation();
  const current = views.find((view) => view.id === chosen);
  return (
    <div className="list-views">
      {views.length > 0 && (
        <nav className="list-views__tabs" aria-label={t('app.list.views.title')}>
          <button type="button" className={`list-views__tab${current ? '' : ' is-active'}`} aria-current={current ? undefined : 'true'} onClick={() => onChoose(undefined)}>
            {t('app.list.views.all')}
          </button>
          {views.map((view) => (
            <button key={view.id} type="button" className={`list-views__tab${view === current ? ' is-active' : ''}`} aria-current={view === current ? 'true' : undefined}
              title={view.role ? t('app.list.views.sharedWith', { role: view.role }) : undefined} onClick={() => onChoose(view)}>
              {view.role && <Icon name="users" size={14} />} {view.name}
            </button>
          ))}
        </nav>
      )}
      <button type="button" className="link-button" disabled={onSave === undefined} onClick={onSave}><Icon name="bookmark" size={14} /> {t('app.list.views.save')}</button>
      {current?.mine && (
        <button type="button" className="link-button link-button--danger" onClick={() => onDelete(current)}>
          <Icon name="trash" size={14} /> {t('app.list.views.delete', { name: current.name })}
        </button>
      )}
    </div>
  );
}
