// A record's name (its recordTitle columns, or the first text column of its list) as a user reads it, where the
// record is shown (its detail, its form's title, the recently deleted, a phone's list card): kept apart from titles.ts,
// which the shell loads, since it reads the lookups the name's values are labelled from.
import type { ScreenDefinition } from '../core/screen';
import { useLookupLists, useOptionLabel } from '../core/lookups';
import { formatDate } from './values';
import { authorsColumns } from '../../../contract/list-views';

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

/**
 * How a screen names its records, as a user reads them: a lookup of its title by its option's label (a registration
 * is its student and course, not their ids), a date day-month-year.
 */
export function useRecordNamer(screen: Pick<ScreenDefinition, 'recordTitle' | 'columns' | 'fields'>): (row: Readonly<Record<string, unknown>> | null) => string | null {
  const described = new Map(recordTitleKeys(screen).map((key) => [key, screen.columns.find((column) => column.key === key) ?? screen.fields.find((field) => field.key === key)]));
  const lists = useLookupLists([...described.values()].flatMap((field) => (field?.lookup ? [field.lookup] : [])));
  const label = useOptionLabel();
  const shown = (key: string, value: unknown): string => {
    const field = described.get(key);
    const option = field?.lookup ? lists[field.lookup]?.find((candidate) => String(candidate.id) === String(value)) : undefined;
    if (option) return label(option);
    return field?.kind === 'date' ? formatDate(value) : String(value);
  };
  return (row) => recordName(screen, row, shown);
}
