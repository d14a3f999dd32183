// A screen as its capabilities serve it: where its rows come from for the user asking (its reader's or its table's,
// narrowed to their own), and the request's parts every capability reads (the row's id, the page, the version a
// write expects). Each capability is a plugin registered with one of these.
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ServerScreen } from '../../contract/model';
import { SCREEN_ROUTES, type RouteName } from '../../contract/routes';
import { addRoute, type RouteOptions } from '../core/api-route';
import type { AppContext } from '../kernel/context';
import { HttpError } from '../core/errors';
import { readerOf } from '../kernel/catalogue';
import type { ListSource } from '../kernel/list-query';
import { screenPolicy, type ScreenPolicy } from '../kernel/policy';
import type { ScreenReader } from '../kernel/readers';
import type { Expected } from '../kernel/versions';
import { tableSource, type TableSource } from '../kernel/table-source';
import { parseId } from '../kernel/values';

export interface ServedScreen {
  ctx: AppContext;
  /** the screen whose routes these are (of screens sharing an endpoint, the one that writes) */
  screen: ServerScreen;
  /** the routes the screens at the endpoint have */
  routes: ReadonlySet<RouteName>;
  /** the reader that assembles its rows, if it has one */
  reader?: ScreenReader;
  /** its table's rows, if it stores any */
  stored?: TableSource;
  /** which of its rows a user reads, and may write in their state: every route reaching its rows asks it */
  policy: ScreenPolicy;
  /** its rows as the user asking reads them (the policy's) */
  sourceFor(request: FastifyRequest): ListSource;
}

/**
 * A screen's policy over its rows as they come: its reader's for the user, or its table's; a grid opened only for some
 * scopes (scopeFrom: a lecturer's own courses) keeps to the rows of the scopes that screen's policy lets the user read.
 */
export function policyOf(ctx: AppContext, screen: ServerScreen, stored = screen.table ? tableSource(ctx, screen) : undefined): ScreenPolicy {
  const reader = readerOf(ctx.domains, screen);
  if (!stored && !reader) throw new Error(`the screen ${screen.name} names no table and no reader`);
  const scopes = screen.grid?.scopeFrom === undefined ? undefined : ctx.registry.screens[screen.grid.scopeFrom];
  const through = scopes && { key: screen.grid!.scope, policy: policyOf(ctx, scopes) };
  return screenPolicy(screen, (user) => (reader ? reader.rows(ctx, user) : stored!), stored, through);
}

export function servedScreen(ctx: AppContext, group: readonly ServerScreen[]): ServedScreen {
  const screen = group.find((candidate) => !candidate.readOnly) ?? group[0];
  const reader = readerOf(ctx.domains, screen);
  const stored = screen.table ? tableSource(ctx, screen) : undefined;
  const policy = policyOf(ctx, screen, stored);
  return {
    ctx, screen, reader, stored, policy,
    routes: new Set(group.flatMap((member) => member.routes)),
    sourceFor: (request) => policy.rows(request.user!),
  };
}

/** Registers one of a screen's routes at its shape's method and path (contract/routes.ts) under the endpoint. */
export function route(app: FastifyInstance, screen: Pick<ServerScreen, 'endpoint'>, name: RouteName, handler: RouteHandlerMethod, options?: RouteOptions): void {
  addRoute(app, SCREEN_ROUTES[name], screen.endpoint, handler, options);
}

export function idOf(request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  if (id === undefined) throw new HttpError(404, 'server.errors.not_found');
  return id;
}

/** A page number from the query (1 when none or not one). */
export function pageOf(request: FastifyRequest): number {
  const page = parseId(String((request.query as { page?: unknown }).page ?? '1'));
  return page ?? 1;
}

/** The version a write expects (If-Match: "<version>", or *); none: the write is not checked (an API client's). */
export function expectedVersion(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = String(header).trim();
  return value === '*' ? '*' : value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** A dashboard as its capability serves it: it has no rows of its own. */
export interface ServedDashboard {
  ctx: AppContext;
  screen: ServerScreen;
}
