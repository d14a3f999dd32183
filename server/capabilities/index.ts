// The API of every screen in the registry. Which routes a screen has is its model's `routes` (decided once by
// contract/routes.ts); each capability registers its routes as a Fastify plugin, and the screen's guard (its
// permission, or its area) is a hook of the context they share. Screens that share an endpoint (news and signs)
// answer once, to a holder of either permission; a public form's one route answers without a session.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerScreen } from '../../contract/model';
import type { RouteName } from '../../contract/routes';
import { requireArea, requirePermission } from '../auth/guard';
import type { AppContext } from '../kernel/context';
import { actionsCapability } from './actions';
import { exportCapability } from './export';
import { feedCapability } from './feed';
import { gridCapability } from './grid';
import { historyCapability } from './history';
import { importCapability } from './import';
import { listCapability } from './list';
import { publicFormCapability } from './public-form';
import { recordCapability } from './record';
import { servedScreen, type ServedScreen } from './served';
import { tilesCapability } from './tiles';
import { workflowCapability } from './workflow';
import { writeCapability } from './write';

/** Each capability, with the routes that call for it, in the order they are registered. */
const CAPABILITIES: readonly { routes: readonly RouteName[]; register: (app: FastifyInstance, served: ServedScreen) => Promise<void> }[] = [
  { routes: ['list'], register: listCapability },
  { routes: ['export', 'exportJob'], register: exportCapability },
  { routes: ['action'], register: actionsCapability },
  { routes: ['sheet', 'cell', 'publish'], register: gridCapability },
  { routes: ['deleted', 'history', 'restore'], register: historyCapability },
  { routes: ['record'], register: recordCapability },
  { routes: ['create', 'update', 'delete'], register: writeCapability },
  { routes: ['import'], register: importCapability },
  { routes: ['transition'], register: workflowCapability },
  { routes: ['feed', 'renewFeed'], register: feedCapability },
];

function byEndpoint(screens: readonly ServerScreen[]): Map<string, ServerScreen[]> {
  const groups = new Map<string, ServerScreen[]>();
  for (const screen of screens) groups.set(screen.endpoint, [...(groups.get(screen.endpoint) ?? []), screen]);
  return groups;
}

/** Who may call a screen's routes: accounts of its area, or administrators holding a permission of its group. */
function guardOf(ctx: AppContext, group: readonly ServerScreen[]): preHandlerAsyncHookHandler {
  const [screen] = group;
  return screen.area && screen.area !== 'public'
    ? requireArea(ctx.sessions, screen.area)
    : requirePermission(ctx.sessions, [...new Set(group.flatMap((member) => (member.permission ? [member.permission] : [])))]);
}

export async function registerScreenRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const screens = Object.values(ctx.registry.screens);
  for (const [, group] of byEndpoint(screens.filter((screen) => screen.area !== 'public'))) {
    await api.register(async (guarded) => {
      guarded.addHook('preHandler', guardOf(ctx, group));
      if (group[0].view === 'dashboard') {
        await tilesCapability(guarded, { ctx, screen: group[0] });
        return;
      }
      const served = servedScreen(ctx, group);
      for (const capability of CAPABILITIES) {
        if (capability.routes.some((name) => served.routes.has(name))) await capability.register(guarded, served);
      }
    });
  }
  for (const screen of screens.filter((candidate) => candidate.area === 'public')) await publicFormCapability(api, ctx, screen);
}
