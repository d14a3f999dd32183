// GET /api/lookups/:name: a lookup's options. An administrator (or an API token) reads a fixed list, and a list over a
// table that a screen of theirs names (its permission held: the students' list is the students', the registrations'
// and the grades' screens', not the news'); a student or lecturer only those their area's screens name (a student has
// no business with the list of every student), and of a lookup over a table an
// area's screen lists, only the rows their area's screens' policies let them read or their own rows name (a student's
// vacancies: the open ones meant for them, and those they applied to); anyone reads the lists the public forms offer.
import type { FastifyInstance } from 'fastify';
import { AREA_USER_TYPE, USER_TYPE } from '../../contract/constants';
import { authenticate } from '../auth/guard';
import { apiRoute } from '../core/api-route';
import type { AppContext } from '../kernel/context';
import { HttpError } from '../core/errors';
import { lookupNarrowing, lookupRows, lookupsOfAreas, lookupsOfPermissions, lookupsOfPublicForms } from '../kernel/lookups';
import type { ScreenPolicy } from '../kernel/policy';
import { policyOf } from './served';

/** What answers which options of a lookup an area's account reads: the policies of its screens over the table, and of those naming it. */
interface Governing {
  /** the area's screens listing the lookup's table */
  listing: ScreenPolicy[];
  /** the area's screens whose rows name its options, with the column that does */
  naming: { policy: ScreenPolicy; key: string }[];
}

/** By account type and lookup: the lookups over a table one of the area's screens lists. */
function areaGoverning(ctx: AppContext): Map<string, Governing> {
  const areaScreens = Object.values(ctx.registry.screens).filter((screen) => screen.area && screen.area !== 'public');
  const policies = new Map(areaScreens.map((screen) => [screen.name, policyOf(ctx, screen)]));
  const governing = new Map<string, Governing>();
  for (const [name, lookup] of Object.entries(ctx.registry.lookups)) {
    for (const [area, type] of Object.entries(AREA_USER_TYPE)) {
      const ofArea = areaScreens.filter((screen) => screen.area === area);
      const listing = ofArea.filter((screen) => lookup.table !== undefined && screen.table === lookup.table);
      if (listing.length === 0) continue;
      const naming = ofArea.flatMap((screen) => [...screen.fields, ...screen.columns]
        .filter((field) => field.lookup === name).map((field) => ({ policy: policies.get(screen.name)!, key: field.key })));
      governing.set(`${type}\u0000${name}`, { listing: listing.map((screen) => policies.get(screen.name)!), naming });
    }
  }
  return governing;
}

export function registerLookups(app: FastifyInstance, ctx: AppContext): void {
  const areaLookups = lookupsOfAreas(ctx.registry);
  const staffLookups = lookupsOfPermissions(ctx.registry);
  /** Whether an administrator's screens name the lookup: one whose permission they hold, or one that asks none. */
  const staffReads = (permissions: readonly string[], name: string): boolean =>
    [undefined, ...permissions].some((permission) => staffLookups.get(permission)?.has(name));
  const publicLookups = lookupsOfPublicForms(ctx.registry);
  const governing = areaGoverning(ctx);
  apiRoute(app, 'lookup', async (request) => {
    const { name } = request.params as { name: string };
    const user = publicLookups.has(name) ? undefined : await authenticate(ctx.sessions, request);
    const lookup = Object.hasOwn(ctx.registry.lookups, name) ? ctx.registry.lookups[name] : undefined;
    if (!lookup) throw new HttpError(404, 'server.errors.not_found');
    if (user && user.user_type_id !== USER_TYPE.admin && !areaLookups.get(user.user_type_id)?.has(name)) throw new HttpError(403, 'server.errors.forbidden');
    if (user?.user_type_id === USER_TYPE.admin && lookup.table !== undefined && !staffReads(user.permissions, name)) throw new HttpError(403, 'server.errors.forbidden');
    const rows = await lookupRows(ctx.db, ctx.locales, lookup, lookupNarrowing(request.query));
    const governed = user && user.user_type_id !== USER_TYPE.admin ? governing.get(`${user.user_type_id}\u0000${name}`) : undefined;
    if (!governed) return { data: rows };
    const ids = rows.map((row) => Number(row.id));
    const readable = new Set<number>();
    for (const policy of governed.listing) for (const id of await policy.readable(ctx.db, user!, ids)) readable.add(id);
    for (const { policy, key } of governed.naming) for (const id of await policy.named(ctx.db, user!, key, ids)) readable.add(id);
    return { data: rows.filter((row) => readable.has(Number(row.id))) };
  });
}
