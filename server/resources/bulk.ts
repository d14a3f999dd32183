// Bulk actions on the rows ticked in a list (screen key bulkActions): POST <endpoint>/bulk/<action>
// with {ids}. Each call is guarded by the screen's permission (enrol also by the target screen's),
// runs in one transaction and answers every row's outcome.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Row } from '../db/database';
import type { ResourceDefinition } from '../registry';
import type { AppContext } from '../context';
import { fieldError, HttpError } from '../errors';
import { languageOf } from '../i18n';
import { parseListQuery } from './list-query';
import type { TableSource } from './table-source';
import { exportWorkbook } from './export';
import { deleteInWrite, registerCondition, removeFilesOf, written } from './crud';
import { guardAccessWrite } from '../auth/grants';
import { mayOpen } from '../auth/guard';
import { enrolRows } from './enrol';
import { INT4_MAX } from './values';

/** The most rows one call acts on: a few pages' worth, well within one transaction. */
const MAX_BULK_ROWS = 500;

function selectedIds(request: FastifyRequest): number[] {
  const body = request.body as { ids?: unknown } | undefined;
  const ids = body?.ids;
  if (!Array.isArray(ids) || ids.length === 0) throw fieldError('ids', 'server.bulk.no_selection');
  if (ids.length > MAX_BULK_ROWS) throw fieldError('ids', 'server.bulk.too_many', { max: MAX_BULK_ROWS });
  if (!ids.every((id) => Number.isInteger(id) && id >= 1 && id <= INT4_MAX)) throw fieldError('ids', 'server.bulk.bad_selection');
  return [...new Set(ids as number[])];
}

function tally<T extends { status: string }>(results: T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

export function registerBulkRoutes(
  app: FastifyInstance, ctx: AppContext, resource: ResourceDefinition, source: TableSource, guard: preHandlerAsyncHookHandler,
): void {
  const actions = resource.bulkActions ?? [];
  const base = `${resource.endpoint}/bulk`;

  if (actions.includes('export')) {
    app.post(`${base}/export`, { preHandler: guard }, async (request, reply: FastifyReply) => {
      const ids = selectedIds(request);
      const query = parseListQuery(resource, source, {});
      query.params.push(ids);
      query.where.push(`${source.columns.get('id')?.sql ?? 'id'} = ANY($${query.params.length})`);
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const stream = await exportWorkbook(ctx.db, ctx.registry, ctx.locales, t, resource, source, query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${resource.screen}-selection.xlsx"`)
        .send(stream);
    });
  }

  if (actions.includes('delete')) {
    app.post(`${base}/delete`, { preHandler: guard }, async (request) => {
      const ids = selectedIds(request);
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const params: unknown[] = [ids];
      const register = registerCondition(resource, params);
      const deleted: Row[] = [];
      const refused = new Map<number, string>();
      const tables = await ctx.db.transaction((tx) => guardAccessWrite(tx, source.table, async () => {
        const rows = await tx.query<Row & { id: number }>(`SELECT ${source.rowSelect} FROM ${source.table} WHERE id = ANY($1)${register} ORDER BY id FOR UPDATE`, params);
        const written = new Set<string>();
        for (const row of rows) {
          // each row in a savepoint of its own: a row still in use is refused and the others go on
          await tx.query('SAVEPOINT bulk_row');
          try {
            for (const table of await deleteInWrite(tx, ctx, request.user!, t, resource, source, row)) written.add(table);
            deleted.push(row);
          } catch (error) {
            if (!(error instanceof HttpError) || error.status >= 500) throw error;
            await tx.query('ROLLBACK TO SAVEPOINT bulk_row');
            refused.set(row.id, t.t(error.messageKey, error.params));
          }
        }
        return written;
      }));
      for (const table of tables) await written(ctx, table);
      await removeFilesOf(ctx, resource, deleted);
      const gone = new Set(deleted.map((row) => row.id));
      const results = ids.map((id) => (gone.has(id)
        ? { id, status: 'deleted' as const }
        : { id, status: 'refused' as const, reason: refused.get(id) ?? t.t('server.errors.not_found') }));
      return { results, counts: tally(results) };
    });
  }

  if (actions.includes('enrol')) {
    const target = resource.enrol ? ctx.registry.resources[resource.enrol.into] : undefined;
    if (!target) throw new Error(`${resource.screen} enrols into an unknown screen`);
    app.post(`${base}/enrol`, { preHandler: guard }, async (request) => {
      // the new rows are the target screen's: its permission is needed as for adding one there
      if (!mayOpen(request.user!, target)) throw new HttpError(403, 'server.errors.forbidden');
      const ids = selectedIds(request);
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const results = await enrolRows(ctx, resource, ids, t);
      return { results, counts: tally(results) };
    });
  }
}
