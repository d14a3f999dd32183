// The routes of a screen, under its endpoint, as the server registers them and the browser's client calls them: one
// table of shapes (./screen-routes.ts), so no path is written twice (the API's own routes are in ./api-routes.ts).
// Which of them a screen has is one function of its model (screenRoutes), which the codegen runs and both sides read
// from the model.
import { fillPath, shapeOf } from './api-routes';
import { readerCatalogue, type ReaderName } from './catalogue';
import { importableFields } from './import';
import type { ScreenModel } from './model';
import { SCREEN_ROUTES, type RouteName } from './screen-routes';

export { fillPath, shapeOf, SCREEN_ROUTES, type RouteName };

/** Where a screen's route is called: its endpoint and the route's path. */
export function screenPath(screen: Pick<ScreenModel, 'endpoint'>, route: RouteName, params?: Readonly<Record<string, string | number>>, query?: string): string {
  return screen.endpoint + fillPath(shapeOf(SCREEN_ROUTES[route]).path, params, query);
}

function readerTraits(screen: Pick<RoutedScreen, 'reader'>): { whole?: boolean } | undefined {
  return screen.reader === undefined ? undefined : readerCatalogue[screen.reader as ReaderName] as { whole?: boolean } | undefined;
}

/**
 * Whether a row of the screen opens as its reader assembles it (a lecturer's own subject) rather than as its table
 * stores it: a reader that answers rows one by one, on a screen that says what to show of a row.
 */
export function opensAssembledRow(screen: Pick<RoutedScreen, 'reader' | 'fields' | 'detail'>): boolean {
  const reader = readerTraits(screen);
  return reader !== undefined && !reader.whole && (screen.fields.length > 0 || screen.detail !== undefined);
}

/** What the routes of a screen are decided by: its model before its routes are known. */
export type RoutedScreen = Pick<
  ScreenModel, 'view' | 'area' | 'table' | 'reader' | 'readOnly' | 'export' | 'scope' | 'grid' | 'actions' | 'fields' | 'detail' | 'workflow' | 'calendar'
>;

/**
 * The routes a screen has. A public form is sent and nothing else; a dashboard answers its tiles. A list is read, and
 * exported unless its reader answers the whole response; a table's list is also exported as a job. A row its reader
 * assembles opens when the screen says what to show of it. A stored screen's row opens, has a history and, written,
 * is created, updated, deleted, listed among the recently deleted and restored; a scoped one (a user's own rows)
 * has neither history nor deleted rows to show; an unscoped one with fields a file can fill takes a spreadsheet's rows
 * (import; a grid's, its cells: past semesters' grade sheets). A grid's sheet is read and its cells written (and, where
 * its workflow publishes its columns' records, those published), and a grid opened
 * only for some scopes (a lecturer's own courses) is reached through its sheet alone. A written screen with a workflow
 * moves its records (a grid: its scopes) between states. A calendar with a feed tells the user its feed's secret address
 * and makes a new one.
 */
export function screenRoutes(screen: RoutedScreen): RouteName[] {
  if (screen.area === 'public') return ['send'];
  if (screen.view === 'dashboard') return ['tiles'];
  const reader = readerTraits(screen);
  const routes: RouteName[] = ['list'];
  if (screen.export && !reader?.whole) routes.push('export');
  if (screen.export && !reader && screen.table) routes.push('exportJob');
  const assembled = opensAssembledRow(screen);
  if (assembled) routes.push('record');
  if (screen.actions.length > 0) routes.push('action');
  if (screen.view === 'calendar' && screen.calendar?.feed) routes.push('feed', 'renewFeed');
  if (!screen.table) return routes;
  if (screen.grid) routes.push(...(screen.readOnly ? ['sheet'] as const : ['sheet', 'cell'] as const));
  if (screen.grid && !screen.readOnly && screen.workflow?.publish?.by === screen.grid.columns.field) routes.push('publish');
  if (screen.workflow && !screen.readOnly) routes.push('transition');
  if (screen.grid?.scopeFrom) return routes;
  if (!screen.scope && !screen.readOnly) routes.push('deleted');
  if (!assembled) routes.push('record');
  if (!screen.scope) routes.push('history');
  if (screen.readOnly) return routes;
  routes.push('create', 'update', 'delete');
  if (!screen.scope) routes.push('restore');
  if (!screen.scope && importableFields(screen.fields).length > 0) routes.push('import');
  return routes;
}
