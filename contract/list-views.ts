// How a person arranges a list (server/list-views/): which of its columns they may show, hide and reorder, and the
// order the list draws them in. Shared by the server, which checks a setting, and the runtime, which draws it.
import type { ColumnModel } from './model';

/** The longest name a saved view takes. */
export const VIEW_NAME_LENGTH = 100;
/** The most characters a saved view's query holds (as JSON). */
export const VIEW_QUERY_LENGTH = 2_000;

/** A saved view as the person who sees it reads it: its query, its columns (none: theirs), whom it is shared with. */
export interface SavedView {
  id: number;
  name: string;
  query: Record<string, string>;
  columns: string[] | null;
  role_id: number | null;
  role: string | null;
  /** the person reading is its owner, who alone changes it */
  mine: boolean;
  /** an index served its query when it was saved */
  indexed: boolean;
}

/** How a person arranges a list (GET /api/lists/:screen). */
export interface ListSettings {
  /** the columns shown, in order; null: the author's */
  columns: string[] | null;
  views: SavedView[];
  /** the roles a view may be shared with */
  roles: { id: number; title: string }[];
}

/** Columns a list keeps where the author put them: the tick box first, the edit button last. */
const FIXED_KINDS: ReadonlySet<string> = new Set(['checkbox', 'actions']);

/** The columns the author shows by default: all but those hidden, which a person adds from the columns menu. */
export function authorsColumns<T extends Pick<ColumnModel, 'hidden'>>(columns: readonly T[]): T[] {
  return columns.filter((column) => !column.hidden);
}

/**
 * The columns a person may show, hide and reorder: every column but the tick box and the edit button, those the
 * author hid included (offered to be added).
 */
export function arrangeableColumns<T extends Pick<ColumnModel, 'key' | 'kind' | 'hidden'>>(columns: readonly T[]): T[] {
  return columns.filter((column) => !FIXED_KINDS.has(column.kind));
}

/** Whether keys name an arrangement of a list's columns: at least one, each a column it arranges, none twice. */
export function isArrangement(columns: readonly Pick<ColumnModel, 'key' | 'kind' | 'hidden'>[], keys: readonly unknown[]): keys is string[] {
  const arrangeable = new Set(arrangeableColumns(columns).map((column) => column.key));
  return keys.length > 0 && keys.length <= arrangeable.size && new Set(keys).size === keys.length
    && keys.every((key) => typeof key === 'string' && arrangeable.has(key));
}

/**
 * The columns a list draws: the author's (none arranged), or the tick box, then the arranged keys in their order (a
 * key no longer the screen's left out), then the edit button.
 */
export function arrangedColumns<T extends Pick<ColumnModel, 'key' | 'kind' | 'hidden'>>(columns: readonly T[], keys: readonly string[] | null | undefined): T[] {
  const shown = authorsColumns(columns);
  if (!keys) return shown;
  const byKey = new Map(arrangeableColumns(columns).map((column) => [column.key, column]));
  const arranged = keys.flatMap((key) => byKey.get(key) ?? []);
  return [
    ...shown.filter((column) => column.kind === 'checkbox'),
    ...(arranged.length > 0 ? arranged : arrangeableColumns(shown)),
    ...shown.filter((column) => column.kind === 'actions'),
  ];
}
