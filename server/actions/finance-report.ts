// The sidebar's report-365 action (spec section 7): the students' finances as a workbook, kept in
// storage, answered with {success, message, file}.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/guard';
import { HttpError } from '../errors';
import { languageOf } from '../i18n';
import { exportWorkbook } from '../resources/export';
import { parseListQuery } from '../resources/list-query';
import { tableSource } from '../resources/table-source';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function registerFinanceReport(app: FastifyInstance, ctx: AppContext): void {
  app.post('/finances/export-student-finance-job', {
    preHandler: requirePermission(ctx.sessions, ['finances.index']),
  }, async (request) => {
    const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
    const finances = ctx.registry.resources.finances;
    if (!finances?.table) throw new HttpError(404, 'server.errors.not_found');
    const source = tableSource(ctx.registry, finances);
    const workbook = await exportWorkbook(
      ctx.db, ctx.registry, ctx.locales, t, finances, source, parseListQuery(finances, source, {}),
    );
    const file = await ctx.storage.save(await collect(workbook), 'xlsx');
    return { success: true, message: t.t('server.finances.report_ready'), file };
  });
}
