// What names a page and a record: the browser tab's title (the screen, the record open in it) and a record's name
// (its recordTitle columns, or the first text column of its list), so a tab, a detail and a screen reader say which.
import { useEffect } from 'react';
import type { ScreenDefinition } from './screen';
import { authorsColumns } from '../../../contract/list-views';

const APP_NAME = 'Aula';

/**
 * Sets the browser tab's title to the parts given, most particular first, and the app's name last, while the
 * component is shown; the title before it comes back after (a detail closed gives the screen's title back).
 */
export function useDocumentTitle(...parts: readonly (string | null | undefined)[]): void {
  const title = [...parts.filter((part): part is string => typeof part === 'string' && part.trim() !== ''), APP_NAME].join(' · ');
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => { document.title = before; };
  }, [title]);
}

/** The columns or fields that name a screen's record: its recordTitle, or the first text column its list shows. */
export function recordTitleKeys(screen: Pick<ScreenDefinition, 'recordTitle' | 'columns'>): readonly string[] {
  return screen.recordTitle ?? authorsColumns(screen.columns).filter((column) => column.kind === 'text').slice(0, 1).map((column) => column.key);
}

/** A record's name as its screen says it, or null when the row holds none of it; each value as `shown` words it. */
export function recordName(
  screen: Pick<ScreenDefinition, 'recordTitle' | 'columns'>, row: Readonly<Record<string, unknown>> | null,
  shown: (key: string, value: unknown) => string = (_key, value) => String(value),
): string | null {
  if (!row) return null;
  const name = recordTitleKeys(screen)
    .flatMap((key) => (row[key] === null || row[key] === undefined || row[key] === '' ? [] : [shown(key, row[key])]))
    .join(' ');
  return name === '' ? null : name;
}
