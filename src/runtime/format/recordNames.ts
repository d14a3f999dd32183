// A record's name as a user reads it, where the record is shown (its detail, its form's title, the recently deleted):
// kept apart from titles.ts, which the shell loads, since it reads the lookups the name's values are labelled from.
import type { ScreenDefinition } from '../core/screen';
import { useLookupLists, useOptionLabel } from '../core/lookups';
import { formatDate } from './values';
import { recordName, recordTitleKeys } from '../core/titles';

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
