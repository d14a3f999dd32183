// A grid (view: grid): one sheet of rows × columns for a value of the screen's scope (a course's students ×
// assessment components), each cell an editable number of the screen's table, saved on its own when it is left.
// The sheet is one tab stop (ARIA grid): arrow keys move between cells, Enter, F2 or a digit edits one (a digit, or a
// click, replaces the value as a spreadsheet does; Enter and F2 go on from it), Enter saves and goes down, Tab
// (Shift+Tab) saves and goes to the next (previous) cell, Escape puts it back; a refused value stays in its cell with
// the server's reason until it is put right or Escape takes it back to the saved one. Each row's
// total (and its grade) and each column's mean are worked out as the cells change. A sheet with a workflow shows its
// state and the moves the user may make above it, and its cells are read-only in a state that does not let the user
// write them; where it publishes its columns early (a midterm's scores to students), which columns are shown is said
// above it. On a phone the sheet shows one column at a time, chosen above it (it opens on the column its reader names
// current: today's lecture), each row one line; a value chosen from a list (an attendance mark) is then a row of
// buttons to tap rather than a number to type. Loaded only on grids.
import '../../styles/grid.css';
import '../../styles/list.css';
import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../core/api';
import { Icon } from '../ui/icons';
import { optionLabel, useLookup } from '../core/lookups';
import type { ScreenDefinition } from '../core/screen';
import { gradeOf, meanOf, moved, type Position, type ScaleBand } from './sheet';
import WorkflowBar from '../workflow/WorkflowBar';
import { useGridController, type AxisItem, type Refused } from './useGridController';
import PublishedColumns from './PublishedColumns';
import { lazyWithFormWords } from '../core/i18n';
import type { LookupOption } from '../../../contract/dsl';


const cellId = (row: number, column: number) => `grid-cell-${row}-${column}`;

/** A column's name with its weight (Final exam 40%), as its heading says it. */
const headingOf = (column: AxisItem, label: (item: AxisItem) => string): string => (column.weight === undefined ? label(column) : `${label(column)} ${column.weight}%`);

interface CellProps {
  value: number | undefined;
  /** how the value is shown: a choice by its option's label; a number as it is */
  shownAs: (value: number) => string;
  error: Refused | undefined;
  label: string;
  /** its column's heading (name and weight), shown beside the value on a phone, where the sheet's head is not */
  heading: string;
  row: number;
  column: number;
  /** the cell the sheet's one tab stop is on (roving tabindex) */
  active: boolean;
  readOnly: boolean;
  onSave: (row: number, column: number, text: string) => void;
  /** a refused value given up: the cell shows its saved value again */
  onDiscard: (row: number, column: number) => void;
  onMove: (at: Position, key: string) => void;
  onActivate: (row: number, column: number) => void;
}

const EDIT_KEYS = /^[\d.,-]$/;

/**
 * One cell: its value as text, and an input only while it is edited (Enter, F2, a typed digit or a click), so that
 * a sheet of thousands of cells paints as text. The text lies in the cell itself, whose outline is the box: the
 * browser lays out and paints every box of the sheet at each saved value, and a box within each cell was a third of
 * them. Saved when the input is left, if it changed; Escape puts it back.
 * Memoised, so an edit redraws its own cell and row.
 */
