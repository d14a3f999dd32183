// Registers a route at the method and path its shape gives (contract/api-routes.ts, contract/routes.ts), the tables
// the browser's client calls by too; the shape's parameters are Fastify's own (/:id), those given are fixed here
// (an action's id, a provider's, an area).
import type { FastifyContextConfig, FastifyInstance, HTTPMethods, RouteHandlerMethod, preHandlerAsyncHookHandler } from 'fastify';
import { API_ROUTES, shapeOf, type ApiRouteName, type RouteText } from '../../contract/api-routes';

export interface RouteOptions {
  params?: Record<string, string>;
  preHandler?: preHandlerAsyncHookHandler;
  /** a path under the route's own (a catch-all: /*) */
  suffix?: string;
  /** the JSON Schema of each status's answer, which Fastify serializes with a serializer compiled from it */
  response?: Record<number, object>;
  /** what the route tells the app's hooks about itself (request.routeOptions.config) */
  config?: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the answer is a stream held open for as long as its page is (server-sent events), which the metrics count but never time */
    stream?: boolean;
  }
}

/** A route of a shape, under `base` (a screen's endpoint; none for the API's own routes). */
export function addRoute(app: FastifyInstance, text: RouteText, base: string, handler: RouteHandlerMethod, options: RouteOptions = {}): void {
  const shape = shapeOf(text);
  const path = shape.path.replace(/:([a-zA-Z]+)/g, (parameter, key: string) => options.params?.[key] ?? parameter);
  app.route({
    method: shape.method as HTTPMethods, url: base + path + (options.suffix ?? ''), handler, preHandler: options.preHandler,
    ...(options.response ? { schema: { response: options.response } } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
}

/** One of the API's own routes. */
export function apiRoute(app: FastifyInstance, name: ApiRouteName, handler: RouteHandlerMethod, options?: RouteOptions): void {
  addRoute(app, API_ROUTES[name], '', handler, options);
}
