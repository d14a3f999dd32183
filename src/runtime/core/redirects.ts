// The redirect rules of SPEC section 2 and section 6, as one pure function the router calls on every navigation.
import { areaOf, isInside, signInReturningTo } from './signInPaths';

export interface RedirectInput {
  path: string;
  search: string;
  token: string | undefined;
  userTypeId: number | undefined;
  /** The PageWithForm values that exist; an unknown one goes to /admin/404. */
  screenNames?: readonly string[];
}

const PROTECTED_AREAS = ['/admin', '/student', '/lecturer'];
/** /admin/<x> routes that are pages of their own, not screens. */
const ADMIN_PAGES = ['user', '404'];

/** The path to go to instead of `path`, or null to stay. */
export function redirectFor({ path, search, token, userTypeId, screenNames }: RedirectInput): string | null {
  const target = targetFor(path, search, token, userTypeId, screenNames);
  return target === null || target === path ? null : target;
}

function targetFor(
  path: string,
  search: string,
  token: string | undefined,
  userTypeId: number | undefined,
  screenNames: readonly string[] | undefined,
): string | null {
  if (!token) {
    if (path.includes('register')) return '/register';
    if (path.includes('bachelor')) return '/bachelor';
  }
  const resetPassword = path.includes('reset-password');
  if (!token && !resetPassword) {
    return path === '/' || PROTECTED_AREAS.some((area) => isInside(path, area)) ? signInReturningTo(path, search) : null;
  }
  const area = areaOf(userTypeId);
  if (area !== undefined && !isInside(path, area)) return area;
  return unknownScreenTarget(path, screenNames);
}

function unknownScreenTarget(path: string, screenNames: readonly string[] | undefined): string | null {
  const match = /^\/admin\/([^/]+)\/?$/.exec(path);
  if (!match || !screenNames) return null;
  const page = decodeURIComponent(match[1]);
  return ADMIN_PAGES.includes(page) || screenNames.includes(page) ? null : '/admin/404';
}
