// A list's filters: their words, the lists they choose from, what narrows them, what a search reads, and the tabs
// that set them.
import type { FieldKind } from '../../contract/dsl';
import { checkLabel, duplicates, requireLookup, type ScreenCheck } from './context';

/** The kinds stored as text, the only ones a search reads. */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'phone', 'email', 'digits', 'personalNumber', 'file', 'color', 'numbering']);

export function checkFilters(check: ScreenCheck): void {
  const { screen, known, problems, definitions, source } = check;
  const filters = screen.filters ?? [];
  const fields = screen.fields ?? [];
  const filterKeys = new Set(filters.map((filter) => filter.key));
  for (const key of duplicates(filters.map((filter) => filter.key))) check.add(['filters'], 'AULA-E204', `the filter '${key}' is declared twice`);
  filters.forEach((filter, index) => {
    checkLabel(problems, definitions, source, ['filters', index, 'label'], filter.label);
    if (filter.kind === 'select') requireLookup(check, ['filters', index], filter.lookup, `the select filter '${filter.key}'`);
    if (filter.dependsOn !== undefined && !filterKeys.has(filter.dependsOn)) check.add(['filters', index, 'dependsOn'], 'AULA-E210', `the filter '${filter.key}' depends on '${filter.dependsOn}', which is not a filter of this screen`);
    if (filter.kind === 'search') {
      if (!filter.searchIn) check.add(['filters', index], 'AULA-E302', `the search filter '${filter.key}' needs 'searchIn', the columns it searches`);
      for (const column of filter.searchIn ?? []) {
        const kind = fields.find((field) => field.key === column)?.kind;
        if (!known.has(column)) check.add(['filters', index, 'searchIn'], 'AULA-E302', `the search column '${column}' is not a column or field of this screen`);
        else if (kind !== undefined && !TEXT_KINDS.has(kind)) check.add(['filters', index, 'searchIn'], 'AULA-E302', `the search column '${column}' is a field of kind ${kind}; a search looks for text at the start of a text field`);
      }
    }
    if (filter.kind === 'range' && (filter.min === undefined || filter.max === undefined)) check.add(['filters', index], 'AULA-E303', `the range filter '${filter.key}' needs 'min' and 'max'`);
  });
  // with the panel off, a filter is one the list requires or one its tabs set
  const tabbed = new Set((screen.tabs ?? []).flatMap((tab) => Object.keys(tab.filter)));
  if (screen.filter === false && filters.some((filter) => !filter.required && !tabbed.has(filter.key))) check.add(['filters'], 'AULA-E303', `the screen turns its filter panel off ('filter: false') but declares filters it does not require and no tab sets`);

  const byKey = new Map(filters.map((filter) => [filter.key, filter]));
  for (const id of duplicates((screen.tabs ?? []).map((tab) => tab.id))) check.add(['tabs'], 'AULA-E204', `the tab '${id}' is declared twice`);
  (screen.tabs ?? []).forEach((tab, index) => {
    checkLabel(problems, definitions, source, ['tabs', index, 'label'], tab.label);
    for (const [key, value] of Object.entries(tab.filter)) {
      const filter = byKey.get(key);
      if (!filter) check.add(['tabs', index, 'filter', key], 'AULA-E210', `the tab '${tab.id}' sets '${key}', which is not a filter of this screen`);
      else if (filter.kind === 'boolean' && typeof value !== 'boolean') check.add(['tabs', index, 'filter', key], 'AULA-E005', `'${key}' is a boolean filter, so the tab sets it to true or false`);
      else if (filter.kind !== 'boolean' && filter.kind !== 'select') check.add(['tabs', index, 'filter', key], 'AULA-E206', `a tab sets a select or boolean filter, and '${key}' is a ${filter.kind} filter`);
    }
  });
}
