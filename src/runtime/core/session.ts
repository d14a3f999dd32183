// The session (SPEC sections 3 and 4): a `token` cookie and the current user stored locally.
import { readCookie, removeCookie, writeCookie } from './cookies';
import { signInReturningTo } from './redirects';

export interface CurrentUser {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  photo?: string | null;
  permissions: string[];
  user_type_id: number;
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
