// A list's export (routes export and exportJob): every row the filters choose, as a workbook streamed in the
// request, or, for a long one, as a background job answered at once, which the browser follows.
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../core/i18n';
import { exportWorkbook } from '../kernel/export';
import { FILE_TYPES } from '../../contract/catalogue';
import { parseListQuery } from '../kernel/list-query';
import { route, type ServedScreen } from './served';

export async function exportCapability(app: FastifyInstance, { ctx, screen, routes, sourceFor }: ServedScreen): Promise<void> {
  if (routes.has('export')) {
    route(app, screen, 'export', async (request, reply) => {
      const source = sourceFor(request);
      const query = parseListQuery(screen, source, request.query as Record<string, unknown>);
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const stream = await exportWorkbook(ctx.db, ctx.registry, ctx.locales, t, ctx.config.timeZone, screen, source, query);
      return reply
        .header('content-type', FILE_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${screen.name}.xlsx"`)
        .send(stream);
    });
  }
  if (routes.has('exportJob')) {
    route(app, screen, 'exportJob', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // refused here, as the export itself refuses it, rather than in the job
      parseListQuery(screen, sourceFor(request), query);
      const id = await ctx.jobs.enqueue('exportList', request.user!, { screen: screen.name, query }, languageOf(request.headers['accept-language']));
      return reply.code(202).send({ job: { id } });
    });
  }
}
