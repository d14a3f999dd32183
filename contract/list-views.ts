// How a person arranges a list (server/list-views/): which of its columns they may show, hide and reorder, and the
// order the list draws them in. Shared by the server, which checks a setting, and the runtime, which draws it.
import type { ColumnModel } from './model';

/** The longest name a saved view takes. */
export const VIEW_NAME_LENGTH = 100;
/** The most characters a saved view's query holds (as JSON). */
export const VIEW_QUERY_LENGTH = 2_000;

/** Columns a list keeps where the author put them: the tick box first, the edit button last. */
const FIXED_KINDS: ReadonlySet<string> = new Set(['checkbox', 'actions']);

/** The columns a person may show, hide and reorder: every shown column but the tick box and the edit button. */
export function arrangeableColumns<T extends Pick<ColumnModel, 'key' | 'kind' | 'hidden'>>(columns: readonly T[]): T[] {
  return columns.filter((column) => !column.hidden && !FIXED_KINDS.has(column.kind));
}

/**
 * The columns a list draws: the author's (none arranged), or the tick box, then the arranged keys in their order (a
 * key no longer the screen's left out), then the edit button.
 */
export function arrangedColumns<T extends Pick<ColumnModel, 'key' | 'kind' | 'hidden'>>(columns: readonly T[], keys: readonly string[] | null | undefined): T[] {
  const shown = columns.filter((column) => !column.hidden);
  if (!keys) return shown;
  const byKey = new Map(arrangeableColumns(columns).map((column) => [column.key, column]));
  const arranged = keys.flatMap((key) => byKey.get(key) ?? []);
  return [
    ...shown.filter((column) => column.kind === 'checkbox'),
    ...(arranged.length > 0 ? arranged : [...byKey.values()]),
    ...shown.filter((column) => column.kind === 'actions'),
  ];
}
