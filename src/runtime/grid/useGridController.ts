// The grid page's controller (view: grid): the sheet of the scope's value as the server answers it, its cells as
// they are saved (one after the other per cell, a refusal kept with its reason), what a phone shows of it (one column
// at a time), each row's total and each column's mean, and what a move of the sheet's workflow is told before it
// happens. GridScreen draws it: the cells, the keys that move between them, the dialogs.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { api, ApiError, swrFetcher } from '../core/api';
import { labelIn } from '../../../contract/labels';
import { optionLabel, useLookup } from '../core/lookups';
import { PHONE_QUERY, useMediaQuery } from '../core/media';
import type { ScreenDefinition } from '../core/screen';
import { meanOf, parseCell, rowTotal, shareOf, shownColumn, type ScaleBand } from './sheet';
import { screenPath } from '../../../contract/routes';
import type { WorkflowView } from '../../../contract/model';

export interface AxisItem {
  id: number;
  label_ka: string;
  label_en: string;
  weight?: number;
  detail?: string;
  /** a column's record shown already to those the sheet's state hides it from (answered while it hides it) */
  published?: boolean;
  /** the column a phone opens on (today's lecture) */
  current?: boolean;
}

interface Sheet {
  rows: AxisItem[];
  columns: AxisItem[];
  cells: { row: number; column: number; value: number }[];
  /** a sheet that grades its totals: the scale (the server's data, which the university may change) */
  scale?: ScaleBand[];
  /** a graded sheet: the credits its grades count towards a record (0: a course outside the curriculum) */
  credits?: number;
  /** a sheet with a workflow: its state, whether its cells may be written, the moves the user may make */
  workflow?: WorkflowView;
  /** a sheet whose totals are a share with a limit: the scope's limit, from which a row is warned */
  limit?: number | null;
}

type Cells = Map<number, Map<number, number>>;

/** A value the server refused, kept in its cell with the reason. */
export interface Refused {
  message: string;
  /** what was typed, shown in the cell until it is put right */
  text: string;
}

