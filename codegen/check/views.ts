// The keys of each page kind: a calendar's entries, a dashboard's tiles, a grid's axes and cells, a public form's
// page, and the screen a row opens. Each belongs to its kind and names what its screens have.
import { axisCatalogue, scaleCatalogue } from '../../contract/catalogue';
import type { Definitions, Located, ScreenSource } from '../load/sources';
import type { ProblemList } from '../core/problems';
import { lookupTable } from '../compile/derive';
import { checkLabel, duplicates, hasIntegerField, screenNamed, type ScreenCheck } from './context';

/** Pages no session opens, outside every area: each is where a visitor's form is sent. */
const RESERVED_PATHS: ReadonlySet<string> = new Set(['/login', '/admin', '/student', '/lecturer', '/user', '/reset-password', '/storage', '/api']);

export function checkView(check: ScreenCheck): void {
  const { screen, definitions } = check;
  const view = screen.view ?? 'list';
  const keyOf = { calendar: 'calendar', dashboard: 'tiles', grid: 'grid' } as const;
  for (const [kind, key] of Object.entries(keyOf)) {
    const declared = screen[key] !== undefined;
    if (declared && view !== kind) check.add([key], 'AULA-E206', `'${key}' belongs to a screen of view ${kind}, and this one is a ${view}`);
    if (!declared && view === kind) check.add(['view'], 'AULA-E205', `a ${kind} needs '${key}'`);
  }
  if (view === 'list' && screen.columns === undefined) check.add([], 'AULA-E205', `a list needs 'columns'`);
  if (screen.permission === undefined && view !== 'dashboard' && screen.area === undefined) check.add([], 'AULA-E205', `the screen needs a 'permission'; only a dashboard, whose tiles are guarded by their own screens, or a screen of an area, which its accounts open, may leave it out`);
  if (screen.export && view !== 'list') check.add(['export'], 'AULA-E206', `only a list exports its rows; a ${view} has no export`);
  if (screen.home && view !== 'dashboard') check.add(['home'], 'AULA-E206', `only a dashboard can be the area's home`);
  if (screen.poll !== undefined && view !== 'list') check.add(['poll'], 'AULA-E206', `'poll' re-reads a list; a ${view} screen has none`);
  const checkOpens = (opens: { screen: string; as: string } | undefined, path: (string | number)[]) => {
    if (!opens) return;
    const target = screenNamed(definitions, opens.screen);
    const scoped = target && (target.grid?.scope === opens.as || (target.filters ?? []).some((filter) => filter.key === opens.as));
    if (!target) check.add([...path, 'screen'], 'AULA-E203', `the screen '${opens.screen}' a row opens has no file in screens/`);
    else if (!scoped) check.add([...path, 'as'], 'AULA-E210', `'${opens.as}' is neither the grid scope nor a filter of the screen '${opens.screen}'`);
  };
  checkOpens(screen.opens, ['opens']);
  (screen.columns ?? []).forEach((column, index) => checkOpens(column.opens, ['columns', index, 'opens']));
  // a related list is another administrator's list, on the detail of a record this screen opens
  (screen.related ?? []).forEach((related, index) => {
    const target = screenNamed(definitions, related.screen);
    if (!target) check.add(['related', index, 'screen'], 'AULA-E203', `the screen '${related.screen}' has no file in screens/`);
    else if ((target.view ?? 'list') !== 'list' || target.area !== undefined) check.add(['related', index, 'screen'], 'AULA-E206', `a related list is an administrator's list, and '${related.screen}' is not one; name a list screen of the admin area`);
    else if (!(target.filters ?? []).some((filter) => filter.key === related.as)) check.add(['related', index, 'as'], 'AULA-E210', `'${related.as}' is not a filter of the screen '${related.screen}'; add '- { key: ${related.as} }' to its filters, so that its list can be narrowed to this record`);
    checkLabel(check.problems, definitions, check.source, ['related', index, 'label'], related.label);
  });
  if (screen.related && view !== 'list') check.add(['related'], 'AULA-E206', `related lists are shown on a list's record detail, and this screen is a ${view}`);
  checkCalendar(check);
  checkGrid(check);
  checkTiles(check);
  checkPublic(check);
}

