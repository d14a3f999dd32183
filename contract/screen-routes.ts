// The routes a screen may have, under its endpoint, by name and shape: what a screen's model names (ScreenModel.routes)
// and ./routes.ts fills in (which of them a screen has, and where each is called), kept apart from both so that neither
// imports the other.
import type { RouteText } from './api-routes';

/** The routes a screen may have, under its endpoint. */
export const SCREEN_ROUTES = {
  list: 'GET',
  export: 'GET /export',
  exportJob: 'POST /export-job',
  deleted: 'GET /deleted',
  sheet: 'GET /grid',
  cell: 'PUT /grid',
  publish: 'PUT /grid/publish',
  record: 'GET /:id',
  history: 'GET /:id/history',
  create: 'POST',
  update: 'PUT /:id',
  delete: 'DELETE /:id',
  import: 'POST /import',
  restore: 'POST /:id/restore',
  transition: 'POST /:id/transition',
  action: 'POST /actions/:action',
  tiles: 'GET',
  send: 'POST /actions/:action',
  feed: 'GET /feed',
  renewFeed: 'POST /feed',
} as const satisfies Record<string, RouteText>;

export type RouteName = keyof typeof SCREEN_ROUTES;