const GridCell = memo(function GridCell({ value, shownAs, error, label, heading, row, column, active, readOnly, onSave, onDiscard, onMove, onActivate }: CellProps) {
  // what an edit starts from: the value itself (a choice's number)
  const shown = value === undefined ? '' : String(value);
  const [editing, setEditing] = useState<string | null>(null);
  const cancelled = useRef(false);
  // the value the cell showed when its editing began: leaving it unchanged saves nothing, even when a save of this
  // cell still on its way has changed what it shows meanwhile (typed fast: Shift+Tab back, Enter, Tab on)
  const original = useRef(shown);
  const cell = useRef<HTMLTableCellElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // an edit begun by a click starts with the value chosen whole, so what is typed replaces it
  const chosen = useRef(false);
  const errorId = `${cellId(row, column)}-error`;
  const start = (text: string, choose = false): void => {
    if (readOnly) return;
    cancelled.current = false;
    original.current = shown;
    chosen.current = choose;
    setEditing(text);
  };
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing && chosen.current) input.current?.select();
  }, [isEditing]);
  return (
    <td
      ref={cell}
      id={cellId(row, column)}
      data-label={heading}
      className={`grid-cell${error ? ' grid-cell--invalid' : ''}${editing === null ? '' : ' grid-cell--editing'}`}
      tabIndex={active && editing === null ? 0 : -1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-readonly={readOnly || undefined}
      onFocus={(event) => { if (event.target === cell.current) onActivate(row, column); }}
      onClick={() => { if (editing === null) start(error?.text ?? shown, true); }}
      onKeyDown={(event) => {
        if (editing !== null || event.target !== cell.current || event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.key === 'Enter' || event.key === 'F2') start(error?.text ?? shown);
        else if (event.key === 'Escape' && error) onDiscard(row, column);
        else if (event.key === 'Backspace' || event.key === 'Delete') start('');
        else if (EDIT_KEYS.test(event.key)) start(event.key);
        else if (event.key.startsWith('Arrow')) onMove({ row, column }, event.key);
        else return;
        event.preventDefault();
      }}
    >
      {editing === null ? (error ? error.text : value === undefined ? '' : shownAs(value)) : (
        <input
          ref={input}
          className="grid-cell__input"
          inputMode="decimal"
          aria-label={label}
          autoFocus
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          onBlur={() => {
            const text = editing;
            setEditing(null);
            if (!cancelled.current && (text !== original.current || error)) onSave(row, column, text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              cancelled.current = true;
              if (error) onDiscard(row, column);
              cell.current?.focus();
            } else if (event.key === 'Enter' || event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'Tab') {
              // saved as the input is left for the cell the key moves to (Tab: the next, not the page's next control)
              event.preventDefault();
              onMove({ row, column }, event.key === 'Tab' && event.shiftKey ? 'Shift+Tab' : event.key);
            }
          }}
        />
      )}
      {error && <span id={errorId} className="grid-cell__error" role="alert">{error.message}</span>}
    </td>
  );
});

interface ChoiceCellProps {
  value: number | undefined;
  /** the list the value is chosen from (the attendance marks) */
  options: readonly LookupOption[];
  shownAs: (value: number) => string;
  error: Refused | undefined;
  label: string;
  row: number;
  column: number;
  readOnly: boolean;
  onSave: (row: number, column: number, text: string) => void;
}

/**
 * A cell whose value is chosen from a list, on a phone: a button for each choice and a last one for none (a mark
 * taken back), the value's pressed (radios, so a keyboard moves between them with the arrows). The choice tapped shows
 * at once and stays unless it is refused.
 */
const GridChoiceCell = memo(function GridChoiceCell({ value, options, shownAs, error, label, row, column, readOnly, onSave }: ChoiceCellProps) {
  const { t } = useTranslation();
  // what was tapped, until the saved value answers it: a choice, or null for none (a mark taken back)
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  useEffect(() => setPicked(undefined), [value, error]);
  const chosen = picked === undefined ? value : picked ?? undefined;
  const errorId = `${cellId(row, column)}-error`;
  return (
    <td id={cellId(row, column)} className={`grid-cell grid-cell--choices${error ? ' grid-cell--invalid' : ''}`}>
      <div className="grid-choices" role="radiogroup" aria-label={label} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => {
          const id = Number(option.id);
          return (
            <label key={id} className="grid-choice">
              <input
                type="radio"
                name={cellId(row, column)}
                checked={chosen === id}
                disabled={readOnly}
                onChange={() => { setPicked(id); onSave(row, column, String(id)); }}
              />
              <span>{shownAs(id)}</span>
            </label>
          );
        })}
        <label className="grid-choice grid-choice--none">
          <input
            type="radio"
            name={cellId(row, column)}
            checked={chosen === undefined}
            disabled={readOnly}
            aria-label={t('app.grid.unmarked')}
            onChange={() => { setPicked(null); onSave(row, column, ''); }}
          />
          <span aria-hidden="true">—</span>
        </label>
      </div>
      {error && <span id={errorId} className="grid-cell__error" role="alert">{error.message}</span>}
    </td>
  );
});

