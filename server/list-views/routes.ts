// How each person arranges a list, kept on the server so it follows them to another computer: the columns they show,
// in their order (PUT /lists/:screen/columns; null gives back the author's), and saved views — a list's filters, sort
// and columns under a name, kept for oneself or shared with a role, whose holders see it as a tab over the list. Only
// an administrator's list screen they may open has either; a view's query is checked as the list would read it, and a
// view is shared only with a role its owner holds (or by one who manages roles). Saving one says whether an index
// serves its query at the table's current size (indexCheck).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerScreen } from '../../contract/model';
import { arrangeableColumns, isArrangement, VIEW_NAME_LENGTH, VIEW_QUERY_LENGTH, type SavedView } from '../../contract/list-views';
import { authenticatePerson, mayOpen } from '../auth/guard';
import type { SessionUser } from '../core/user';
import { policyOf } from '../capabilities/served';
import { apiRoute } from '../core/api-route';
import type { AppContext } from '../kernel/context';
import { fieldError, HttpError } from '../core/errors';
import { bodyFields } from '../core/request-body';
import { parseListQuery, type ListQuery, type ListSource } from '../kernel/list-query';
import { parseId } from '../kernel/values';
import { servedByIndex } from './index-check';

/** Who may share a view with any role, not only with their own. */
const ROLES_PERMISSION = 'roles.index';
/** The most views one person keeps on one screen. */
const VIEWS_PER_SCREEN = 50;
/** Query keys that steer the page, not the rows a view chooses. */
const PAGE_KEYS = new Set(['page', 'per_page', 'rowId', 'view', 'exact_total']);

/** The SQL of the ids of the roles a user holds: given to the account, or to its staff record. */
const ROLES_OF_USER = `SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = $1
  UNION SELECT unnest(a.roles) FROM administrations a JOIN users u ON u.administration_id = a.id WHERE u.id = $1`;

/** The screen named in the path, when it is an administrator's list the user may open; else 404, as for no screen. */
function listScreen(ctx: AppContext, request: FastifyRequest, user: SessionUser): ServerScreen {
  const { screen: name } = request.params as { screen: string };
  const screen = Object.hasOwn(ctx.registry.screens, name) ? ctx.registry.screens[name] : undefined;
  if (!screen || screen.area !== undefined || screen.view !== 'list' || !screen.routes.includes('list') || !mayOpen(user, screen)) {
    throw new HttpError(404, 'server.errors.not_found');
  }
  return screen;
}

/** Column keys as a list's settings name them: each one the screen's, arrangeable, once; at least one. */
function columnKeys(screen: ServerScreen, given: unknown, field: string): string[] {
  if (!Array.isArray(given) || !isArrangement(screen.columns, given)) throw fieldError(field, 'server.views.bad_columns');
  return given;
}

/** A view's query: texts under the list's own keys, read as the list would read them (a bad filter is refused). */
function viewQuery(ctx: AppContext, request: FastifyRequest, screen: ServerScreen, given: unknown): { query: Record<string, string>; source: ListSource; read: ListQuery } {
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw fieldError('query', 'server.views.bad_query');
  const entries = Object.entries(given as Record<string, unknown>).filter(([key]) => !PAGE_KEYS.has(key));
  if (!entries.every(([key, value]) => typeof value === 'string' && key.length <= 100) || JSON.stringify(entries).length > VIEW_QUERY_LENGTH) {
    throw fieldError('query', 'server.views.bad_query');
  }
  const query = Object.fromEntries(entries.filter(([, value]) => value !== '')) as Record<string, string>;
  const source = policyOf(ctx, screen).rows(request.user!);
  return { query, source, read: parseListQuery(screen, source, query) };
}

/** A view's name: trimmed, 1 to 100 characters, and not another of the owner's views on the screen. */
function viewName(given: unknown): string {
  const name = typeof given === 'string' ? given.trim() : '';
  if (name === '') throw fieldError('name', 'validation.required');
  if (name.length > VIEW_NAME_LENGTH) throw fieldError('name', 'server.views.long_name', { max: VIEW_NAME_LENGTH });
  return name;
}

/** The role a view is shared with: none, or a role the user holds (any role, for who manages roles). */
async function sharedWith(ctx: AppContext, user: { id: number; permissions: string[] }, given: unknown): Promise<number | null> {
  if (given === undefined || given === null || given === '') return null;
  const id = typeof given === 'number' || typeof given === 'string' ? parseId(String(given)) : undefined;
  if (id === undefined) throw fieldError('role_id', 'server.views.bad_role');
  const [role] = await ctx.db.query<{ held: boolean }>(
    `SELECT id = ANY(ARRAY(${ROLES_OF_USER})) AS held FROM roles WHERE id = $2`, [user.id, id],
  );
  if (!role || (!role.held && !user.permissions.includes(ROLES_PERMISSION))) throw fieldError('role_id', 'server.views.bad_role');
  return id;
}

/** The views a user sees on a screen: their own, and those shared with a role they hold; the shared first. */
async function viewsOf(ctx: AppContext, userId: number, screen: string): Promise<SavedView[]> {
  return ctx.db.query<SavedView>(
    `SELECT v.id, v.name, v.query, v.columns, v.role_id, r.title AS role, v.owner_id = $1 AS mine, v.indexed
     FROM saved_views v LEFT JOIN roles r ON r.id = v.role_id
     WHERE v.screen = $2 AND (v.owner_id = $1 OR v.role_id IN (${ROLES_OF_USER}))
     ORDER BY v.role_id IS NULL, lower(v.name), v.id`,
    [userId, screen],
  );
}

