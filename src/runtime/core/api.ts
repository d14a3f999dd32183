// The one API client (SPEC section 7, DESIGN.md "Runtime"): base /api, bearer token from the `token`
// cookie, the XSRF cookie echoed as a header, the user's language, JSON or multipart bodies.
import { currentLanguage } from './i18n';
import { clearSession, getToken, signInFromHere } from './session';
import { apiPath } from '../../../contract/api-routes';
import { readCookie } from './cookies';

export const API_BASE = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** the whole answer (a stale save's: the record as it is now, and its version) */
    readonly payload: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a failed request says to the user: the server's own message, or `fallback` ("an error occurred") when it gave none. */
export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.message ? failure.message : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let unauthorizedHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign(signInFromHere());
};

/** The router registers how to go to /login without a full reload. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

// The server names the permissions behind every signed-in answer (server/auth/guard.ts); a new name
// means a role changed, and the admin area re-reads the current user to redraw the sidebar.
const PERMISSIONS_HEADER = 'X-Aula-Permissions';
let permissionsSeen: string | null = null;
let permissionsChangedHandler = (): void => undefined;

export function onPermissionsChanged(handler: () => void): void {
  permissionsChangedHandler = handler;
}

function notePermissions(response: Response): void {
  const digest = response.headers.get(PERMISSIONS_HEADER);
  if (!digest || digest === permissionsSeen) return;
  const changed = permissionsSeen !== null;
  permissionsSeen = digest;
  if (changed) permissionsChangedHandler();
}

// Whether the server answered the last call at all: a call that gets no answer (the connection dropped, the server is
// down) tells the layout, which says so until a call is answered again.
let reachable = true;
let reachabilityHandler: (reachable: boolean) => void = () => undefined;

export function onReachabilityChanged(handler: (reachable: boolean) => void): void {
  reachabilityHandler = handler;
}

function noteReachable(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  reachabilityHandler(now);
}

/** A fetch that notes whether the server answered; an aborted one (the page moved on) says nothing either way. */
async function reaching(input: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    noteReachable(true);
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) noteReachable(false);
    throw error;
  }
}

function hasFile(value: unknown): boolean {
  if (value instanceof File) return true;
  if (Array.isArray(value)) return value.some((item) => item instanceof File);
  return false;
}

/**
 * Multipart body: files as they are, arrays of values as key[] entries, objects as JSON, absent values left out. A
 * record's parts (an array of objects) and an empty list travel as one JSON text, so that a list emptied is sent (no
 * key[] entry would say it) and each part keeps its shape. A null is sent as empty text, which the server reads as
 * null, so a field can be cleared (a removed file).
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const appendValue = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) form.append(key, '');
    else if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    const whole = Array.isArray(value) && (value.length === 0 || value.some((item) => typeof item === 'object' && item !== null && !(item instanceof Blob)));
    if (Array.isArray(value) && !whole) for (const item of value) appendValue(`${key}[]`, item);
    else appendValue(key, whole ? JSON.stringify(value) : value);
  }
  return form;
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (Object.values(record).some(hasFile)) return toFormData(record);
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let errors: Record<string, string[]> | undefined;
  let payload: Record<string, unknown> = {};
  try {
    payload = (await response.json()) as Record<string, unknown>;
    if (typeof payload.message === 'string' && payload.message) message = payload.message;
    if (payload.errors && typeof payload.errors === 'object') errors = payload.errors as Record<string, string[]>;
  } catch {
    // A body that is not JSON leaves the status text as the message.
  }
  return new ApiError(response.status, message, errors, payload);
}

/** A state-changing call needs the XSRF cookie; the first visit may not have it yet. */
async function ensureXsrfCookie(method: Method): Promise<void> {
  if (method === 'GET' || readCookie(XSRF_COOKIE)) return;
  await fetch(`${API_BASE}${apiPath('csrfCookie')}`, { credentials: 'same-origin' });
}

/** A call to the API that answers with the raw Response; throws ApiError when it is not ok. */
export async function apiRaw(method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  await ensureXsrfCookie(method);
  const headers = { ...requestHeaders(), ...extraHeaders };
  const response = await reaching(`${API_BASE}${path}`, {
    method,
    headers,
    body: encodeBody(body, headers),
    credentials: 'same-origin',
  });
  notePermissions(response);
  if (response.ok) return response;
  const error = await errorFrom(response);
  if (response.status === 401) {
    clearSession();
    unauthorizedHandler();
  }
  throw error;
}

/** A call's answer, parsed; `headers` are sent besides the usual (If-Match, Idempotency-Key). */
export async function api<T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await apiRaw(method, path, body, headers);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The SWR fetcher: the key is the path under /api. */
export function swrFetcher<T>(path: string): Promise<T> {
  return api<T>('GET', path);
}
