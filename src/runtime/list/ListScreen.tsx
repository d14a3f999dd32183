// The generic list screen: draws any ScreenDefinition's list (DESIGN.md "Runtime") as its controller holds it
// (useListController). It knows no screen by name.
import '../../styles/list.css';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../ui/icons';
import { useAreaBase, useRequestCollapsedSidebar } from '../core/layoutState';
import type { ColumnModel, ScreenDefinition } from '../core/screen';
import { Cell } from '../ui/Cell';
import { FilterBadges } from './FilterBadges';
import { ScreenHead } from './ScreenHead';
import { SearchField } from './SearchField';
import { Pagination } from '../ui/Pagination';
import { viewQueryOf, withFilter, withoutFilter, withoutFilters, withPage, withSort, withTab } from './query';
import { ViewTabs } from './ViewTabs';
import { ListSummary } from '../ui/ListSummary';
import { RowActions } from './RowActions';
import { recordTitleKeys } from '../core/titles';
import { lazyWithFormWords } from '../core/i18n';
import { rowKey, useListController } from './useListController';

const FormModal = lazyWithFormWords(() => import('../form/FormModal'));
const DetailView = lazyWithFormWords(() => import('../detail/DetailView'));
const FilterPanel = lazy(() => import('./FilterPanel'));
const BulkActionBar = lazyWithFormWords(() => import('./BulkActionBar'));
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
  const {
    acting, adding, allSelected, answered, arranged, arranging, changed, chooseView, chosen, chosenView, closeDetail,
    closeModal, columns, confirming, data, deleteView, deletingView, editable, editing, error, exportList, exporting,
    filters, filtersOpen, followedJob, hasDetail, hasFilters, importing, isLoading, missing, mutate, noteRows,
    openRow, pageKeys, panelFilters, params, query, rereadSettings, rowId, rows, runScreenAction, running, savedCount,
    savingView, screenActions, search, searchFilter, selectable, selected, setAdding, setArranging, setConfirming,
    setDeletingView, setEditingId, setFiltersOpen, setFollowedJob, setImporting, setSavedCount, setSavingView,
    setSelected, setShowingDeleted, setSummary, settings, showingDeleted, sort, startAction, summary, tab, tickedRows,
    toggleRow, totals, unshownTotals, update,
  } = useListController(screen);
  useRequestCollapsedSidebar(screen.collapseSidebar);
  const areaBase = useAreaBase();
  const openedBy = (opens: { screen: string; as: string }, id: string): string => `${areaBase}/${opens.screen}?${new URLSearchParams({ [opens.as]: id })}`;
  const markers = columns.filter((column) => column.kind === 'marker');
  // the columns that name a row: its card's title on a phone; under it the screen's card columns
  const titleKeys = useMemo(() => new Set(recordTitleKeys(screen)), [screen]);
  const cardClass = (key: string): string => (titleKeys.has(key) ? ' cell--title' : screen.card && !screen.card.includes(key) ? ' cell--off-card' : '');
  // the bar over ticked rows is ready before the first tick: appearing a moment later, it moved the rows under a
  // second click already on its way
  useEffect(() => { if (selectable) BulkActionBar.preload(); }, [selectable]);

  return (
    <section className="list-screen">
      <ScreenHead
        title={screen.title}
        filters={hasFilters ? { open: filtersOpen, toggle: () => setFiltersOpen(!filtersOpen) } : undefined}
        add={screen.addTitle && editable ? { title: screen.addTitle, open: () => setAdding(true) } : undefined}
      >
        {settings && (
          <button type="button" className="button" onClick={() => setArranging(true)}>
            <Icon name="columns" size={16} /> {t('app.list.columns.button')}
          </button>
        )}
        {screen.export && (
          <button type="button" className="button" disabled={exporting} onClick={() => void exportList()}>
            <Icon name="download" size={16} /> {t('app.list.export')}
          </button>
        )}
        {screenActions.map((action) => (
          <button key={action.id} type="button" className={`button${action.primary ? ' button--primary' : ''}`} disabled={running} onClick={() => startAction(action)}>
            {action.icon && <Icon name={action.icon} size={16} />} {t(action.label)}
          </button>
        ))}
        {editable && screen.imports && (
          <button type="button" className="button" onClick={() => setImporting(true)}>
            <Icon name="upload" size={16} /> {t('app.list.import')}
          </button>
        )}
        {editable && screen.routes.includes('restore') && (
          <button type="button" className="button" onClick={() => setShowingDeleted(true)}>
            <Icon name="trash" size={16} /> {t('app.list.recentlyDeleted')}
          </button>
        )}
      </ScreenHead>
      {data?.summary && <ListSummary items={data.summary} />}
      {screen.tabs && (
        <nav className="list-tabs" aria-label={t('app.list.tabs')}>
          {screen.tabs.map((item) => (
            <button key={item.id} type="button" className={`list-tabs__tab${item === tab ? ' is-active' : ''}`} aria-current={item === tab ? 'true' : undefined}
              onClick={() => { setSelected(new Set()); update((current) => withTab(current, item.id)); }}>
              {t(item.label)}
            </button>
          ))}
        </nav>
      )}

      {settings && (
        <ViewTabs views={settings.views} chosen={chosenView?.id} onChoose={chooseView} onSave={() => setSavingView(true)} onDelete={setDeletingView} />
      )}

      {searchFilter && <SearchField id={`filter-${searchFilter.key}`} label={t(searchFilter.label)} value={params.get(searchFilter.key) ?? ''} onSearch={search} />}

      {panelFilters.length > 0 && (
        <Suspense fallback={<div className="filter-panel filter-panel--loading" />}>
          <FilterPanel filters={panelFilters} params={params} rows={rows} onChange={(filter, value) => update((current) => withFilter(current, screen.filters, filter, value))} />
        </Suspense>
      )}
      {hasFilters && (
        <FilterBadges
          filters={filters}
          params={params}
          onRemove={(filter) => update((current) => withoutFilter(current, screen.filters, filter))}
          onClear={() => update((current) => withoutFilters(current, screen.filters))}
        />
      )}

      {selectable && selected.size > 0 && (
        <Suspense fallback={null}>
          <BulkActionBar
            screen={screen}
            ids={[...selected].map(Number)}
            rows={[...selected].flatMap((key) => { const row = tickedRows.current.get(key); return row ? [row] : []; })}
            onClear={() => setSelected(new Set())}
            onChanged={changed}
            listed={data ? { total: data.total, query: query.replace(/(^|&)(page|per_page)=[^&]*/g, '').replace(/^&/, ''), wholePage: allSelected } : undefined}
          />
        </Suspense>
      )}

      <div className="panel table-panel">
        {missing.length > 0 ? (
          <div className="empty-state" role="status">
            <Icon name="filter" size={28} />
            <p>{t('app.list.choose', { filters: missing.map((filter) => t(filter.label)).join(', ') })}</p>
          </div>
        ) : error && !data && screen.sampleRow ? (
          <div className="table-scroll">
            <p className="list-sample__note" role="alert"><Icon name="alert-circle" size={16} /> {t('app.list.sample')}</p>
            <table className="data-table">
              <thead><tr>{columns.map((column) => <th key={column.key}>{t(column.label)}</th>)}</tr></thead>
              <tbody>
                <tr className="is-sample">
                  {columns.map((column, index) => (
                    <td key={column.key} className={`cell--${column.kind}`}>
                      {index === 0 && <span className="badge list-sample__badge">{t('app.list.sampleBadge')}</span>}
                      <Cell column={column} value={screen.sampleRow?.[column.key]} />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ) : error && !data ? (
          <div className="empty-state empty-state--error" role="alert">
            <Icon name="alert-circle" size={28} />
            <p>{t('app.list.error')}</p>
            <button type="button" className="button" onClick={() => void mutate()}>{t('app.list.retry')}</button>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table" aria-busy={isLoading}>
              <colgroup>
                {columns.map((column) => <col key={column.key} style={column.width ? { width: `${column.width}%` } : undefined} />)}
              </colgroup>
              <thead>
                <tr>
                  {columns.map((column) => {
                    if (column.kind === 'checkbox') {
                      return (
                        <th key={column.key} className="cell-check">
                          <input type="checkbox" aria-label={t('app.list.selectAll')} checked={allSelected} onChange={() => { noteRows(pageKeys); setSelected(allSelected ? new Set() : new Set(pageKeys)); }} />
                        </th>
                      );
                    }
                    const sortable = column.sort !== undefined;
                    const ariaSort = sort === column.sort ? 'ascending' : sort === `-${column.sort}` ? 'descending' : undefined;
                    return (
                      <th key={column.key} aria-sort={sortable ? ariaSort ?? 'none' : undefined}>
                        {sortable ? (
                          <button type="button" className="sort-button" onClick={() => update((current) => withSort(current, column.sort ?? column.key, screen.defaultSort))}>
                            {t(column.label)} <SortIndicator column={column} sort={sort} />
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
                      className={`${hasDetail ? 'is-clickable' : ''}${rowId === key ? ' is-selected' : ''}${markers.some((column) => row[column.key] === true) ? ' is-marked' : ''}`}
                      tabIndex={hasDetail ? 0 : undefined}
                      onClick={() => openRow(row)}
                      onKeyDown={(event) => { if (event.key === 'Enter' && event.target === event.currentTarget) openRow(row); }}
                    >
                      {columns.map((column) =>
                        column.kind === 'checkbox' ? (
                          <td key={column.key} className="cell-check" onClick={(event) => event.stopPropagation()}>
                            <input type="checkbox" aria-label={t('app.list.selectRow')} checked={selected.has(key)} onChange={() => toggleRow(key)} />
                          </td>
                        ) : column.kind === 'open' && (column.opens ?? screen.opens) ? (
                          <td key={column.key} onClick={(event) => event.stopPropagation()}>
                            <Link className="button button--small" to={openedBy(column.opens ?? screen.opens!, key)}>{t(column.label)}</Link>
                          </td>
                        ) : column.kind === 'actions' ? (
                          <td key={column.key} className="cell--actions" onClick={(event) => event.stopPropagation()}>
                            <RowActions screen={screen} row={row} onDone={changed} />
                            {editable && (
                              <button type="button" className="icon-button" aria-label={t('app.list.edit')} title={t('app.list.edit')} onClick={(event) => { event.stopPropagation(); openRow(row, true); }}>
                                <Icon name="edit" size={16} />
                              </button>
                            )}
                          </td>
                        ) : (
                          // on a phone each row is a card: the record's name on top, its card's cells under their labels
                          <td key={column.key} className={`cell--${column.kind}${cardClass(column.key)}`} data-label={t(column.label)}>
                            <Cell column={column} value={row[column.key]} />
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
              {totals && rows.length > 0 && (
                <tfoot>
                  <tr className="list-totals">
                    {columns.map((column, index) => (
                      <td key={column.key} className={`cell--${column.kind}`}>
                        {totals[column.key] !== undefined ? <Cell column={column} value={totals[column.key]} /> : index === 0 ? t('app.list.total') : null}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
            {!isLoading && rows.length === 0 && (
              <div className="empty-state">
                <Icon name="inbox" size={28} />
                <p>{t('app.list.empty')}</p>
              </div>
            )}
            {isLoading && !data && <div className="empty-state muted">{t('app.list.loading')}</div>}
            {totals && rows.length > 0 && unshownTotals.length > 0 && (
              <dl className="list-totals__hidden">
                {unshownTotals.map((column) => (
                  <div key={column.key}><dt>{t(column.label)}</dt><dd>{totals[column.key]}</dd></div>
                ))}
              </dl>
            )}
          </div>
        )}
        {data && data.last_page >= 1 && (
          <Pagination current={data.current_page} last={data.last_page} total={data.total} estimated={data.total_estimated} onPage={(page) => update((current) => withPage(current, page))} />
        )}
      </div>

      {rowId !== null && hasDetail && (
        <Suspense fallback={null}>
          <DetailView
            screen={screen}
            Cell={Cell}
            rowId={rowId}
            version={savedCount}
            onClose={closeDetail}
            onEdit={editable ? () => setEditingId(rowId) : undefined}
            onDeleted={() => { closeDetail(); void mutate(); }}
            onChanged={changed}
          />
        </Suspense>
      )}
      {arranging && (
        <Suspense fallback={null}>
          <ColumnsMenu
            screen={screen}
            shown={arranged}
            onSaved={(kept) => {
              // a view's own columns are the view's: arranging them changes the person's own, shown again on "all"
              void rereadSettings((current) => current && { ...current, columns: kept }, { revalidate: false });
              if (chosenView?.columns) chooseView(undefined);
            }}
            onClose={() => setArranging(false)}
          />
        </Suspense>
      )}
      {savingView && settings && (
        <Suspense fallback={null}>
          <SaveViewDialog
            screen={screen} settings={settings} query={viewQueryOf(params)} columns={arranged}
            onSaved={(view) => { setSavingView(false); void rereadSettings().then(() => chooseView(view)); }}
            onClose={() => setSavingView(false)}
          />
        </Suspense>
      )}
      {deletingView && (
        <Suspense fallback={null}>
          <ConfirmDialog
            icon="alert-circle" title={t('app.list.views.delete', { name: deletingView.name })} text={t('app.list.views.confirmDelete', { name: deletingView.name })}
            confirmLabel={t('app.detail.delete')} busyLabel={t('app.detail.deleting')} danger busy={false}
            onCancel={() => setDeletingView(null)} onConfirm={() => void deleteView(deletingView)}
          />
        </Suspense>
      )}
      {summary && (
        <Suspense fallback={null}>
          <ActionSummary answer={summary} onClose={() => setSummary(null)} />
        </Suspense>
      )}
      {showingDeleted && (
        <Suspense fallback={null}>
          <DeletedDialog screen={screen} Cell={Cell} onClose={() => setShowingDeleted(false)} onRestored={changed} />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog screen={screen} onClose={() => setImporting(false)} onStarted={(job) => { setImporting(false); setFollowedJob(job); }} />
        </Suspense>
      )}
      {followedJob && (
        <Suspense fallback={null}>
          <JobDialog id={followedJob} onClose={() => { setFollowedJob(null); changed(); }} />
        </Suspense>
      )}
      {confirming?.confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            icon={confirming.icon ?? 'check-circle'} title={t(confirming.label)} text={t(confirming.confirm)}
            confirmLabel={t(confirming.label)} busyLabel={t('bulk.working')} danger={confirming.danger === true} busy={running}
            onCancel={() => setConfirming(null)} onConfirm={() => void runScreenAction(confirming)}
          />
        </Suspense>
      )}
      {(adding || editing || acting) && (
        <Suspense fallback={<div className="modal-backdrop"><div className="modal modal--loading">{t('app.list.loading')}</div></div>}>
          <FormModal
            screen={screen}
            action={acting ?? undefined}
            rowId={adding || acting ? null : rowId}
            initialValues={adding ? chosen : undefined}
            onClose={closeModal}
            onSaved={(answer) => { closeModal(); setSavedCount((count) => count + 1); answered(answer); }}
          />
        </Suspense>
      )}
    </section>
  );
}
