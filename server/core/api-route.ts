// Registers one of the API's own routes at the method and path its shape gives (contract/routes.ts), the table the
// browser's client calls by too.
import type { FastifyInstance, HTTPMethods, RouteHandlerMethod, preHandlerAsyncHookHandler } from 'fastify';
import { API_ROUTES, shapeOf, type ApiRouteName } from '../../contract/api-routes';

export function apiRoute(
  app: FastifyInstance, name: ApiRouteName, handler: RouteHandlerMethod,
  options: { params?: Record<string, string>; preHandler?: preHandlerAsyncHookHandler; suffix?: string } = {},
): void {
  const shape = shapeOf(API_ROUTES[name]);
  // the shape's parameters are Fastify's own (/:id); those given are fixed here (a provider's id, an area)
  const path = shape.path.replace(/:([a-zA-Z]+)/g, (parameter, key: string) => options.params?.[key] ?? parameter);
  app.route({ method: shape.method as HTTPMethods, url: path + (options.suffix ?? ''), handler, preHandler: options.preHandler });
}
