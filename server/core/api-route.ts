// Registers a route at the method and path its shape gives (contract/api-routes.ts, contract/routes.ts), the tables
// the browser's client calls by too; the shape's parameters are Fastify's own (/:id), those given are fixed here
// (an action's id, a provider's, an area).
import type { FastifyInstance, HTTPMethods, RouteHandlerMethod, preHandlerAsyncHookHandler } from 'fastify';
import { API_ROUTES, shapeOf, type ApiRouteName, type RouteText } from '../../contract/api-routes';

export interface RouteOptions {
  params?: Record<string, string>;
  preHandler?: preHandlerAsyncHookHandler;
  /** a path under the route's own (a catch-all: /*) */
  suffix?: string;
  /** the JSON Schema of each status's answer, which Fastify serializes with a serializer compiled from it */
  response?: Record<number, object>;
}

/** A route of a shape, under `base` (a screen's endpoint; none for the API's own routes). */
export function addRoute(app: FastifyInstance, text: RouteText, base: string, handler: RouteHandlerMethod, options: RouteOptions = {}): void {
  const shape = shapeOf(text);
  const path = shape.path.replace(/:([a-zA-Z]+)/g, (parameter, key: string) => options.params?.[key] ?? parameter);
  app.route({
    method: shape.method as HTTPMethods, url: base + path + (options.suffix ?? ''), handler, preHandler: options.preHandler,
    ...(options.response ? { schema: { response: options.response } } : {}),
  });
}

/** One of the API's own routes. */
export function apiRoute(app: FastifyInstance, name: ApiRouteName, handler: RouteHandlerMethod, options?: RouteOptions): void {
  addRoute(app, API_ROUTES[name], '', handler, options);
}
