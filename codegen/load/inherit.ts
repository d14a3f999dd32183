// A column or filter of the same key as a field takes what it does not say from that field: its label, how it is
// drawn or chosen, its lookup list and what narrows it. A screen says program_id's label and list once.
import type { ColumnSource, FieldSource, FilterSource, ScreenSource } from './sources';
import type { ProblemList } from '../core/problems';
import type { Located } from './sources';

type ColumnKind = NonNullable<ColumnSource['kind']>;

/** How a column shows a field's value when it does not say. */
export function columnKindOf(field: FieldSource | undefined): ColumnKind {
  switch (field?.kind) {
    case 'lookup':
    case 'lookupMany':
      return 'lookup';
    case 'integer':
      return 'number';
    case 'file':
      return field.accept === 'image' ? 'image' : 'file';
    case 'date':
    case 'datetime':
    case 'money':
    case 'decimal':
    case 'boolean':
    case 'color':
    case 'phone':
    case 'richtext':
      return field.kind;
    default:
      return 'text';
  }
}

/** How a filter chooses among a field's values when it does not say: none for a kind no filter fits. */
export function filterKindOf(field: FieldSource | undefined): FilterSource['kind'] | undefined {
  if (field?.kind === 'lookup' || field?.kind === 'lookupMany') return 'select';
  if (field?.kind === 'boolean') return 'boolean';
  if (field?.kind === 'date' || field?.kind === 'datetime') return 'dateRange';
  return undefined;
}

/** A column as its field completes it. */
export function inheritedColumn(column: ColumnSource, field: FieldSource | undefined): ColumnSource {
  const kind = column.kind ?? columnKindOf(field);
  const lookup = column.lookup ?? (kind === 'lookup' ? field?.lookup : undefined);
  return { ...column, label: column.label ?? field?.label, kind, ...(lookup !== undefined ? { lookup } : {}) } as ColumnSource;
}

/**
 * A filter as its field completes it: the column it compares is its key unless it names another; a field's dependsOn is
 * taken where the screen filters by it too.
 */
export function inheritedFilter(filter: FilterSource, field: FieldSource | undefined, filterKeys: ReadonlySet<string>): FilterSource {
  const kind = filter.kind ?? filterKindOf(field);
  const lookup = filter.lookup ?? (kind === 'select' ? field?.lookup : undefined);
  const dependsOn = filter.dependsOn ?? (kind === 'select' && field?.dependsOn !== undefined && filterKeys.has(field.dependsOn) ? field.dependsOn : undefined);
  return {
    ...filter, label: filter.label ?? field?.label, kind,
    ...(lookup !== undefined ? { lookup } : {}), ...(dependsOn !== undefined ? { dependsOn } : {}), column: filter.column ?? filter.key,
  } as FilterSource;
}

/** A screen's columns and filters completed by its fields (a screen another extends is completed by its own). */
export function completedByFields<T extends Partial<ScreenSource>>(screen: T): T {
  const fields = new Map((screen.fields ?? []).map((field) => [field.key, field]));
  const filterKeys = new Set((screen.filters ?? []).map((filter) => filter.key));
  return {
    ...screen,
    ...(screen.columns ? { columns: screen.columns.map((column) => inheritedColumn(column, fields.get(column.key))) } : {}),
    ...(screen.filters ? { filters: screen.filters.map((filter) => inheritedFilter(filter, fields.get(filter.column ?? filter.key), filterKeys)) } : {}),
  };
}

/** The screen's columns and filters completed by its fields; one that no field completes is a problem. */
export function inheritFromFields(source: Located<ScreenSource>, problems: ProblemList): Located<ScreenSource> {
  const value = completedByFields(source.value);
  value.columns?.forEach((column, index) => {
    if (column.label === undefined) problems.add(source, ['columns', index], 'AULA-E012', `the column '${column.key}' needs a 'label': no field of this screen has its key to take one from`);
  });
  value.filters?.forEach((filter, index) => {
    if (filter.label === undefined) problems.add(source, ['filters', index], 'AULA-E012', `the filter '${filter.key}' needs a 'label': no field of this screen has its key to take one from`);
    if (filter.kind === undefined) problems.add(source, ['filters', index], 'AULA-E012', `the filter '${filter.key}' needs a 'kind': no lookup, boolean or date field of this screen has its key to take one from`);
  });
  return { ...source, value };
}
