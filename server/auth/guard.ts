// Who is calling and what they may do. The server enforces what the sidebar only hides:
// no token is a 401, a token without the screen's permission a 403.
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../core/errors';
import { bearerToken } from '../core/bearer';
import { AREA_USER_TYPE, USER_TYPE } from '../../contract/constants';
import type { AccountArea } from '../../contract/dsl';
import type { SessionStore } from '../core/ports';
import type { SessionUser } from '../core/user';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** The header that tells the client which permissions answered; a new value means one of its roles changed. */
export const PERMISSIONS_HEADER = 'x-aula-permissions';

// A session's permissions are one array for as long as the session is cached, so each is digested once.
const digests = new WeakMap<readonly string[], string>();

/** A short digest of a set of permissions, the same whatever their order. */
export function permissionsDigest(permissions: readonly string[]): string {
  let digest = digests.get(permissions);
  if (digest === undefined) {
    digest = createHash('sha256').update([...permissions].sort().join('\n')).digest('base64url').slice(0, 16);
    digests.set(permissions, digest);
  }
  return digest;
}


/** Methods that only read: an API token's reading permissions answer them; every other method needs its writes. */
const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

// A token's addresses are one array for as long as its session is cached, so each is made a list once.
const addressLists = new WeakMap<readonly string[], BlockList>();

/** Whether an address is among those an API token may be used from (none listed: any). */
function fromAllowedAddress(addresses: readonly string[], ip: string): boolean {
  if (addresses.length === 0) return true;
  let allowed = addressLists.get(addresses);
  if (!allowed) {
    allowed = new BlockList();
    for (const address of addresses) {
      const [network, prefix] = address.split('/');
      const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) allowed.addAddress(network, type);
      else allowed.addSubnet(network, Number(prefix), type);
    }
    addressLists.set(addresses, allowed);
  }
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return allowed.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
}

export async function authenticate(sessions: SessionStore, request: FastifyRequest, allowCookie = false): Promise<SessionUser> {
  // the token cookie only authenticates plain file downloads (an <img> cannot send a header)
  const token = bearerToken(request) ?? (allowCookie ? request.cookies.token : undefined);
  const user = token ? await sessions.userOf(token) : undefined;
  if (!user) throw new HttpError(401, 'server.errors.unauthenticated');
  // a session from before the setting required a second factor is over: signing in again asks for one (or its set-up)
  if (user.needs_second_factor) throw new HttpError(401, 'server.second_factor.sign_in_again');
  if (user.apiToken && !fromAllowedAddress(user.apiToken.addresses, request.ip)) throw new HttpError(403, 'server.errors.forbidden');
  // an API token writes only what it was given to write
  request.user = user.apiToken && !READING_METHODS.has(request.method) ? { ...user, permissions: user.apiToken.writes } : user;
  return request.user;
}

/**
 * A person's own session: what the browser's session check, the profile and signing out answer. An API token is no
 * person's session, and answers 401 there.
 */
export async function authenticatePerson(sessions: SessionStore, request: FastifyRequest): Promise<SessionUser> {
  const user = await authenticate(sessions, request);
  if (user.apiToken) throw new HttpError(401, 'server.errors.unauthenticated');
  return user;
}

/**
 * A pre-handler of the admin area's API: it lets through an administrator's account (user_type_id 1; a lecturer's
 * or student's account answers 403 whatever roles it is given) holding any of the permissions (none: any).
 */
export function requirePermission(sessions: SessionStore, permissions: readonly string[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await authenticate(sessions, request);
    const allowed = permissions.length === 0 ? mayCall(user, {}) : permissions.some((permission) => mayCall(user, { permission }));
    if (!allowed) throw new HttpError(403, 'server.errors.forbidden');
  };
}

/**
 * A pre-handler of what is every caller's own, whatever their area (the jobs they started): any signed-in account, or
 * an API token; the route answers only what is theirs.
 */
export function requireSignedIn(sessions: SessionStore): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(sessions, request);
  };
}

/**
 * A pre-handler of a student's or lecturer's area: it lets through an account of that type alone (an administrator
 * answers 403 there as a student does in the admin area); which rows it reaches, its own, the screen's scope says.
 */
export function requireArea(sessions: SessionStore, area: AccountArea): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await authenticatePerson(sessions, request);
    if (!mayCall(user, { area })) throw new HttpError(403, 'server.errors.forbidden');
  };
}

/**
 * Whether a user may call a screen's routes: an account of its area, or an administrator holding its permission (the
 * guards above ask it of a request's user; a calendar's feed asks it of the account whose address is read).
 */
export function mayCall(user: Pick<SessionUser, 'user_type_id' | 'permissions'>, resource: { area?: AccountArea | 'public'; permission?: string }): boolean {
  if (resource.area && resource.area !== 'public') return user.user_type_id === AREA_USER_TYPE[resource.area];
  return user.user_type_id === USER_TYPE.admin && mayOpen(user, resource);
}

/** Whether a user may open a screen: the screen names no permission (a dashboard), or the user holds it. */
export function mayOpen(user: Pick<SessionUser, 'permissions'>, resource: { permission?: string }): boolean {
  return resource.permission === undefined || user.permissions.includes(resource.permission);
}
