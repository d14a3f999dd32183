// The session token a request carries: `Authorization: Bearer <token>` (SPEC section 7).
import type { FastifyRequest } from 'fastify';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}