/** A view's values from a request's body, checked: its name, query, columns (none: the list's) and role. */
async function viewValues(ctx: AppContext, request: FastifyRequest, user: { id: number; permissions: string[] }, screen: ServerScreen) {
  const body = bodyFields(request);
  const name = viewName(body.name);
  const { query, source, read } = viewQuery(ctx, request, screen, body.query);
  const columns = body.columns === undefined || body.columns === null ? null : columnKeys(screen, body.columns, 'columns');
  const roleId = await sharedWith(ctx, user, body.role_id);
  const indexed = await servedByIndex(ctx.db, screen, source, read);
  return { name, query, columns, roleId, indexed };
}

/** The view of the path, when the user owns it; else 404. */
async function ownView(ctx: AppContext, request: FastifyRequest, userId: number, screen: string): Promise<number> {
  const id = parseId(String((request.params as { id?: unknown }).id ?? ''));
  const [view] = id === undefined ? [] : await ctx.db.query<{ id: number }>(
    'SELECT id FROM saved_views WHERE id = $1 AND screen = $2 AND owner_id = $3', [id, screen, userId],
  );
  if (!view) throw new HttpError(404, 'server.errors.not_found');
  return view.id;
}

async function refuseTakenName(ctx: AppContext, userId: number, screen: string, name: string, except = 0): Promise<void> {
  const [taken] = await ctx.db.query(
    'SELECT 1 FROM saved_views WHERE owner_id = $1 AND screen = $2 AND lower(name) = lower($3) AND id <> $4', [userId, screen, name, except],
  );
  if (taken) throw fieldError('name', 'server.views.name_taken');
}

export function registerListViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, 'listSettings', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const screen = listScreen(ctx, request, user);
    const [kept] = await ctx.db.query<{ columns: string[] }>('SELECT columns FROM list_columns WHERE user_id = $1 AND screen = $2', [user.id, screen.name]);
    const shareable = user.permissions.includes(ROLES_PERMISSION)
      ? await ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM roles ORDER BY lower(title), id')
      : await ctx.db.query<{ id: number; title: string }>(`SELECT id, title FROM roles WHERE id IN (${ROLES_OF_USER}) ORDER BY lower(title), id`, [user.id]);
    // a column the author has since taken away is left out
    const known = new Set(arrangeableColumns(screen.columns).map((column) => column.key));
    return { columns: kept ? kept.columns.filter((key) => known.has(key)) : null, views: await viewsOf(ctx, user.id, screen.name), roles: shareable };
  });

  apiRoute(app, 'saveListColumns', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const screen = listScreen(ctx, request, user);
    const body = bodyFields(request);
    if (body.columns === null) {
      await ctx.db.query('DELETE FROM list_columns WHERE user_id = $1 AND screen = $2', [user.id, screen.name]);
      return { columns: null };
    }
    const columns = columnKeys(screen, body.columns, 'columns');
    await ctx.db.query(
      `INSERT INTO list_columns (user_id, screen, columns) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, screen) DO UPDATE SET columns = EXCLUDED.columns, updated_at = now()`,
      [user.id, screen.name, columns],
    );
    return { columns };
  });

  apiRoute(app, 'createView', async (request, reply) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const screen = listScreen(ctx, request, user);
    const values = await viewValues(ctx, request, user, screen);
    await refuseTakenName(ctx, user.id, screen.name, values.name);
    const [{ count }] = await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM saved_views WHERE owner_id = $1 AND screen = $2', [user.id, screen.name]);
    if (count >= VIEWS_PER_SCREEN) throw fieldError('name', 'server.views.too_many', { max: VIEWS_PER_SCREEN });
    const [{ id }] = await ctx.db.query<{ id: number }>(
      `INSERT INTO saved_views (screen, name, owner_id, role_id, query, columns, indexed) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [screen.name, values.name, user.id, values.roleId, JSON.stringify(values.query), values.columns, values.indexed],
    );
    const view = (await viewsOf(ctx, user.id, screen.name)).find((candidate) => candidate.id === id);
    return reply.code(201).send({ view });
  });

  apiRoute(app, 'updateView', async (request) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const screen = listScreen(ctx, request, user);
    const id = await ownView(ctx, request, user.id, screen.name);
    const values = await viewValues(ctx, request, user, screen);
    await refuseTakenName(ctx, user.id, screen.name, values.name, id);
    await ctx.db.query(
      'UPDATE saved_views SET name = $2, role_id = $3, query = $4, columns = $5, indexed = $6, updated_at = now() WHERE id = $1',
      [id, values.name, values.roleId, JSON.stringify(values.query), values.columns, values.indexed],
    );
    return { view: (await viewsOf(ctx, user.id, screen.name)).find((candidate) => candidate.id === id) };
  });

  apiRoute(app, 'deleteView', async (request, reply) => {
    const user = await authenticatePerson(ctx.sessions, request);
    const screen = listScreen(ctx, request, user);
    await ctx.db.query('DELETE FROM saved_views WHERE id = $1', [await ownView(ctx, request, user.id, screen.name)]);
    return reply.code(204).send();
  });
}
