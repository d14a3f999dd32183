// Where signing in starts and ends (SPEC sections 2 and 4): the sign-in page that comes back to the page asked for, the
// page a user goes to once signed in (by password or by the identity provider), and whether a page outside the areas
// opens alone, before the router. The sign-in page's own rules, so the shell carries them without the router's
// (redirects.ts).
import { USER_TYPE } from '../../../contract/constants';

const AREA_BY_USER_TYPE: Readonly<Record<number, string>> = {
  [USER_TYPE.student]: '/student',
  [USER_TYPE.lecturer]: '/lecturer',
  [USER_TYPE.admin]: '/admin',
};

export function isInside(path: string, area: string): boolean {
  return path === area || path.startsWith(`${area}/`);
}

/** A `code` query parameter marks the return from the identity provider (SPEC section 4). */
export function isIdentityProviderReturn(search: string): boolean {
  return new URLSearchParams(search).has('code');
}

/**
 * The provider's answer that the sign-in did not happen (the visitor declined, the provider failed): an `error`
 * beside the `state` it was sent with (OAuth 2.0's error response), with no code.
 */
export function identityProviderRefusal(search: string): string | null {
  const params = new URLSearchParams(search);
  return !params.has('code') && params.has('state') && params.has('error') ? params.get('error') : null;
}

/**
 * Where a user of this type lands after the identity provider: the page the sign-in was opened for (`asked`, its
 * ?next=, kept over the round trip) when it is in their area, or else 3 student, 2 lecturer, anything else home.
 */
export function landingAfterIdentityProvider(userTypeId: number | undefined, asked: string | null = null): string {
  const back = askedInside(asked, userTypeId);
  if (back !== undefined) return back;
  if (userTypeId === USER_TYPE.student) return '/student';
  if (userTypeId === USER_TYPE.lecturer) return '/lecturer';
  return '/';
}

export function areaOf(userTypeId: number | undefined): string | undefined {
  return userTypeId === undefined ? undefined : AREA_BY_USER_TYPE[userTypeId];
}

/** The sign-in page's query parameter naming the page it was opened instead of, to go back to once signed in. */
export const RETURN_TO = 'next';

/** The sign-in page for a visitor who asked for `path` (with its query): it comes back there; the home needs no return. */
export function signInReturningTo(path: string, search: string): string {
  return path === '/' || path === '/login' ? '/login' : `/login?${RETURN_TO}=${encodeURIComponent(path + search)}`;
}

/**
 * Where a user who has just signed in goes: the page the sign-in page was opened instead of (its query `search`), if
 * it is inside their area, else their area. Only a path of this site is followed, never another address.
 */
export function afterSignIn(search: string, userTypeId: number | undefined): string {
  return askedInside(new URLSearchParams(search).get(RETURN_TO), userTypeId) ?? areaOf(userTypeId) ?? '/';
}

/** The page asked for (a sign-in page's ?next=), when it is a path of this site inside the user's area. */
function askedInside(asked: string | null, userTypeId: number | undefined): string | undefined {
  const area = areaOf(userTypeId);
  if (area === undefined || asked === null || !asked.startsWith('/') || asked.startsWith('//') || asked.includes('\\')) return undefined;
  return isInside(new URL(asked, 'http://aula.invalid').pathname, area) ? asked : undefined;
}

/**
 * Whether the page can open as the sign-in form alone, without the router: a visitor with no session on
 * /login, not returning from the identity provider. The rest of the app loads once they have signed in.
 */
export function opensSignInAlone(path: string, search: string, token: string | undefined): boolean {
  return path === '/login' && opensAlone(search, token);
}

/**
 * Whether a page outside the areas (the sign-in form, a public page) may open alone, without the router: with no
 * session (a signed-in user is sent to their area) and not on the return from the identity provider.
 */
export function opensAlone(search: string, token: string | undefined): boolean {
  return !token && !isIdentityProviderReturn(search) && identityProviderRefusal(search) === null;
}
