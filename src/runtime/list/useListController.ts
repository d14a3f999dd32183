// The list screen's controller (DESIGN.md "Runtime"): what a list page knows and does apart from how it is drawn —
// the query in the address (filters, search, sort, tab, page), the page of rows and its totals, the person's columns
// and saved views, the ticked rows, the dialogs open (a form, an action's confirmation, a job followed, an import) and
// what starts them. ListScreen draws it; a list of another look could draw the same controller.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { api, failureMessage } from '../core/api';
import { downloadFile } from '../core/download';
import { EXPORT_JOB_ROWS } from '../../../contract/constants';
import { useAlert } from '../ui/alerts';
import type { BrowserAction } from '../../../contract/model';
import { actionPath, actionsOn, type ActionAnswer } from '../core/actions';
import type { ScreenDefinition } from '../core/screen';
import { missingFilters, useScreenList } from '../core/useScreenList';
import { currentSort, currentTab, listQuery, tabKeys, withFilter, withPage } from './query';
import { arrangeableColumns, arrangedColumns } from '../../../contract/list-views';
import { useListSettings, type SavedView } from './useListSettings';
import { screenPath } from '../../../contract/routes';
import { apiPath } from '../../../contract/api-routes';

type Row = Record<string, unknown>;

/** A row's key in the list and among the ticked: its id, or its place for a row without one. */
export function rowKey(row: Row, index: number): string {
  return row.id === undefined || row.id === null ? `row-${index}` : String(row.id);
}

/** The rows of a list not yet read: one array, so that a value derived from them stays the same until they come. */
const NO_ROWS: readonly Readonly<Record<string, unknown>>[] = [];

