// The generic list screen: draws any ScreenDefinition's list (DESIGN.md "Runtime") as its controller holds it
// (useListController). It knows no screen by name.
import '../../styles/list.css';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/Link';
import { Icon } from '../ui/icons';
import { useAreaBase, useRequestCollapsedSidebar } from '../core/layoutState';
import type { ColumnModel, ScreenDefinition } from '../core/screen';
import { Cell } from '../ui/Cell';
import { FilterBadges } from './FilterBadges';
import { ScreenHead } from './ScreenHead';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';
import { Pagination } from '../ui/Pagination';
import { viewQueryOf, withFilter, withoutFilter, withoutFilters, withPage, withSort, withSortOrder, withTab } from './query';
import { ViewTabs } from './ViewTabs';
import { ListSummary } from '../ui/ListSummary';
import { listedRowActions, RowActions } from './RowActions';
import { recordTitleKeys } from '../format/recordNames';
import { lazyWithFormWords, lazyWithWords } from '../core/i18n';
import { rowKey, useListController } from './useListController';
import { isArrangeable } from './useListSettings';
import { PHONE_QUERY, useMediaQuery } from '../core/media';

const FormModal = lazyWithFormWords(() => import('../form/FormModal'));
const DetailView = lazyWithFormWords(() => import('../detail/DetailView'));
const FilterPanel = lazy(() => import('./FilterPanel'));
// the bar over ticked rows speaks with the words of actions on rows alone; its forms bring theirs when they open
const BulkActionBar = lazyWithWords(['bulk'], () => import('./BulkActionBar'));
const JobDialog = lazyWithFormWords(() => import('../jobs/JobDialog'));
const DeletedDialog = lazyWithFormWords(() => import('./DeletedDialog'));
const ImportDialog = lazyWithFormWords(() => import('./ImportDialog'));
const ActionSummary = lazyWithFormWords(() => import('../ui/ActionSummary'));
const ConfirmDialog = lazyWithFormWords(() => import('../ui/ConfirmDialog'));
const ColumnsMenu = lazy(() => import('./ColumnsMenu'));
const SaveViewDialog = lazy(() => import('./SaveViewDialog'));

function SortIndicator({ column, sort }: { column: ColumnModel; sort: string | undefined }) {
  if (sort === column.sort) return <Icon name="arrow-up" size={14} />;
  if (sort === `-${column.sort}`) return <Icon name="arrow-down" size={14} />;
  return <span className="sort-idle"><Icon name="sort" size={14} /></span>;
}