interface RowProps {
  row: AxisItem;
  shownAs: (value: number) => string;
  /** a share's total: the limit from which the row is warned */
  limit: number | null | undefined;
  columns: readonly AxisItem[];
  cells: ReadonlyMap<number, number> | undefined;
  errors: ReadonlyMap<number, Refused> | undefined;
  /** the column of the sheet's tab stop, when it is in this row */
  activeColumn: number | undefined;
  total: number | undefined;
  /** the scale its total is graded on, if the sheet grades */
  scale: readonly ScaleBand[] | undefined;
  label: (item: AxisItem) => string;
  /** what its total is called (a share: the choice counted, in percent) */
  totalLabel: string;
  /** on a phone, the list a value is chosen from: its cells are buttons to tap */
  choices: readonly LookupOption[] | undefined;
  readOnly: boolean;
  onSave: (row: number, column: number, text: string) => void;
  onDiscard: (row: number, column: number) => void;
  onMove: (at: Position, key: string) => void;
  onActivate: (row: number, column: number) => void;
}

/** One row of the sheet: its name, its cells, its total and grade. Memoised: a saved cell redraws its row alone. */
const GridRow = memo(function GridRow({ row, shownAs, limit, columns, cells, errors, activeColumn, total, scale, label, totalLabel, choices, readOnly, onSave, onDiscard, onMove, onActivate }: RowProps) {
  const { t } = useTranslation();
  const warned = limit !== null && limit !== undefined && total !== undefined && total >= limit;
  return (
    <tr className={warned ? 'grid-row--warned' : undefined}>
      <th scope="row" className="grid-table__row">{label(row)}{row.detail && <span className="muted grid-table__detail">{row.detail}</span>}</th>
      {columns.map((column) => (choices ? (
        <GridChoiceCell
          key={column.id}
          value={cells?.get(column.id)}
          options={choices}
          shownAs={shownAs}
          error={errors?.get(column.id)}
          label={`${label(row)} — ${label(column)}`}
          row={row.id}
          column={column.id}
          readOnly={readOnly}
          onSave={onSave}
        />
      ) : (
        <GridCell
          key={column.id}
          value={cells?.get(column.id)}
          shownAs={shownAs}
          error={errors?.get(column.id)}
          label={`${label(row)} — ${label(column)}`}
          heading={headingOf(column, label)}
          row={row.id}
          column={column.id}
          active={activeColumn === column.id}
          readOnly={readOnly}
          onSave={onSave}
          onDiscard={onDiscard}
          onMove={onMove}
          onActivate={onActivate}
        />
      )))}
      <td className="grid-table__number grid-table__total" data-label={totalLabel}>
        {total === undefined ? '—' : limit === undefined ? total : `${total}%`}
        {warned && <span className="grid-table__warning"><Icon name="alert-circle" size={14} /><span className="visually-hidden">{t('app.grid.warned', { limit })}</span></span>}
      </td>
      {scale && <td className="grid-table__number grid-table__grade" data-label={t('app.grid.grade')}>{total === undefined ? '—' : gradeOf(total, scale) ?? '—'}</td>}
    </tr>
  );
});

function ScopeChooser({ screen, lookup }: { screen: ScreenDefinition; lookup: string | undefined }) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const { options } = useLookup(lookup);
  const scope = screen.grid!.scope;
  const field = screen.fields.find((candidate) => candidate.key === scope);
  return (
    <div className="panel empty-state">
      <label className="grid-scope">
        <span>{t(field?.label ?? scope)}</span>
        <select className="form-control" defaultValue="" onChange={(event) => setParams(new URLSearchParams({ [scope]: event.target.value }))}>
          <option value="" disabled>{t('app.grid.choose')}</option>
          {options.map((option) => <option key={String(option.id)} value={String(option.id)}>{optionLabel(option, t, i18n.language)}</option>)}
        </select>
      </label>
    </div>
  );
}

// a file of past sheets (a semester's grades) is brought in through the list's import dialog, followed as a job
const ImportDialog = lazyWithFormWords(() => import('../list/ImportDialog'));
const JobDialog = lazyWithFormWords(() => import('../jobs/JobDialog'));