export function useListController(screen: ScreenDefinition) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(screen.opensAdd && screen.loadForm !== undefined);
  // the screen action whose form is open (writing a message)
  const [acting, setActing] = useState<BrowserAction | null>(null);
  const { mutate: revalidate } = useSWRConfig();
  // a list shown for a value it requires (a curriculum's programme) adds its new rows under that value
  const requiredKey = new URLSearchParams(screen.filters.filter((filter) => filter.required).map((filter) => [filter.key, params.get(filter.key) ?? ''])).toString();
  const chosen = useMemo(() => Object.fromEntries([...new URLSearchParams(requiredKey)].flatMap(([key, value]) => (
    value === '' ? [] : [[key, /^\d+$/.test(value) ? Number(value) : value]]
  ))), [requiredKey]);
  const [filtersOpen, setFiltersOpen] = useState(() => screen.filters.some((filter) => filter.required));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  // the background job followed in its dialog: a long export's, or one an action started (recomputing the records)
  const [followedJob, setFollowedJob] = useState<string | null>(null);
  // the screen action without a form asked about before it runs, and while it runs
  const [confirming, setConfirming] = useState<BrowserAction | null>(null);
  const [running, setRunning] = useState(false);
  // what a screen action that reports per row answered (a statement's import)
  const [summary, setSummary] = useState<ActionAnswer | null>(null);
  // The row whose edit modal is open; it belongs to the row in the URL, so back or forward closes it.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);

  const query = listQuery(screen, params);
  const { data, error, isLoading, mutate } = useScreenList<Row>(screen, query);
  // the columns as the person arranged them, or as the chosen saved view shows them
  const { data: settings, mutate: rereadSettings } = useListSettings(screen);
  const chosenView = settings?.views.find((view) => String(view.id) === params.get('view'));
  const arranged = chosenView?.columns ?? settings?.columns ?? null;
  const columns = arrangedColumns(screen.columns, arranged);
  const [arranging, setArranging] = useState(false);
  const [savingView, setSavingView] = useState(false);
  const [deletingView, setDeletingView] = useState<SavedView | null>(null);
  // an export writes the columns as shown
  const exportQuery = arranged ? `${query}${query ? '&' : ''}${new URLSearchParams({ columns: arrangeableColumns(columns).map((column) => column.key).join(',') })}` : query;
  const sort = currentSort(params, screen.defaultSort);
  const rowId = params.get('rowId');
  const editable = screen.loadForm !== undefined && !screen.readOnly;
  const [showingDeleted, setShowingDeleted] = useState(false);
  const [importing, setImporting] = useState(false);
  const hasDetail = screen.fields.length > 0 || screen.detail !== undefined;
  const editing = editable && rowId !== null && editingId === rowId;
  const rows = data?.data ?? NO_ROWS;
  const tab = currentTab(screen.tabs, params);
  const fixed = tabKeys(screen.tabs);
  // the search is on the list itself; the panel holds the other filters
  const searchFilter = screen.filter ? screen.filters.find((filter) => filter.kind === 'search' && !fixed.has(filter.key)) : undefined;
  const filters = screen.filters.filter((filter) => !fixed.has(filter.key) && filter !== searchFilter);
  const hasFilters = screen.filter && filters.length > 0;
  // the open panel's filters; a list without one still asks for the filters it requires
  const panelFilters = hasFilters ? (filtersOpen ? filters : []) : screen.filters.filter((filter) => filter.required);
  // one offered only while the list holds no row (Start my profile) waits for the list to say so
  const screenActions = actionsOn(screen, 'screen').filter((action) => !action.whileEmpty || data?.total === 0);
  const selectable = actionsOn(screen, 'selection').length > 0;
  /** after an action, whatever is on the page is read again (the list, the sidebar's unread count) */
  const changed = (): void => { void revalidate(() => true); };
  const missing = missingFilters(screen, query).map((key) => screen.filters.find((filter) => filter.key === key)!);
  const totals = data?.totals;
  // the totals of the columns not drawn (the author's hidden ones the person did not add) are said under the list
  const unshownTotals = screen.columns.filter((column) => totals?.[column.key] !== undefined && !columns.includes(column));

  // react-router's updater is handed the query of the last render, which lags behind a second quick
  // change (a filter, then another); the address bar is already current, so each change starts there.
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams): void => setParams(change(new URLSearchParams(window.location.search))),
    [setParams],
  );
  const search = useCallback((text: string): void => {
    if (searchFilter) update((current) => withFilter(current, screen.filters, searchFilter, text));
  }, [update, screen.filters, searchFilter]);
  const openRow = (row: Row, edit = false): void => {
    if (!hasDetail || row.id === undefined || row.id === null) return;
    const id = String(row.id);
    setEditingId(edit ? id : null);
    update((current) => {
      current.set('rowId', id);
      return current;
    });
  };
  const closeModal = (): void => {
    setAdding(false);
    setActing(null);
    setEditingId(null);
  };
  const closeDetail = useCallback((): void => {
    setEditingId(null);
    update((current) => {
      current.delete('rowId');
      return current;
    });
  }, [update]);

  async function exportList(): Promise<void> {
    setExporting(true);
    try {
      // a long list is written by a background job, followed in its dialog; a short one comes at once
      if ((data?.total ?? 0) > EXPORT_JOB_ROWS) {
        const answer = await api<{ job: { id: string } }>('POST', screenPath(screen, 'exportJob', {}, exportQuery));
        setFollowedJob(answer.job.id);
        return;
      }
      await downloadFile(screenPath(screen, 'export', {}, exportQuery), `${screen.name}.xlsx`);
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setExporting(false);
    }
  }

  /** What an action answered: a job to follow, the row it made to open, or what it did (per row, where it reports so). */
  const answered = (answer: ActionAnswer | undefined): void => {
    changed();
    if (answer?.job) setFollowedJob(answer.job.id);
    else if (answer?.opens !== undefined) {
      openRow({ id: answer.opens });
      showAlert(answer.message, 'success');
    } else if (answer) setSummary(answer);
  };

  /** A screen action without a form runs when asked (its `confirm`, if it has one, answered first). */
  async function runScreenAction(action: BrowserAction): Promise<void> {
    setRunning(true);
    try {
      answered(await api<ActionAnswer>('POST', actionPath(screen, action), {}));
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setRunning(false);
      setConfirming(null);
    }
  }
  /** The screen action that asked first (confirming), its question answered. */
  const confirmAction = (): void => { if (confirming) void runScreenAction(confirming); };
  const startAction = (action: BrowserAction): void => {
    if (action.form || screen.actionForms?.[action.id]) setActing(action);
    else if (action.confirm) setConfirming(action);
    else void runScreenAction(action);
  };

  // each ticked row as the list showed it: an action on them skips a row someone has written since (its version),
  // and is offered only while every ticked row meets its `when` (an enrolment, for applicants not yet enrolled)
  const tickedRows = useRef(new Map<string, Row>());
  const noteRows = (keys: readonly string[]): void => {
    for (const [index, row] of rows.entries()) {
      const key = rowKey(row, index);
      if (keys.includes(key)) tickedRows.current.set(key, row);
    }
  };
  const toggleRow = (key: string): void => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else {
      next.add(key);
      noteRows([key]);
    }
    setSelected(next);
  };
  const chooseView = (view: SavedView | undefined): void => {
    setSelected(new Set());
    update(() => {
      const next = new URLSearchParams(view?.query ?? {});
      if (view) next.set('view', String(view.id));
      return next;
    });
  };
  /** Deletes the saved view whose deletion was asked (deletingView), its question answered. */
  async function deleteView(): Promise<void> {
    if (!deletingView) return;
    try {
      await api('DELETE', apiPath('deleteView', { screen: screen.name, id: deletingView.id }));
      chooseView(undefined);
      await rereadSettings();
    } catch (failure) {
      showAlert(failureMessage(failure, t('app.errors.generic')), 'error');
    } finally {
      setDeletingView(null);
    }
  }

  // a page past the last (its rows deleted meanwhile, an address kept from a longer list) shows the last one instead
  // of saying there is nothing beside a total of rows
  const lastPage = data && data.total > 0 && rows.length === 0 && data.current_page > data.last_page ? data.last_page : undefined;
  useEffect(() => {
    if (lastPage !== undefined) update((current) => withPage(current, lastPage));
  }, [lastPage, update]);

  const pageKeys = rows.map(rowKey);
  const allSelected = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));

  return {
    acting, adding, allSelected, answered, arranged, arranging, changed, chooseView, chosen, chosenView, closeDetail,
    closeModal, columns, confirmAction, confirming, data, deleteView, deletingView, editable, editing, error, exportList, exporting,
    filters, filtersOpen, followedJob, hasDetail, hasFilters, importing, isLoading, missing, mutate, noteRows,
    openRow, pageKeys, panelFilters, params, query, rereadSettings, rowId, rows, running, savedCount,
    savingView, screenActions, search, searchFilter, selectable, selected, setAdding, setArranging, setConfirming,
    setDeletingView, setEditingId, setFiltersOpen, setFollowedJob, setImporting, setSavedCount, setSavingView,
    setSelected, setShowingDeleted, setSummary, settings, showingDeleted, sort, startAction, summary, tab, tickedRows,
    toggleRow, totals, unshownTotals, update,
  };
}