export function ListScreen({ screen }: { screen: ScreenDefinition }) {
  const { t } = useTranslation();
  const list = useListController(screen);
  useRequestCollapsedSidebar(screen.collapseSidebar);
  const areaBase = useAreaBase();
  const openedBy = (opens: { screen: string; as: string }, id: string): string => `${areaBase}/${opens.screen}?${new URLSearchParams({ [opens.as]: id })}`;
  const markers = list.columns.filter((column) => column.kind === 'marker');
  // the columns that name a row: its card's title on a phone; under it the screen's card columns
  const titleKeys = useMemo(() => new Set(recordTitleKeys(screen)), [screen]);
  const cardClass = (key: string): string => (titleKeys.has(key) ? ' cell--title' : screen.card && !screen.card.includes(key) ? ' cell--off-card' : '');
  // the words every row repeats (each cell's label, which a phone's card shows beside its value), said once a render
  const labels = useMemo(() => new Map(list.columns.map((column) => [column.key, t(column.label)])), [list.columns, t]);
  const [selectRow, edit] = [t('app.list.selectRow'), t('app.list.edit')];
  const rowActions = listedRowActions(screen);
  // the sort as one choice is a phone's alone, whose cards have no headers to click: elsewhere it is not made at all
  // (drawn hidden, its two options a column, each a translated sentence, were 8–10 ms of a list's load)
  const phone = useMediaQuery(PHONE_QUERY);
  // a page of rows arriving is drawn in a render React may pause for the page's input (a transition's), not in one
  // task that holds the page: the rows shown stay those before until it is done
  const rows = useDeferredValue(list.rows);
  // a list's first rows read and not yet drawn: it still says it is loading, and its pages come with its rows
  const drawing = rows.length === 0 && list.rows.length > 0;
  const loading = (list.isLoading && !list.data) || drawing;
  // the bar over ticked rows is ready before the first tick: appearing a moment later, it moved the rows under a
  // second click already on its way
  useEffect(() => { if (list.selectable) BulkActionBar.preload(); }, [list.selectable]);

  return (
    <section className="list-screen" aria-busy={loading}>
      <ScreenHead
        title={screen.title}
        filters={list.hasFilters ? { open: list.filtersOpen, toggle: () => list.setFiltersOpen(!list.filtersOpen) } : undefined}
        add={screen.addTitle && list.editable ? { title: screen.addTitle, open: () => list.setAdding(true) } : undefined}
      >
        {/* drawn with the list and ready once the person's arrangement is read, so that nothing under it moves then */}
        {isArrangeable(screen) && (
          <button type="button" className="button" disabled={!list.settings} onClick={() => list.setArranging(true)}>
            <Icon name="columns" size={16} /> {t('app.list.columns.button')}
          </button>
        )}
        {screen.export && (
          <button type="button" className="button" disabled={list.exporting} onClick={() => void list.exportList()}>
            <Icon name="download" size={16} /> {t('app.list.export')}
          </button>
        )}
        {list.screenActions.map((action) => (
          <button key={action.id} type="button" className={`button${action.primary ? ' button--primary' : ''}`} disabled={list.running} onClick={() => list.startAction(action)}>
            {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
          </button>
        ))}
        {list.editable && screen.imports && (
          <button type="button" className="button" onClick={() => list.setImporting(true)}>
            <Icon name="upload" size={16} /> {t('app.list.import')}
          </button>
        )}
        {list.editable && screen.routes.includes('restore') && (
          <button type="button" className="button" onClick={() => list.setShowingDeleted(true)}>
            <Icon name="trash" size={16} /> {t('app.list.recentlyDeleted')}
          </button>
        )}
      </ScreenHead>
      {list.data?.summary && <ListSummary items={list.data.summary} />}
      {screen.tabs && (
        <nav className="list-tabs" aria-label={t('app.list.tabs')}>
          {screen.tabs.map((item) => (
            <button key={item.id} type="button" className={`list-tabs__tab${item === list.tab ? ' is-active' : ''}`} aria-current={item === list.tab ? 'true' : undefined}
              onClick={() => { list.setSelected(new Set()); list.update((current) => withTab(current, item.id)); }}>
              {t(item.label)}
            </button>
          ))}
        </nav>
      )}

      {isArrangeable(screen) && (
        <ViewTabs views={list.settings?.views ?? []} chosen={list.chosenView?.id} onChoose={list.chooseView} onSave={list.settings ? () => list.setSavingView(true) : undefined} onDelete={list.setDeletingView} />
      )}

      <div className={list.searchFilter ? 'list-tools' : 'list-tools list-tools--phone'}>
        {list.searchFilter && <SearchField id={`filter-${list.searchFilter.key}`} label={t(list.searchFilter.label)} value={list.params.get(list.searchFilter.key) ?? ''} onSearch={list.search} />}
        {phone && <SortSelect id={`sort-${screen.name}`} columns={list.columns} sort={list.sort} onSort={(sort) => list.update((current) => withSortOrder(current, sort))} />}
      </div>

      {list.panelFilters.length > 0 && (
        <Suspense fallback={<div className="filter-panel filter-panel--loading" />}>
          <FilterPanel filters={list.panelFilters} params={list.params} rows={list.rows} onChange={(filter, value) => list.update((current) => withFilter(current, screen.filters, filter, value))} />
        </Suspense>
      )}
      {list.hasFilters && (
        <FilterBadges
          filters={list.filters}
          params={list.params}
          onRemove={(filter) => list.update((current) => withoutFilter(current, screen.filters, filter))}
          onClear={() => list.update((current) => withoutFilters(current, screen.filters))}
        />
      )}

      {list.selectable && list.selected.size > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            screen={screen}
            ids={[...list.selected].map(Number)}
            rows={[...list.selected].flatMap((key) => { const row = list.tickedRows.current.get(key); return row ? [row] : []; })}
            onClear={() => list.setSelected(new Set())}
            onChanged={list.changed}
            listed={list.data ? { total: list.data.total, query: list.query.replace(/(^|&)(page|per_page)=[^&]*/g, '').replace(/^&/, ''), wholePage: list.allSelected } : undefined}
          />
        </Suspense>
      )}

      <div className="panel table-panel">
        {list.missing.length > 0 ? (
          <div className="empty-state" role="status">
            <Icon name="filter" size={28} />
            <p>{t('app.list.choose', { filters: list.missing.map((filter) => t(filter.label)).join(', ') })}</p>
          </div>
        ) : list.error && !list.data && screen.sampleRow ? (
          <div className="table-scroll">
            <p className="list-sample__note" role="alert"><Icon name="alert-circle" size={16} /> {t('app.list.sample')}</p>
            <table className="data-table">
              <thead><tr>{list.columns.map((column) => <th key={column.key}>{t(column.label)}</th>)}</tr></thead>
              <tbody>
                <tr className="is-sample">
                  {list.columns.map((column, index) => (
                    <td key={column.key} className={`cell--${column.kind}`}>
                      {index === 0 && <span className="badge list-sample__badge">{t('app.list.sampleBadge')}</span>}
                      <Cell column={column} value={screen.sampleRow?.[column.key]} />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ) : list.error && !list.data ? (
          <div className="empty-state empty-state--error" role="alert">
            <Icon name="alert-circle" size={28} />
            <p>{t('app.list.error')}</p>
            <button type="button" className="button" onClick={() => void list.mutate()}>{t('app.list.retry')}</button>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table" aria-busy={list.isLoading}>
              <colgroup>
                {list.columns.map((column) => <col key={column.key} style={column.width ? { width: `${column.width}%` } : undefined} />)}
              </colgroup>
              <thead>
                <tr>
                  {list.columns.map((column) => {
                    if (column.kind === 'checkbox') {
                      return (
                        <th key={column.key} className="cell-check">
                          <input type="checkbox" aria-label={t('app.list.selectAll')} checked={list.allSelected} onChange={() => { list.noteRows(list.pageKeys); list.setSelected(list.allSelected ? new Set() : new Set(list.pageKeys)); }} />
                        </th>
                      );
                    }
                    const sortable = column.sort !== undefined;
                    const ariaSort = list.sort === column.sort ? 'ascending' : list.sort === `-${column.sort}` ? 'descending' : undefined;
                    return (
                      <th key={column.key} aria-sort={sortable ? ariaSort ?? 'none' : undefined}>
                        {sortable ? (
                          <button type="button" className="sort-button" onClick={() => list.update((current) => withSort(current, column.sort ?? column.key, screen.defaultSort))}>
                            {t(column.label)} <SortIndicator column={column} sort={list.sort} />
                          </button>
                        ) : (
                          t(column.label)
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => {
                  const key = rowKey(row, index);
                  return (
                    <tr
                      key={key}
                      className={`${list.hasDetail ? 'is-clickable' : ''}${list.rowId === key ? ' is-selected' : ''}${markers.some((column) => row[column.key] === true) ? ' is-marked' : ''}`}
                      tabIndex={list.hasDetail ? 0 : undefined}
                      onClick={() => list.openRow(row)}
                      onKeyDown={(event) => { if (event.key === 'Enter' && event.target === event.currentTarget) list.openRow(row); }}
                    >
                      {list.columns.map((column) =>
                        column.kind === 'checkbox' ? (
                          <td key={column.key} className="cell-check" onClick={(event) => event.stopPropagation()}>
                            <input type="checkbox" aria-label={selectRow} checked={list.selected.has(key)} onChange={() => list.toggleRow(key)} />
                          </td>
                        ) : column.kind === 'open' && (column.opens ?? screen.opens) ? (
                          <td key={column.key} onClick={(event) => event.stopPropagation()}>
                            <Link className="button button--small" to={openedBy(column.opens ?? screen.opens!, key)}>{labels.get(column.key)}</Link>
                          </td>
                        ) : column.kind === 'actions' ? (
                          <td key={column.key} className="cell--actions" onClick={(event) => event.stopPropagation()}>
                            <RowActions screen={screen} actions={rowActions} row={row} onDone={list.changed} />
                            {list.editable && (
                              <button type="button" className="icon-button" aria-label={edit} title={edit} onClick={(event) => { event.stopPropagation(); list.openRow(row, true); }}>
                                <Icon name="edit" size={16} />
                              </button>
                            )}
                          </td>
                        ) : (
                          // on a phone each row is a card: the record's name on top, its card's cells under their labels
                          <td key={column.key} className={`cell--${column.kind}${cardClass(column.key)}`} data-label={labels.get(column.key)}>
                            <Cell column={column} value={row[column.key]} />
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
              {list.totals && rows.length > 0 && (
                <tfoot>
                  <tr className="list-totals">
                    {list.columns.map((column, index) => (
                      <td key={column.key} className={`cell--${column.kind}`}>
                        {list.totals?.[column.key] !== undefined ? <Cell column={column} value={list.totals[column.key]} /> : index === 0 ? t('app.list.total') : null}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
            {!list.isLoading && list.rows.length === 0 && (
              <div className="empty-state">
                <Icon name="inbox" size={28} />
                <p>{t('app.list.empty')}</p>
              </div>
            )}
            {loading && <div className="empty-state muted">{t('app.list.loading')}</div>}
            {list.totals && list.rows.length > 0 && list.unshownTotals.length > 0 && (
              <dl className="list-totals__hidden">
                {list.unshownTotals.map((column) => (
                  <div key={column.key}><dt>{t(column.label)}</dt><dd>{list.totals?.[column.key]}</dd></div>
                ))}
              </dl>
            )}
          </div>
        )}
        {list.data && list.data.last_page >= 1 && !drawing && (
          <Pagination current={list.data.current_page} last={list.data.last_page} total={list.data.total} estimated={list.data.total_estimated} onPage={(page) => list.update((current) => withPage(current, page))} />
        )}
      </div>

      {list.rowId !== null && list.hasDetail && (
        <Suspense fallback={null}>
          <DetailView
            screen={screen}
            Cell={Cell}
            rowId={list.rowId}
            version={list.savedCount}
            onClose={list.closeDetail}
            onEdit={list.editable ? () => list.setEditingId(list.rowId) : undefined}
            onDeleted={() => { list.closeDetail(); void list.mutate(); }}
            onChanged={list.changed}
          />
        </Suspense>
      )}
      {list.arranging && (
        <Suspense fallback={null}>
          <ColumnsMenu
            screen={screen}
            shown={list.arranged}
            onSaved={(kept) => {
              // a view's own columns are the view's: arranging them changes the person's own, shown again on "all"
              void list.rereadSettings((current) => current && { ...current, columns: kept }, { revalidate: false });
              if (list.chosenView?.columns) list.chooseView(undefined);
            }}
            onClose={() => list.setArranging(false)}
          />
        </Suspense>
      )}
      {list.savingView && list.settings && (
        <Suspense fallback={null}>
          <SaveViewDialog
            screen={screen} settings={list.settings} query={viewQueryOf(list.params)} columns={list.arranged}
            onSaved={(view) => { list.setSavingView(false); void list.rereadSettings().then(() => list.chooseView(view)); }}
            onClose={() => list.setSavingView(false)}
          />
        </Suspense>
      )}
      {list.deletingView && (
        <Suspense fallback={null}>
          <ConfirmDialog
            icon="alert-circle" title={t('app.list.views.delete', { name: list.deletingView.name })} text={t('app.list.views.confirmDelete', { name: list.deletingView.name })}
            confirmLabel={t('app.detail.delete')} busyLabel={t('app.detail.deleting')} danger busy={false}
            onCancel={() => list.setDeletingView(null)} onConfirm={() => void list.deleteView()}
          />
        </Suspense>
      )}
      {list.summary && (
        <Suspense fallback={null}>
          <ActionSummary answer={list.summary} onClose={() => list.setSummary(null)} />
        </Suspense>
      )}
      {list.showingDeleted && (
        <Suspense fallback={null}>
          <DeletedDialog screen={screen} Cell={Cell} onClose={() => list.setShowingDeleted(false)} onRestored={list.changed} />
        </Suspense>
      )}
      {list.importing && (
        <Suspense fallback={null}>
          <ImportDialog screen={screen} onClose={() => list.setImporting(false)} onStarted={(job) => { list.setImporting(false); list.setFollowedJob(job); }} />
        </Suspense>
      )}
      {list.followedJob && (
        <Suspense fallback={null}>
          <JobDialog id={list.followedJob} onClose={() => { list.setFollowedJob(null); list.changed(); }} />
        </Suspense>
      )}
      {list.confirming?.confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            icon={list.confirming.icon ?? 'check-circle'} title={t(list.confirming.label)} text={t(list.confirming.confirm)}
            confirmLabel={t(list.confirming.label)} busyLabel={t('bulk.working')} danger={list.confirming.danger === true} busy={list.running}
            onCancel={() => list.setConfirming(null)} onConfirm={list.confirmAction}
          />
        </Suspense>
      )}
      {(list.adding || list.editing || list.acting) && (
        <Suspense fallback={<div className="modal-backdrop"><div className="modal modal--loading">{t('app.list.loading')}</div></div>}>
          <FormModal
            screen={screen}
            action={list.acting ?? undefined}
            rowId={list.adding || list.acting ? null : list.rowId}
            initialValues={list.adding ? list.chosen : undefined}
            onClose={list.closeModal}
            onSaved={(answer) => { list.closeModal(); list.setSavedCount((count) => count + 1); list.answered(answer); }}
          />
        </Suspense>
      )}
    </section>
  );
}
