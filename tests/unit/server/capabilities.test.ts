// Each screen's routes, registered by its capabilities: exactly those its model names (contract/routes.ts), at the
// method and path of their shape under its endpoint, and no other.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, fillPath, shapeOf, type RouteName } from '../../../contract/routes';
import { registry } from '../../../server/generated/registry';
import { registerScreenRoutes } from '../../../server/capabilities';
import type { AppContext } from '../../../server/kernel/context';
import { Hooks } from '../../../server/kernel/hooks';
import { domainCatalogue } from '../../../server/domains';
import type { SessionStore } from '../../../server/core/ports';

/** What registering the routes reads of the app: the screens, the hooks, the domains' catalogue and the sessions its guards ask (never here). */
const context = { registry, hooks: new Hooks({}, registry), domains: domainCatalogue, sessions: {} as SessionStore } as AppContext;

describe('the capabilities of the screens', () => {
  it('register each route of each screen\'s model at its shape, and nothing its model does not name', async () => {
    const app = Fastify();
    await registerScreenRoutes(app, context);
    await app.ready();
    const screens = Object.values(registry.screens);
    for (const screen of screens) {
      const sharing = screens.filter((other) => other.endpoint === screen.endpoint);
      const named = new Set<RouteName>(sharing.flatMap((other) => other.routes));
      const shapes = (Object.keys(SCREEN_ROUTES) as RouteName[]).map((name) => [name, shapeOf(SCREEN_ROUTES[name])] as const);
      for (const [name, shape] of shapes) {
        const paths = name === 'action' || name === 'send'
          ? screen.actions.map((action) => fillPath(shape.path, { action: action.id }))
          : [shape.path];
        for (const path of paths) {
          // a route another of its shapes shares (a dashboard's tiles and a list's GET) is there for that one
          const sameShape = shapes.some(([other, otherShape]) => other !== name && named.has(other) && otherShape.method === shape.method && otherShape.path === shape.path);
          const has = app.hasRoute({ method: shape.method, url: screen.endpoint + path });
          expect(has, `${shape.method} ${screen.endpoint}${path} (${screen.name}: ${name})`).toBe(named.has(name) || sameShape);
        }
      }
    }
    await app.close();
  });
});
