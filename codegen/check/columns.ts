// A list's columns and what names them: sort keys, the default sort, the office's common lists (which become
// indexes), the phone's card, the detail, the record's title and the totals.
import { checkLabel, duplicates, requireLookup, screenNamed, type ScreenCheck } from './context';
import { capacityOver } from '../compile/derive';

export function checkColumns(check: ScreenCheck): void {
  const { screen, known, problems, definitions, source } = check;
  const columns = screen.columns ?? [];
  const fields = screen.fields ?? [];
  const columnKeys = new Set(columns.map((column) => column.key));
  for (const key of duplicates(columns.map((column) => column.key))) check.add(['columns'], 'AULA-E204', `the column '${key}' is declared twice`);

  const sortKeys = new Set<string>();
  columns.forEach((column, index) => {
    checkLabel(problems, definitions, source, ['columns', index, 'label'], column.label);
    for (const [locale, messages] of Object.entries(definitions.locales)) {
      const names = column.names === undefined ? undefined : messages[column.names];
      if (column.names !== undefined && (typeof names !== 'object' || names === null)) check.add(['columns', index, 'names'], 'AULA-E101', `'${column.names}' names no subtree of locales/${locale}.json; 'names' is a group of the locales whose keys are the column's codes`);
    }
    if (column.sort !== undefined) {
      sortKeys.add(column.sort);
      if (!known.has(column.sort)) check.add(['columns', index, 'sort'], 'AULA-E301', `the sort key '${column.sort}' is not a column or field of this screen (it has: ${[...known].join(', ')})`);
    }
    if (column.placesLeft !== undefined) checkPlacesLeft(check, index, column.placesLeft, column.kind);
    if (column.mine && (column.kind !== 'boolean' || !screen.table)) check.add(['columns', index, 'mine'], 'AULA-E206', `'mine' marks the rows of a screen's table with yes or no: the column '${column.key}' must be of kind boolean on a screen with a 'table'`);
    if (column.kind === 'lookup' || column.kind === 'rowLinks') requireLookup(check, ['columns', index], column.lookup, `the lookup column '${column.key}'`);
    else if (column.lookup !== undefined) check.add(['columns', index, 'lookup'], 'AULA-E206', `'lookup' only belongs on a column of kind lookup`);
  });
  if (screen.defaultSort !== undefined && !sortKeys.has(screen.defaultSort.replace(/^-/, ''))) {
    check.add(['defaultSort'], 'AULA-E301', `the default sort '${screen.defaultSort}' is not a sort key of any column (they are: ${[...sortKeys].join(', ') || 'none'})`);
  }
  for (const [index, key] of (screen.totals ?? []).entries()) {
    const kind = columns.find((column) => column.key === key)?.kind;
    if (kind !== 'number' && kind !== 'money' && kind !== 'decimal') check.add(['totals', index], 'AULA-E206', `the total '${key}' must be a column of kind number, money or decimal`);
  }
  (screen.commonLists ?? []).forEach((common, index) => {
    common.filters.forEach((key, at) => {
      const filter = (screen.filters ?? []).find((candidate) => candidate.key === key);
      if (!filter) check.add(['commonLists', index, 'filters', at], 'AULA-E210', `'${key}' is not a filter of this screen`);
      else if (filter.kind !== 'select' && filter.kind !== 'boolean') check.add(['commonLists', index, 'filters', at], 'AULA-E301', `'${key}' is a ${filter.kind} filter; a common list is filtered by select or boolean filters, whose values an index can be read by`);
      else if (!fields.some((field) => field.key === filter.column)) check.add(['commonLists', index, 'filters', at], 'AULA-E301', `'${key}' filters by '${filter.column}', which is no field of this screen's table`);
    });
    const sort = common.sort.replace(/^-/, '');
    if (!columns.some((column) => column.sort === sort)) check.add(['commonLists', index, 'sort'], 'AULA-E301', `'${sort}' is not the sort key of a column of this screen`);
    else if (sort !== 'created_at' && !fields.some((field) => field.key === sort)) check.add(['commonLists', index, 'sort'], 'AULA-E301', `'${sort}' is no field of this screen's table, so no index can hold it`);
  });
  (screen.card ?? []).forEach((key, index) => {
    if (!columnKeys.has(key)) check.add(['card', index], 'AULA-E209', `'${key}' is not a column of this screen`);
  });
  for (const name of ['detail', 'recordTitle'] as const) {
    (screen[name] ?? []).forEach((key, index) => {
      if (!known.has(key)) check.add([name, index], 'AULA-E209', `'${key}' is not a column or field of this screen`);
    });
  }
  for (const key of Object.keys(screen.sampleRow ?? {})) {
    if (!columnKeys.has(key)) check.add(['sampleRow', key], 'AULA-E209', `the sample row's '${key}' is not a column of this screen`);
  }
  if (columns.some((column) => column.kind === 'open') && !screen.opens) check.add(['columns'], 'AULA-E206', `a column of kind open needs the screen key 'opens', the screen it links to`);
}

/** A places-left column: a number, of a screen with a table, naming a screen whose capacity counts rows of that table's records. */
function checkPlacesLeft(check: ScreenCheck, index: number, name: string, kind: string | undefined): void {
  const { screen, definitions } = check;
  const at = ['columns', index, 'placesLeft'];
  if (kind !== 'number' || !screen.table) {
    check.add(at, 'AULA-E206', `'placesLeft' counts places of a screen's table's records: the column must be of kind number on a screen with a 'table'`);
    return;
  }
  const keeper = screenNamed(definitions, name);
  if (!keeper) {
    check.add(at, 'AULA-E203', `'${name}' is not a screen`);
    return;
  }
  if (!capacityOver(keeper, screen.table, check.lookups)) check.add(at, 'AULA-E203', `the screen '${name}' keeps no capacity over the records of ${screen.table}`);
}

