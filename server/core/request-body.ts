// A request's body as the fields a route reads: a JSON object or a form's fields; none is no fields.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The body's fields; a list or a bare value (a JSON string, a number) is 400. */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'server.errors.bad_body');
  return body;
}
