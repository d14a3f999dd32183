// A record's related lists on its detail (screen key related): each another screen's list narrowed to the record by
// the filter its id fills, with its own paging, shown only to who holds that screen's permission (its server refuses
// anyone else), a row opening on its own screen, and the screen's add button starting its form with the record filled.
// Loaded with the detail; each related screen's definition is loaded when the detail opens.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/Link';
import useSWR from 'swr';
import { appScreens, loadScreen } from '../core/appScreens';
import { Icon } from '../ui/icons';
import { getStoredUser } from '../core/session';
import type { ColumnModel, ScreenDefinition } from '../core/screen';
import { listPath, pagedRows } from '../core/useScreenList';
import { swrFetcher } from '../core/api';
import { Pagination } from '../ui/Pagination';
import { useAreaBase } from '../core/layoutState';
import type { Row } from '../core/rows';
import { authorsColumns } from '../../../contract/list-views';

const FormModal = lazy(() => import('../form/FormModal'));

/** How many related rows a page of a related list shows. */
const RELATED_PER_PAGE = 5;
/** How many of a related screen's columns a related list shows: its card's, else its first. */
const RELATED_COLUMNS = 4;

type CellComponent = ComponentType<{ column: ColumnModel; value: unknown }>;

function shownColumns(screen: ScreenDefinition): ColumnModel[] {
  const columns = authorsColumns(screen.columns).filter((column) => !['checkbox', 'actions', 'open'].includes(column.kind));
  const carded = screen.card ? columns.filter((column) => screen.card!.includes(column.key)) : [];
  return (carded.length > 0 ? carded : columns).slice(0, RELATED_COLUMNS);
}

function RelatedList({ screen, as, id, label, Cell }: { screen: ScreenDefinition; as: string; id: string; label?: string; Cell: CellComponent }) {
  const { t } = useTranslation();
  const areaBase = useAreaBase();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const query = new URLSearchParams({ [as]: id, page: String(page), per_page: String(RELATED_PER_PAGE) }).toString();
  const { data, error, mutate } = useSWR(listPath(screen, query), async (path: string) => pagedRows<Row>(screen, await swrFetcher<unknown>(path), query));
  const columns = shownColumns(screen);
  const title = t(label ?? screen.title);
  const headingId = `related-${screen.name}`;
  const addable = screen.loadForm !== undefined && !screen.readOnly && screen.addTitle !== undefined;
  return (
    <section className="related" aria-labelledby={headingId}>
      <div className="related__head">
        <h3 id={headingId}>{title}{data ? <span className="related__count"> ({data.total})</span> : null}</h3>
        <Link className="link-button" to={`${areaBase}/${screen.name}?${new URLSearchParams({ [as]: id })}`}>{t('app.detail.related.all')}</Link>
        {addable && (
          <button type="button" className="button button--small" onClick={() => setAdding(true)}>
            <Icon name="plus" size={14} /> {t(screen.addTitle!)}
          </button>
        )}
      </div>
      {error && !data ? <p className="form-error" role="alert">{t('app.list.error')}</p>
        : !data ? <p className="muted">{t('app.list.loading')}</p>
        : data.data.length === 0 ? <p className="muted">{t('app.detail.related.none')}</p>
        : (
          <div className="table-scroll">
            <table className="data-table related__table">
              <thead><tr>{columns.map((column) => <th key={column.key} scope="col">{t(column.label)}</th>)}<th><span className="visually-hidden">{t('app.detail.related.open')}</span></th></tr></thead>
              <tbody>
                {data.data.map((row, index) => (
                  <tr key={String(row.id ?? index)}>
                    {columns.map((column) => <td key={column.key} className={`cell--${column.kind}`} data-label={t(column.label)}><Cell column={column} value={row[column.key]} /></td>)}
                    <td>
                      {row.id !== undefined && row.id !== null && (
                        <Link className="link-button" to={`${areaBase}/${screen.name}?${new URLSearchParams({ [as]: id, rowId: String(row.id) })}`}
                          aria-label={`${t('app.detail.related.open')}: ${title} ${index + 1}`}>
                          {t('app.detail.related.open')}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      {data && data.last_page > 1 && <Pagination current={data.current_page} last={data.last_page} total={data.total} onPage={setPage} />}
      {adding && (
        <Suspense fallback={null}>
          <FormModal
            screen={screen} rowId={null} initialValues={{ [as]: /^\d+$/.test(id) ? Number(id) : id }}
            onClose={() => setAdding(false)}
            onSaved={() => { setAdding(false); void mutate(); }}
          />
        </Suspense>
      )}
    </section>
  );
}

export default function RelatedLists({ screen, id, Cell }: { screen: ScreenDefinition; id: string; Cell: CellComponent }) {
  const held = new Set(getStoredUser()?.permissions ?? []);
  const { screenModules, screenPermissions } = appScreens();
  const shown = (screen.related ?? []).filter((related) => screenModules[related.screen] && held.has(screenPermissions[related.screen] ?? ''));
  const [screens, setScreens] = useState<Record<string, ScreenDefinition>>({});
  const names = shown.map((related) => related.screen).join(',');
  useEffect(() => {
    let current = true;
    void Promise.all(names.split(',').filter(Boolean).map(async (name) => [name, await loadScreen(name)] as const))
      .then((loaded) => { if (current) setScreens(Object.fromEntries(loaded)); });
    return () => { current = false; };
  }, [names]);
  if (shown.length === 0) return null;
  return (
    <div className="related-lists">
      {shown.map((related) => {
        const loaded = screens[related.screen];
        return loaded ? <RelatedList key={related.screen} screen={loaded} as={related.as} id={id} label={related.label} Cell={Cell} /> : null;
      })}
    </div>
  );
}
