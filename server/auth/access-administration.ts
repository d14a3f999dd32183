// Who administers access — API tokens, accounts, roles and permissions: a person, in their own session, with the second
// factor their account has. An API token never does, whatever it was given (one that leaked must not make others, give
// roles or open accounts), nor a session begun before its account's second factor was set up. Such a session holds
// its permissions less these, so every route and rule that asks for one of them — a screen's guard, an action's
// permission, the token and sign-in settings routes, a grant's check — refuses it alike.

/** The permissions that administer access: the screens of tokens and accounts, of roles, of permissions. */
export const ACCESS_PERMISSIONS: ReadonlySet<string> = new Set(['accounts.index', 'roles.index', 'permissions.index']);

/** What decides whether a session may administer access. */
export interface AccessSession {
  /** an API token's session (sessions.ts) */
  apiToken?: unknown;
  /** a person's session that has not proved the second factor their account has (set up after it began) */
  second_factor_unproved?: boolean;
}

/** Whether a session may administer access: a person's own, with the second factor their account has. */
export function administersAccess(session: AccessSession): boolean {
  return !session.apiToken && session.second_factor_unproved !== true;
}

/** A session's permissions as it may use them: less those that administer access, when it may not. */
export function usablePermissions(session: AccessSession, permissions: readonly string[]): string[] {
  return administersAccess(session) ? [...permissions] : permissions.filter((permission) => !ACCESS_PERMISSIONS.has(permission));
}

/** The permissions among those given that administer access. */
export function accessPermissionsAmong(permissions: readonly string[]): string[] {
  return permissions.filter((permission) => ACCESS_PERMISSIONS.has(permission));
}