function checkCalendar(check: ScreenCheck): void {
  const { screen, known } = check;
  const calendar = screen.calendar;
  if (!calendar) return;
  for (const key of ['start', 'end', 'title', 'color', 'location'] as const) {
    const named = calendar[key];
    if (named !== undefined && !known.has(named)) check.add(['calendar', key], 'AULA-E209', `the calendar's ${key} '${named}' is not a column or field of this screen`);
  }
  if (calendar.type !== undefined && (screen.columns ?? []).find((column) => column.key === calendar.type)?.kind !== 'lookup') check.add(['calendar', 'type'], 'AULA-E209', `the calendar's type '${calendar.type}' must be a column of kind lookup`);
  if (calendar.editable && !known.has(calendar.editable.field)) check.add(['calendar', 'editable', 'field'], 'AULA-E209', `'${calendar.editable.field}' is not a column or field of this screen`);
  if (calendar.period !== undefined && !(screen.filters ?? []).some((filter) => filter.key === calendar.period && filter.kind === 'dateRange')) {
    check.add(['calendar', 'period'], 'AULA-E210', `the calendar's period '${calendar.period}' must be a dateRange filter of this screen`);
  }
  if (calendar.moves) checkMoves(check, calendar.moves);
  if (calendar.feed && calendar.period === undefined) check.add(['calendar', 'feed'], 'AULA-E601', 'a calendar with a feed needs its period: name the dateRange filter by which the feed reads its days');
}

/** A calendar's moves: a column of its own names the record, and the other screen has the weekday and both times. */
function checkMoves(check: ScreenCheck, moves: NonNullable<NonNullable<ScreenCheck['screen']['calendar']>['moves']>): void {
  const { known, definitions } = check;
  const at = (...path: string[]) => ['calendar', 'moves', ...path];
  if (!known.has(moves.when.field)) check.add(at('when', 'field'), 'AULA-E209', `'${moves.when.field}' is not a column or field of this screen`);
  if (!known.has(moves.id)) check.add(at('id'), 'AULA-E209', `'${moves.id}' is not a column or field of this screen`);
  const target = screenNamed(definitions, moves.screen);
  if (!target) {
    check.add(at('screen'), 'AULA-E203', `there is no screen '${moves.screen}': name the screen whose records the entries show`);
    return;
  }
  let fields = target.fields ?? [];
  let owner = `'${moves.screen}'`;
  if (moves.part !== undefined) {
    const part = fields.find((candidate) => candidate.key === moves.part);
    if (part?.kind !== 'repeat') check.add(at('part'), 'AULA-E208', `'${moves.part}' is not a field of kind repeat of '${moves.screen}'`);
    if (moves.partId === undefined || !known.has(moves.partId)) check.add(at(moves.partId === undefined ? 'part' : 'partId'), 'AULA-E209', `a part's entries name its id: 'partId' must be a column of this screen`);
    fields = part?.fields ?? [];
    owner = `the parts '${moves.part}' of '${moves.screen}'`;
  } else if (moves.partId !== undefined) check.add(at('partId'), 'AULA-E601', `'partId' goes with 'part', the repeat field whose parts the entries show`);
  const kinds: Record<'day' | 'from' | 'to' | 'date', readonly string[]> = { day: ['lookup', 'integer', 'select'], from: ['time'], to: ['time'], date: ['date'] };
  for (const key of ['day', 'from', 'to', ...(moves.date === undefined ? [] : ['date' as const])] as const) {
    const field = fields.find((candidate) => candidate.key === moves[key]);
    if (!field || !kinds[key].includes(field.kind ?? '')) {
      check.add(at(key), 'AULA-E208', `'${moves[key]}' must be a field of ${owner} of kind ${kinds[key].join(' or ')}`);
    }
  }
}

