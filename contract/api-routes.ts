// The API's own routes, those of no screen, under /api, as the server registers them and the browser's client calls
// them: one table of shapes, so no path is written twice (a screen's are in ./routes.ts). Apart from the screens'
// routes because the sign-in page calls these alone.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's shape as the tables write it: its method and its path (`POST /auth/login`; :name is a parameter). */
export type RouteText = Method | `${Method} /${string}`;

export interface RouteShape {
  method: Method;
  /** the path, under the screen's endpoint for a screen's route, under /api for the others; :name is a parameter */
  path: string;
}

/** A route's method and path, from its text in a table. */
export function shapeOf(text: RouteText): RouteShape {
  const space = text.indexOf(' ');
  return space < 0 ? { method: text as Method, path: '' } : { method: text.slice(0, space) as Method, path: text.slice(space + 1) };
}

/** The API's routes that belong to no screen, under /api. */
export const API_ROUTES = {
  csrfCookie: 'GET /csrf-cookie',
  signIn: 'POST /auth/login',
  /** a sign-in's second step (server/auth/second-factor.ts): the code, or a recovery code, with the ticket the password earned */
  secondStep: 'POST /auth/second-factor',
  /** an account that must set up a second factor before its first session does so with its ticket */
  secondStepSetup: 'POST /auth/second-factor/setup',
  signOut: 'GET /auth/logout',
  checkToken: 'GET /check-token-validity',
  providers: 'GET /auth/providers',
  providerRedirect: 'GET /auth/:provider/redirect',
  providerCallback: 'GET /auth/:provider/callback',
  forgotPassword: 'POST /auth/forgot-password',
  setPassword: 'POST /auth/set-password',
  profile: 'GET /profile',
  saveProfile: 'PUT /profile',
  changePassword: 'POST /profile/password',
  /** the signed-in person's own second factor: its state, setting one up, confirming it, removing it, new recovery codes */
  secondFactor: 'GET /profile/second-factor',
  startSecondFactor: 'POST /profile/second-factor',
  confirmSecondFactor: 'POST /profile/second-factor/confirm',
  removeSecondFactor: 'POST /profile/second-factor/remove',
  renewRecoveryCodes: 'POST /profile/second-factor/recovery-codes',
  /** whether every administrator's account must have a second factor (accounts.index) */
  signInSettings: 'GET /settings/sign-in',
  saveSignInSettings: 'PUT /settings/sign-in',
  unreadCount: 'GET /messages/unreadCount',
  areaUnreadCount: 'GET /:area/messages/unreadCount',
  /** the signed-in person's notifications (server/notifications/): the list with the unread count, marking read, the stream of new ones */
  notifications: 'GET /notifications',
  readNotification: 'POST /notifications/:id/read',
  readAllNotifications: 'POST /notifications/read',
  notificationStream: 'GET /notifications/stream',
  lookup: 'GET /lookups/:name',
  job: 'GET /jobs/:id',
  jobFile: 'GET /jobs/:id/file',
  report365: 'POST /finances/export-student-finance-job',
  /** the API tokens of the university's other systems (server/auth/api-tokens.ts) */
  tokens: 'GET /tokens',
  createToken: 'POST /tokens',
  revokeToken: 'DELETE /tokens/:id',
  /** how the signed-in person arranges a list (server/list-views/): their columns and the views they see, theirs and shared */
  listSettings: 'GET /lists/:screen',
  saveListColumns: 'PUT /lists/:screen/columns',
  createView: 'POST /lists/:screen/views',
  updateView: 'PUT /lists/:screen/views/:id',
  deleteView: 'DELETE /lists/:screen/views/:id',
  /** Find anyone: the records of the screens with a find key the user may open, by the start of their searched fields (server/capabilities/find.ts) */
  find: 'GET /find',
  health: 'GET /health',
  /** the API described as OpenAPI 3.1 (server/openapi.ts) */
  openapi: 'GET /openapi.json',
  /** a calendar's feed (iCalendar) at its secret address, read by calendar programs without a session */
  calendarFeed: 'GET /feeds/:token',
  /** whether a document was issued here, by the code it prints (server/domains/documents/verify.ts), asked by anyone */
  verify: 'GET /verify/:code',
} as const satisfies Record<string, RouteText>;

export type ApiRouteName = keyof typeof API_ROUTES;

/**
 * The API's own routes answered without a session: those whose caller has none yet (signing in and its second step,
 * a forgotten password, the identity provider's way in), proves who they are otherwise (a feed's secret address), or
 * may be anyone (health, the XSRF cookie, the providers offered, a document's verification). Every other route answers 401 without
 * one; the OpenAPI document says so of each, and a test asks each route as nobody.
 */
export const SIGNED_OUT_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>([
  'csrfCookie', 'signIn', 'secondStep', 'secondStepSetup', 'providers', 'providerRedirect', 'providerCallback',
  'forgotPassword', 'setPassword', 'health', 'calendarFeed', 'verify',
]);

/** A path with its :parameters filled in (each encoded), and a query string when one is given. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}, query?: string): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`the path ${path} needs :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return query ? `${filled}?${query}` : filled;
}


/** Where one of the API's own routes is called. */
export function apiPath(route: ApiRouteName, params?: Readonly<Record<string, string | number>>, query?: string): string {
  return fillPath(shapeOf(API_ROUTES[route]).path, params, query);
}