export default function GridScreen({ screen }: { screen: ScreenDefinition }) {
  const { t, i18n } = useTranslation();
  const sheet = useGridController(screen);
  const location = useLocation();
  const navigate = useNavigate();
  const table = useRef<HTMLTableElement>(null);
  // the keys move the focus between the cells as the sheet draws them
  const move = useCallback((at: Position, key: string) => {
    const to = moved(at, key, sheet.rows.length, sheet.shown.length);
    if (!to) return;
    table.current?.querySelector<HTMLTableCellElement>(`#${cellId(sheet.rows[to.row].id, sheet.shown[to.column].id)}`)?.focus();
  }, [sheet.rows, sheet.shown]);

  const movePosition = useCallback((at: Position, key: string) => {
    move({ row: sheet.rows.findIndex((item) => item.id === at.row), column: sheet.shown.findIndex((item) => item.id === at.column) }, key);
  }, [move, sheet.rows, sheet.shown]);

  return (
    <section className="list-screen grid-screen">
      <div className="list-screen__head">
        <div>
          <h1 id="grid-title">{t(screen.title)}</h1>
          {sheet.scopeOption && <p className="muted grid-screen__scope">{optionLabel(sheet.scopeOption, t, i18n.language)}</p>}
        </div>
        <div className="list-screen__actions">
          {/* opened from another screen (the journal's row): back to it, its filters and page as they were */}
          {location.key !== 'default' && (
            <button type="button" className="button" onClick={() => navigate(-1)}><Icon name="chevron-left" size={16} /> {t('app.grid.back')}</button>
          )}
          {screen.imports && (
            <button type="button" className="button" onClick={() => sheet.setImporting(true)}><Icon name="upload" size={16} /> {t('app.list.import')}</button>
          )}
        </div>
      </div>
      {sheet.importing && (
        <Suspense fallback={null}>
          <ImportDialog screen={screen} onClose={() => sheet.setImporting(false)} onStarted={(started) => { sheet.setImporting(false); sheet.setJob(started); }} />
        </Suspense>
      )}
      {sheet.job && (
        <Suspense fallback={null}>
          <JobDialog id={sheet.job} onClose={() => { sheet.setJob(null); void sheet.mutate(); }} />
        </Suspense>
      )}
      {!sheet.scope && <ScopeChooser screen={screen} lookup={sheet.scopeField?.lookup} />}
      {sheet.scope && sheet.error && <div className="panel empty-state empty-state--error" role="alert"><p>{t(sheet.error instanceof ApiError && sheet.error.status === 403 ? 'app.errors.forbidden' : 'app.list.error')}</p></div>}
      {sheet.scope && !sheet.error && !sheet.data && <div className="panel empty-state muted">{t('app.list.loading')}</div>}
      {sheet.data?.workflow && sheet.scope && (
        <WorkflowBar
          screen={screen}
          id={sheet.scope}
          view={sheet.data.workflow}
          settle={sheet.settle}
          // the new state at once, then the sheet as the server now answers it (what the state shows)
          onMoved={(workflow) => { void sheet.mutate((current) => current && { ...current, workflow }); }}
        />
      )}
      {sheet.data && sheet.scope && sheet.columns.some((column) => column.published !== undefined) && (
        <PublishedColumns
          screen={screen}
          scope={sheet.scope}
          columns={sheet.columns}
          label={sheet.label}
          writable={!sheet.readOnly}
          onChanged={(id, published) => {
            void sheet.mutate((current) => current && { ...current, columns: current.columns.map((column) => (column.id === id ? { ...column, published } : column)) }, { revalidate: false });
          }}
        />
      )}
      {sheet.data?.credits === 0 && <p className="grid-screen__warning" role="note">{t('app.grid.noCredits')}</p>}
      {sheet.data && (sheet.rows.length === 0 || sheet.columns.length === 0) && <div className="panel empty-state muted">{t('app.grid.empty')}</div>}
      {sheet.data && sheet.rows.length > 0 && sheet.columns.length > 0 && (
        <div className="panel table-panel">
          {sheet.grid.total === 'weighted' && sheet.weights !== 100 && <p className="grid-screen__warning" role="status">{t('app.grid.weights', { total: sheet.weights })}</p>}
          {sheet.choices.length > 0 && !sheet.tapped && (
            <p className="grid-screen__keys muted">
              {t('app.grid.keys')} {sheet.choices.map((option) => `${String(option.id)} ${optionLabel(option, t, i18n.language)}`).join(' · ')}
              {sheet.limit !== null && sheet.limit !== undefined && <> — {t('app.grid.limit', { limit: sheet.limit })}</>}
            </p>
          )}
          {sheet.tapped && sheet.limit !== null && sheet.limit !== undefined && <p className="grid-screen__keys muted">{t('app.grid.limit', { limit: sheet.limit })}</p>}
          {sheet.phone && sheet.opened && (
            <div className="grid-column-choice">
              <button type="button" className="button" disabled={sheet.openedAt <= 0} onClick={() => sheet.setChosenColumn(sheet.columns[sheet.openedAt - 1].id)} aria-label={t('app.grid.previousColumn')}>
                <Icon name="chevron-left" size={16} />
              </button>
              <label>
                <span className="muted grid-column-choice__label">{sheet.columnsLabel}</span>
                <select value={String(sheet.opened.id)} onChange={(event) => sheet.setChosenColumn(Number(event.target.value))}>
                  {sheet.columns.map((column) => <option key={column.id} value={String(column.id)}>{headingOf(column, sheet.label)}</option>)}
                </select>
              </label>
              <button type="button" className="button" disabled={sheet.openedAt >= sheet.columns.length - 1} onClick={() => sheet.setChosenColumn(sheet.columns[sheet.openedAt + 1].id)} aria-label={t('app.grid.nextColumn')}>
                <Icon name="chevron-right" size={16} />
              </button>
            </div>
          )}
          <div className="table-scroll">
            <table ref={table} role="grid" aria-labelledby="grid-title" className={`data-table grid-table${sheet.tapped ? ' grid-table--tapped' : ''}`} style={{ '--grid-width': `${16 + (sheet.shown.length + 2) * 7}rem` } as React.CSSProperties}>
              <thead>
                <tr>
                  <th scope="col">{t(screen.fields.find((field) => field.key === sheet.grid.rows.field)?.label ?? sheet.grid.rows.field)}</th>
                  {sheet.shown.map((column) => (
                    <th key={column.id} scope="col" className="grid-table__number">
                      {sheet.label(column)}{column.weight !== undefined && <span className="muted grid-table__weight"> {column.weight}%</span>}
                    </th>
                  ))}
                  <th scope="col" className="grid-table__number">{sheet.totalLabel}</th>
                  {sheet.grid.grade && <th scope="col" className="grid-table__number">{t('app.grid.grade')}</th>}
                </tr>
              </thead>
              <tbody>
                {sheet.rows.map((row) => (
                  <GridRow
                    key={row.id}
                    row={row}
                    shownAs={sheet.shownAs}
                    limit={sheet.limit}
                    columns={sheet.shown}
                    cells={sheet.cells.get(row.id)}
                    errors={sheet.rowErrors.get(row.id)}
                    activeColumn={(sheet.active ?? sheet.first)?.row === row.id ? (sheet.active ?? sheet.first)?.column : undefined}
                    total={sheet.totals.get(row.id)}
                    scale={sheet.grid.grade === undefined ? undefined : sheet.data?.scale ?? []}
                    label={sheet.label}
                    totalLabel={sheet.totalLabel}
                    choices={sheet.tapped}
                    readOnly={sheet.readOnly}
                    onSave={sheet.saveCell}
                    onDiscard={sheet.discard}
                    onMove={movePosition}
                    onActivate={sheet.activate}
                  />
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className="grid-table__row">{sheet.share ? sheet.totalLabel : t('app.grid.mean')}</th>
                  {sheet.means.map((mean, index) => <td key={sheet.shown[index].id} className="grid-table__number" data-label={headingOf(sheet.shown[index], sheet.label)}>{mean === undefined ? '—' : sheet.share ? `${mean}%` : mean}</td>)}
                  <td className="grid-table__number" data-label={sheet.totalLabel}>{meanOf([...sheet.totals.values()].filter((value): value is number => value !== undefined)) ?? '—'}</td>
                  {sheet.grid.grade && <td />}
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