export function useGridController(screen: ScreenDefinition) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const grid = screen.grid!;
  const scope = params.get(grid.scope);
  const scopeField = screen.fields.find((field) => field.key === grid.scope);
  const { options: scopes } = useLookup(scopeField?.lookup);
  const path = scope ? screenPath(screen, 'sheet', {}, String(new URLSearchParams({ [grid.scope]: scope }))) : null;
  const { data, error, mutate } = useSWR<Sheet>(path, swrFetcher, { revalidateOnFocus: false });
  const [cells, setCells] = useState<Cells>(new Map());
  const [errors, setErrors] = useState<Map<string, Refused>>(new Map());
  const [active, setActive] = useState<{ row: number; column: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  const readOnly = screen.readOnly || screen.loadForm === undefined || data?.workflow?.writable === false;
  const label = useCallback((item: AxisItem) => labelIn(item, i18n.language), [i18n.language]);
  // a value chosen from a fixed list (an attendance mark) is shown by its option's label and typed by its number
  const valueField = screen.fields.find((field) => field.key === grid.value);
  const { options: choices } = useLookup(valueField?.kind === 'lookup' ? valueField.lookup : undefined);
  const shownAs = useCallback((value: number): string => {
    const option = choices.find((candidate) => candidate.id === value);
    return option ? optionLabel(option, t, i18n.language) : String(value);
  }, [choices, t, i18n.language]);
  const share = grid.total === 'share' ? grid.share : undefined;
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosenColumn, setChosenColumn] = useState<number | null>(null);

  // the cells as the server answered them, taken again only when it answers them anew: a move or a column published
  // changes the sheet's other parts, and the cells saved since it was read stay as they are
  const answered = data?.cells;
  useEffect(() => {
    const next: Cells = new Map();
    for (const cell of answered ?? []) {
      const row = next.get(cell.row) ?? new Map<number, number>();
      row.set(cell.column, cell.value);
      next.set(cell.row, row);
    }
    setCells(next);
    setErrors(new Map());
  }, [answered]);

  const rows = data?.rows ?? [];
  const columns = data?.columns ?? [];
  // what the sheet shows: every column, or on a phone the one chosen
  const opened = shownColumn(columns, chosenColumn);
  const shown = phone && opened ? [opened] : columns;
  const openedAt = opened ? columns.indexOf(opened) : -1;
  const save = useCallback(async (row: number, column: number, text: string): Promise<void> => {
    const key = `${row}:${column}`;
    const value = parseCell(text);
    const fail = (message: string) => setErrors((current) => new Map(current).set(key, { message, text }));
    if (value === undefined) {
      fail(t('validation.type'));
      return;
    }
    try {
      const saved = await api<{ value: number | null }>('PUT', screenPath(screen, 'cell'), {
        [grid.scope]: Number(scope), [grid.rows.field]: row, [grid.columns.field]: column, [grid.value]: value,
      });
      setCells((current) => {
        const next = new Map(current);
        const cellsOfRow = new Map(next.get(row) ?? []);
        if (saved.value === null) cellsOfRow.delete(column);
        else cellsOfRow.set(column, saved.value);
        next.set(row, cellsOfRow);
        return next;
      });
      setErrors((current) => { if (!current.has(key)) return current; const next = new Map(current); next.delete(key); return next; });
    } catch (failure) {
      const own = failure instanceof ApiError ? failure.errors?.[grid.value]?.[0] ?? failure.message : undefined;
      fail(own || t('app.errors.generic'));
    }
  }, [screen, grid, scope, t]);

  // a cell's saves go one after the other, so that what was typed last is what the cell and the server keep (typed
  // fast, Shift+Tab back and a new value, the first save's answer could otherwise come last and put it back)
  const saving = useRef(new Map<string, Promise<void>>());
  const saveCell = useCallback((row: number, column: number, text: string) => {
    const key = `${row}:${column}`;
    const next = (saving.current.get(key) ?? Promise.resolve()).then(() => save(row, column, text));
    saving.current.set(key, next);
    void next.finally(() => { if (saving.current.get(key) === next) saving.current.delete(key); });
  }, [save]);

  const discard = useCallback((row: number, column: number) => {
    setErrors((current) => { const next = new Map(current); next.delete(`${row}:${column}`); return next; });
  }, []);

  /** Before a move of the sheet: its saves finished, and what the move means for its cells, in words. */
  const settle = useCallback(async (): Promise<string[]> => {
    await Promise.all(saving.current.values());
    const count = rows.length * columns.length;
    const filled = rows.reduce((sum, row) => sum + (cells.get(row.id)?.size ?? 0), 0);
    const cautions = [];
    if (data?.credits === 0) cautions.push(t('app.grid.noCredits'));
    if (filled < count) cautions.push(t('app.grid.emptyCells', { count: count - filled, total: count }));
    if (errors.size > 0) cautions.push(t('app.grid.refusedCells', { count: errors.size }));
    return cautions.length > 0 ? cautions : [t('app.grid.allFilled', { count })];
  }, [rows, columns, cells, errors, data?.credits, t]);

  const activate = useCallback((row: number, column: number) => setActive((current) => (current?.row === row && current.column === column ? current : { row, column })), []);
  // before a cell is chosen, the sheet's tab stop is its first cell
  const first = rows.length > 0 && shown.length > 0 ? { row: rows[0].id, column: shown[0].id } : null;

  const totals = useMemo(() => new Map(rows.map((row) => {
    const own = cells.get(row.id) ?? new Map<number, number>();
    return [row.id, share ? shareOf(own.values(), Number(share.value)) : rowTotal(own, columns, grid.total === 'weighted' ? 'weighted' : 'sum')];
  })), [rows, columns, cells, grid.total, share]);
  // each row's refused cells, so that a row without any keeps the same (absent) value and is not redrawn
  const rowErrors = useMemo(() => {
    const byRow = new Map<number, Map<number, Refused>>();
    for (const [key, message] of errors) {
      const [row, column] = key.split(':').map(Number);
      byRow.set(row, new Map(byRow.get(row) ?? []).set(column, message));
    }
    return byRow;
  }, [errors]);
  const columnValues = (column: AxisItem) => rows.flatMap((row) => { const value = cells.get(row.id)?.get(column.id); return value === undefined ? [] : [value]; });
  // under each column: its mean, or for a share the share of its cells counted (the day's absences)
  const means = shown.map((column) => (share ? shareOf(columnValues(column), Number(share.value)) : meanOf(columnValues(column))));
  const limit = share ? data?.limit ?? null : undefined;
  const weights = columns.reduce((sum, column) => sum + (column.weight ?? 0), 0);
  const scopeOption = scopes.find((option) => String(option.id) === scope);
  const columnsLabel = t(screen.fields.find((field) => field.key === grid.columns.field)?.label ?? grid.columns.field);
  // on a phone a choice is tapped, not typed: its keys are not said
  const tapped = phone && choices.length > 0 ? choices : undefined;
  const totalLabel = share ? `${shownAs(Number(share.value))}, %` : t('app.grid.total');

  return {
    activate, active, cells, choices, columns, columnsLabel, data, discard, error, first, grid, importing,
    job, label, limit, means, mutate, opened, openedAt, phone, readOnly, rowErrors, rows, saveCell, scope, scopeField,
    scopeOption, setChosenColumn, setImporting, setJob, settle, share, shown, shownAs, tapped, totalLabel, totals,
    weights,
  };
}