function checkGrid(check: ScreenCheck): void {
  const { screen, definitions } = check;
  const grid = screen.grid;
  if (!grid) return;
  const fields = new Map((screen.fields ?? []).map((field) => [field.key, field]));
  for (const key of ['scope', 'value'] as const) {
    if (!fields.has(grid[key])) check.add(['grid', key], 'AULA-E208', `the grid's ${key} '${grid[key]}' is not a field of this screen`);
  }
  const from = screenNamed(definitions, grid.scopeFrom);
  if (grid.scopeFrom !== undefined && !from) check.add(['grid', 'scopeFrom'], 'AULA-E203', `'${grid.scopeFrom}' is not a screen in screens/`);
  else if (from && (from.area ?? 'admin') !== (screen.area ?? 'admin')) check.add(['grid', 'scopeFrom'], 'AULA-E601', `'${grid.scopeFrom}' is a screen of another area; a sheet's scopes come from its own area's rows`);
  const value = fields.get(grid.value);
  const choices = value?.kind === 'lookup' && value.lookup !== undefined ? check.lookups[value.lookup]?.options : undefined;
  if (value && !['integer', 'decimal', 'money'].includes(value.kind) && !choices) {
    check.add(['grid', 'value'], 'AULA-E208', `the grid's value must be a number field or a lookup of a fixed list, and '${grid.value}' is a ${value.kind}`);
  }
  if ((grid.total === 'share') !== (grid.share !== undefined)) check.add(['grid', grid.share ? 'share' : 'total'], 'AULA-E601', `total: share and share go together: share says which choice the total counts`);
  if (grid.share && choices && !choices.some((option) => String(option.id) === String(grid.share!.value))) {
    check.add(['grid', 'share', 'value'], 'AULA-E207', `'${String(grid.share.value)}' is not an option of the list '${value!.lookup}'`);
  }
  const scopeTable = lookupTable(check.screen, grid.scope, check.lookups);
  if (grid.share?.limit !== undefined && !hasIntegerField(definitions, scopeTable, grid.share.limit)) {
    check.add(['grid', 'share', 'limit'], 'AULA-E208', `'${grid.share.limit}' must be an integer field of a screen of ${scopeTable ?? 'the scope\'s table'}, the record the sheet's scope names`);
  }
  if (grid.grade !== undefined && !(scaleCatalogue as readonly string[]).includes(grid.grade)) {
    check.add(['grid', 'grade'], 'AULA-E201', `the scale '${grid.grade}' is not in scaleCatalogue of contract/catalogue.ts (it has: ${scaleCatalogue.join(', ')})`);
  }
  for (const axis of ['rows', 'columns'] as const) {
    const kind = fields.get(grid[axis].field)?.kind;
    if (kind !== 'lookup' && kind !== 'integer') check.add(['grid', axis, 'field'], 'AULA-E208', `the grid's ${axis} field '${grid[axis].field}' must be a lookup or integer field of this screen`);
    if (!(axisCatalogue as readonly string[]).includes(grid[axis].reader)) {
      check.add(['grid', axis, 'reader'], 'AULA-E201', `the grid reader '${grid[axis].reader}' is not in axisCatalogue of contract/catalogue.ts (it has: ${axisCatalogue.join(', ')})`);
    }
  }
}

function checkTiles(check: ScreenCheck): void {
  const { screen, definitions, problems, source } = check;
  for (const id of duplicates((screen.tiles ?? []).map((tile) => tile.id))) check.add(['tiles'], 'AULA-E204', `the tile id '${id}' is used twice`);
  (screen.tiles ?? []).forEach((tile, index) => {
    const at = ['tiles', index];
    checkLabel(problems, definitions, source, [...at, 'title'], tile.title);
    const read = screenNamed(definitions, tile.screen);
    if (!read || (read.view ?? 'list') === 'dashboard') {
      check.add([...at, 'screen'], 'AULA-E203', `the tile '${tile.id}' reads the screen '${tile.screen}', which must be a screen of rows with a file in screens/`);
      return;
    }
    const readColumns = new Map((read.columns ?? []).map((column) => [column.key, column]));
    const readFields = new Map((read.fields ?? []).map((field) => [field.key, field]));
    const readFilters = new Set((read.filters ?? []).flatMap((filter) => (filter.kind === 'range' || filter.kind === 'dateRange' ? [`${filter.key}_from`, `${filter.key}_to`] : [filter.key])));
    const numeric = (key: string) => ['number', 'money', 'decimal'].includes(readColumns.get(key)?.kind ?? '') || ['integer', 'money', 'decimal'].includes(readFields.get(key)?.kind ?? '');
    for (const key of Object.keys(tile.filter ?? {})) {
      if (!readFilters.has(key)) check.add([...at, 'filter', key], 'AULA-E210', `'${key}' is not a filter of the screen '${tile.screen}'`);
    }
    const measure = tile.measure ?? 'count';
    if (measure !== 'count' && (tile.of === undefined || !numeric(tile.of))) check.add([...at, 'measure'], 'AULA-E601', `the measure ${measure} needs 'of', a number column of the screen '${tile.screen}'`);
    if (measure === 'rate' && tile.atLeast === undefined) check.add([...at, 'measure'], 'AULA-E601', `the measure rate needs 'atLeast', the lowest passing value`);
    if (tile.kind === 'bar' || tile.kind === 'line') {
      const group = tile.groupBy;
      const column = group === undefined ? undefined : readColumns.get(group);
      if (group === undefined) check.add(at, 'AULA-E601', `a ${tile.kind} tile needs 'groupBy'`);
      else if (tile.kind === 'line' && !['date', 'datetime'].includes(readFields.get(group)?.kind ?? column?.kind ?? '')) check.add([...at, 'groupBy'], 'AULA-E209', `a line is drawn by month: '${group}' must be a date column of the screen '${tile.screen}'`);
      else if (tile.kind === 'bar' && tile.bucket === undefined && column?.kind !== 'lookup' && readFields.get(group)?.kind !== 'lookup' && !(read.filters ?? []).some((filter) => filter.key === group && filter.lookup)) {
        check.add([...at, 'groupBy'], 'AULA-E209', `a bar is drawn per option: '${group}' must be a lookup column, field or select filter of the screen '${tile.screen}', or a number column with a 'bucket'`);
      } else if (tile.kind === 'bar' && tile.bucket !== undefined && !numeric(group)) check.add([...at, 'groupBy'], 'AULA-E209', `a bucket groups numbers: '${group}' must be a number column of the screen '${tile.screen}'`);
    }
    for (const [i, key] of (tile.columns ?? []).entries()) {
      if (!readColumns.has(key)) check.add([...at, 'columns', i], 'AULA-E209', `'${key}' is not a column of the screen '${tile.screen}'`);
    }
    if (tile.kind === 'list' && !tile.columns) check.add(at, 'AULA-E601', `a list tile needs 'columns'`);
  });
}

