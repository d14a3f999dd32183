// The request log: what was asked and how it went, without what a person typed. Query values that are not ids,
// switches, ranges or paging (a search, a personal number, an e-mail, a code from the identity provider) are
// written as [redacted]; bodies are never logged. Every line of a request carries its id, which the answer
// names too (X-Request-Id), so a person can quote it and the line is found.
import type { FastifyServerOptions } from 'fastify';
import type { Registry } from '../../contract/model';

const PAGING_KEYS = ['page', 'per_page', 'sort'];

/** The query keys whose values say nothing about a person: paging, and the filters that pick ids, switches and ranges. */
export function loggableKeys(registry: Registry): Set<string> {
  const keys = new Set(PAGING_KEYS);
  for (const resource of Object.values(registry.screens)) {
    for (const filter of resource.filters) {
      if (filter.kind === 'select' || filter.kind === 'boolean') keys.add(filter.key);
      if (filter.kind === 'range' || filter.kind === 'dateRange') for (const bound of ['from', 'to']) keys.add(`${filter.key}_${bound}`);
    }
  }
  return keys;
}

/** The path with every query value outside `loggable` replaced by [redacted]. */
export function redactedUrl(url: string, loggable: ReadonlySet<string>): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = [...query].map(([key, value]) => `${encodeURIComponent(key)}=${loggable.has(key) ? encodeURIComponent(value) : '[redacted]'}`);
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

/**
 * Fastify's logger with the request serializer that redacts: JSON lines, or lines a person reads (pino-pretty) when
 * they go to a terminal; `stream` (tests) receives the JSON lines instead of stdout.
 */
export function loggerOptions(registry: Registry, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const loggable = loggableKeys(registry);
  const output = stream ? { stream } : process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {};
  return {
    ...output,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactedUrl(request.url, loggable), remoteAddress: request.ip }),
    },
  };
}
