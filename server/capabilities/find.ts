// Find anyone (GET /api/find?q=): the records of every screen with a find key (screen key find) that the asker may
// open, a few of each, by the start of their searched fields. An administrator's route: a screen the account does not
// hold the permission of is not read at all, so a clerk without lecturers.index finds no lecturer. The text is a
// bounded string: a list, a text too long or one holding NUL is refused (422), never a 5xx.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIND_PER_SCREEN, FIND_TEXT_MAX, findWords, searchedPath, type FindAnswer, type FoundGroup } from '../../contract/find';
import type { ServerScreen } from '../../contract/model';
import { mayCall, requirePermission } from '../auth/guard';
import { apiRoute } from '../core/api-route';
import type { Database, QueryOptions, Queryable } from '../db/database';
import type { AppContext } from '../kernel/context';
import { fieldError } from '../core/errors';
import { languageOf } from '../core/i18n';
import { findRecords } from '../kernel/find';
import { screenPolicy, type ScreenPolicy } from '../kernel/policy';
import { tableSource } from '../kernel/table-source';
import type { Schema } from '../kernel/answer-schemas';

/** What the route answers, as OpenAPI describes it and Fastify serializes it. */
export const FIND_ANSWER_SCHEMA: Schema = {
  type: 'object', required: ['groups'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object', required: ['screen', 'title', 'records'],
        properties: {
          screen: { type: 'string', description: 'the screen the records are of' },
          title: { type: 'string', description: 'the screen\'s title in the request\'s language' },
          records: {
            type: 'array', maxItems: FIND_PER_SCREEN,
            items: {
              type: 'object', required: ['id', 'title', 'subtitle', 'path'],
              properties: {
                id: { type: 'integer' },
                title: { type: 'string', description: 'the record\'s name (the screen\'s recordTitle)' },
                subtitle: { type: 'string', description: 'the fields the screen shows with it (find.shows), joined by " · "' },
                path: { type: 'string', description: 'the address in the app that opens the record\'s detail' },
              },
            },
          },
          all: { type: 'string', description: 'where more may be found than the group holds: the screen\'s list searched by the text' },
        },
      },
    },
  },
};

/** The address of a screen's list searched by the text, where the list has a search. */
function listSearched(screen: ServerScreen, text: string): Pick<FoundGroup, 'all'> {
  const search = screen.filters.find((filter) => filter.kind === 'search');
  return search ? { all: searchedPath(screen.name, search.key, text) } : {};
}

/** The query's text: one string at most FIND_TEXT_MAX long (none: empty). */
export function findText(query: unknown): string {
  const text = (query as Record<string, unknown> | undefined)?.q;
  if (text === undefined) return '';
  if (typeof text !== 'string') throw fieldError('q', 'validation.type');
  if (text.length > FIND_TEXT_MAX) throw fieldError('q', 'validation.maxLength', { count: FIND_TEXT_MAX });
  return text;
}

/**
 * Where the statement is read. On PostgreSQL, by the pool whose plans are made once (QueryOptions.planOnce); PGlite plans
 * a statement for its values each time it sees it, and Find anyone's (a branch per field and word on every screen)
 * costs far more to plan than to run, so there it is read in a transaction told to keep the one plan it made.
 */
function planningOnce(db: Database): Queryable {
  if (db.engine !== 'pglite') return db;
  return {
    query<R extends object>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]> {
      return db.transaction(async (tx) => {
        await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
        return tx.query<R>(sql, params, options);
      });
    },
  };
}

export function registerFind(app: FastifyInstance, ctx: AppContext): void {
  const reading = planningOnce(ctx.db);
  // each searched screen's table and policy are built once; the asker's own rows (the policy's) at each request
  const searched: { screen: ServerScreen; policy: ScreenPolicy }[] = Object.values(ctx.registry.screens)
    .filter((screen) => screen.find && screen.table && (screen.area ?? 'admin') === 'admin')
    .map((screen) => {
      const stored = tableSource(ctx, screen);
      return { screen, policy: screenPolicy(screen, () => stored, stored) };
    });
  apiRoute(app, 'find', async (request: FastifyRequest): Promise<FindAnswer> => {
    const text = findText(request.query);
    const words = findWords(text);
    const user = request.user!;
    const readable = searched.filter(({ screen }) => mayCall(user, screen));
    if (words.length === 0 || readable.length === 0) return { groups: [] };
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    const targets = readable.map(({ screen, policy }) => ({ screen, source: policy.rows(user) }));
    const found = await findRecords(reading, ctx.registry.lookups, targets, words, FIND_PER_SCREEN, t);
    const groups = targets.map(({ screen }, index): FoundGroup => ({
      screen: screen.name, title: t.t(screen.title), records: found[index],
      // a full group may hold back more: its list, searched by the same text, has them all
      ...(found[index].length === FIND_PER_SCREEN ? listSearched(screen, text.trim()) : {}),
    }));
    return { groups: groups.filter((group) => group.records.length > 0) };
  }, { preHandler: requirePermission(ctx.sessions, []), response: { 200: FIND_ANSWER_SCHEMA } });
}