/**
 * A public screen is a form page (view form) at a path of its own, sent by its one action on the screen with the
 * screen's fields; into names the screens its sending adds rows to, and with several, its field register chooses.
 */
function checkPublic(check: ScreenCheck): void {
  const { screen, definitions, source } = check;
  const isPublic = screen.area === 'public';
  if (isPublic !== (screen.view === 'form')) check.add(['view'], 'AULA-E602', `a public screen is a form page and a form page is public: 'area: public' goes with 'view: form'`);
  if (!isPublic) {
    if (screen.path !== undefined) check.add(['path'], 'AULA-E206', `'path' belongs to a public screen (area: public); the others are at /<area>/<screen>`);
    if (screen.into !== undefined) check.add(['into'], 'AULA-E206', `'into' belongs to a public form (area: public)`);
    return;
  }
  if (screen.path === undefined) check.add([], 'AULA-E602', `a public screen needs a 'path', the address of its page (/bachelor)`);
  else if (RESERVED_PATHS.has(screen.path)) check.add(['path'], 'AULA-E602', `'${screen.path}' is a page of the application itself; choose another path`);
  else {
    const other = definitions.screens.find((candidate) => candidate !== source && candidate.value.path === screen.path);
    if (other) check.add(['path'], 'AULA-E602', `'${screen.path}' is the path of the screen '${other.value.screen}' as well`);
  }
  if (screen.permission !== undefined) check.add(['permission'], 'AULA-E602', `a public screen is open to everyone; it has no 'permission'`);
  for (const key of ['columns', 'filters', 'table', 'reader', 'scope', 'addTitle'] as const) {
    if (screen[key] !== undefined) check.add([key], 'AULA-E602', `a public form page shows no list: '${key}' does not belong on it`);
  }
  const actions = screen.actions ?? [];
  if (actions.length !== 1 || actions[0].on !== 'screen' || !actions[0].form) check.add(['actions'], 'AULA-E602', `a public form is sent by exactly one action, on the screen, with the screen's fields (on: screen, form: true)`);
  const into = screen.into ?? [];
  if (into.length === 0) check.add([], 'AULA-E602', `a public form needs 'into', the screens whose table its sending adds a row to`);
  into.forEach((name, index) => {
    const target = screenNamed(definitions, name);
    if (!target) check.add(['into', index], 'AULA-E203', `the screen '${name}' has no file in screens/`);
    else if (!target.table || target.readOnly) check.add(['into', index], 'AULA-E602', `the screen '${name}' stores no rows of its own (it needs a 'table' and must not be readOnly)`);
  });
  if (into.length > 1) {
    const chooser = (screen.fields ?? []).find((field) => field.key === 'register');
    const options = chooser?.lookup === undefined ? undefined : check.lookups[chooser.lookup]?.options;
    const ids = new Set((options ?? []).map((option) => String(option.id)));
    if (!chooser || chooser.kind !== 'lookup' || chooser.required !== true || ids.size !== into.length || !into.every((name) => ids.has(name))) {
      check.add(['into'], 'AULA-E602', `with more than one screen in 'into', a required field 'register' of kind lookup chooses among them, over a fixed list whose ids are exactly ${into.join(', ')}`);
    }
  }
}

/** The area has one home dashboard. */
export function checkHomes(problems: ProblemList, definitions: Definitions): void {
  const homes: Located<ScreenSource>[] = definitions.screens.filter((screen) => screen.value.home);
  for (const extra of homes.slice(1)) problems.add(extra, ['home'], 'AULA-E204', `the area has one home, and ${homes[0].value.screen} is it already`);
}
