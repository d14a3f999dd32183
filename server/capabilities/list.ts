// A screen's list (route list): a page of its rows, sorted and filtered by the query over declared keys only, with
// its totals, the signed-in person's summary and the lookup lists it answers beside it; a reader that answers the whole response gives it itself.
import type { FastifyInstance } from 'fastify';
import type { Paged } from '../../contract/dsl';
import type { ServerScreen } from '../../contract/model';
import type { Row } from '../db/database';
import { parseListQuery } from '../kernel/list-query';
import { lookupRows } from '../kernel/lookups';
import { readPage, readTotals } from '../kernel/paged-list';
import { route, type ServedScreen } from './served';
import { listAnswerSchema, rowSchema } from '../kernel/answer-schemas';
import { readSummary, type SummaryItem } from '../kernel/summary';
import { languageOf } from '../core/i18n';

function underKey(screen: ServerScreen, page: Paged<Row> & { totals?: Record<string, number>; summary?: SummaryItem[] }): Record<string, unknown> {
  return screen.responseKey ? { [screen.responseKey]: page } : { ...page };
}

export async function listCapability(app: FastifyInstance, { ctx, screen, reader, sourceFor }: ServedScreen): Promise<void> {
  route(app, screen, 'list', async (request) => {
    const source = sourceFor(request);
    const query = parseListQuery(screen, source, request.query as Record<string, unknown>);
    const page = async () => {
      const paged = await readPage(ctx.db, ctx.totals, source, query);
      return reader?.shapeRow ? { ...paged, data: paged.data.map(reader.shapeRow) } : paged;
    };
    if (reader?.whole) return reader.whole(ctx, screen, source, query, page);
    const lookups = Object.fromEntries(await Promise.all((screen.withLookups ?? []).map(async (name) => [
      name, await lookupRows(ctx.db, ctx.locales, ctx.registry.lookups[name]),
    ] as const)));
    const paged = await page();
    const totals = screen.totals?.length ? await readTotals(ctx.db, ctx.totals, source, query, screen.totals) : undefined;
    const summary = await readSummary(ctx, screen, request.user!, languageOf(request.headers['accept-language']));
    return { ...underKey(screen, { ...paged, ...(totals ? { totals } : {}), ...(summary ? { summary } : {}) }), ...lookups };
    // a table's page is answered as the OpenAPI document describes it, by a serializer compiled from that schema
  }, reader ? undefined : { response: { 200: listAnswerSchema(screen, rowSchema(screen)) } });
}
