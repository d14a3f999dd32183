// Double-submit XSRF protection: every response hands out an XSRF-TOKEN cookie the page can read;
// a state-changing request must repeat it in the X-XSRF-TOKEN header, or gets 419 and changes nothing.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../core/errors';
import { bearerToken } from '../core/bearer';
import { isApiToken } from './sessions';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[XSRF_COOKIE]) return;
  // Secure over HTTPS (the request's own, or the proxy's X-Forwarded-Proto when TRUST_PROXY=1)
  reply.setCookie(XSRF_COOKIE, crypto.randomBytes(32).toString('base64url'), {
    path: '/', sameSite: 'lax', httpOnly: false, secure: request.protocol === 'https',
  });
}

export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    ensureXsrfCookie(request, reply);
    const cookie = request.cookies[XSRF_COOKIE];
    if (SAFE_METHODS.has(request.method)) return;
    // an API token is sent by a system, never by a browser on its own: it is no cookie a page could ride on
    if (isApiToken(bearerToken(request))) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !cookie || !same(header, cookie)) throw new HttpError(419, 'server.errors.xsrf');
  });
}
