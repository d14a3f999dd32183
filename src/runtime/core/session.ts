// The session (SPEC sections 3 and 4): a `token` cookie and the current user stored locally.
import { readCookie, removeCookie, writeCookie } from './cookies';
import { RETURN_TO, signInReturningTo } from './signInPaths';

export interface CurrentUser {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  photo?: string | null;
  permissions: string[];
  user_type_id: number;
}

/** What a sign-in answers when it is done: the session's token and its user. */
export interface SignedIn {
  token: string;
  user: CurrentUser;
}

/** What a sign-in answers instead of a session when it needs a second step: the code, or an app set up first. */
export interface SecondStepTicket {
  ticket: string;
  kind: 'code' | 'setup';
  expires_in: number;
}

const TOKEN_COOKIE = 'token';
const USER_KEY = 'user';

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  // served over HTTPS the cookie never travels over plain HTTP
  writeCookie(TOKEN_COOKIE, token, { secure: window.location.protocol === 'https:' });
}

/** The sign-in page that brings the user back to the page they are on once signed in again. */
export function signInFromHere(): string {
  return signInReturningTo(window.location.pathname, window.location.search);
}

const RETURN_KEY = 'signInReturn';

/**
 * Keeps, over the identity provider's round trip in this tab, the page the sign-in page was opened for (`search`'s
 * ?next=): the provider sends the browser back to an address of its own.
 */
export function rememberSignInReturn(search: string): void {
  const asked = new URLSearchParams(search).get(RETURN_TO);
  if (asked) sessionStorage.setItem(RETURN_KEY, asked);
  else sessionStorage.removeItem(RETURN_KEY);
}

/** The page rememberSignInReturn kept, once: taken, it is forgotten. */
export function takeSignInReturn(): string | null {
  const asked = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return asked;
}

/** The stored user; cleared when the auth cookie is missing (SPEC section 3). */
export function getStoredUser(): CurrentUser | undefined {
  if (!getToken()) {
    localStorage.removeItem(USER_KEY);
    return undefined;
  }
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    localStorage.removeItem(USER_KEY);
    return undefined;
  }
}

export function storeUser(user: CurrentUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeSession(token: string, user: CurrentUser | undefined): void {
  setToken(token);
  if (user) storeUser(user);
}

export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  localStorage.removeItem(USER_KEY);
}
