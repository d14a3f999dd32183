// The kinds of background job, by name: a list's export as the user sees it and report 365 (every student's
// finances), each a workbook written through the list export, telling its progress as the rows go; and the academic
// record recomputed from the approved grade sheets; documents issued to many students, as a zip of their PDFs; a
// person's data given back as a zip.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable, QueryOptions } from './db/database';
import { HttpError } from './core/errors';
import { exportWorkbook } from './kernel/export';
import { importRows, refusedWorkbook, type ImportRequest } from './kernel/import';
import { parseListQuery } from './kernel/list-query';
import { policyOf } from './capabilities/served';
import { personalDataZip } from './kernel/person';
import { readAll, readPage } from './kernel/paged-list';
import { editEachRow } from './kernel/bulk-edit';
import { tableSource } from './kernel/table-source';
import type { AppContext } from './kernel/context';
import { recomputeRecords } from './domains/academic/record';
import { issueDocumentsAsZip } from './domains/documents/batch';
import type { JobCall, JobResult, JobWork } from './jobs/runner';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The database as a job reads it: each query first lets the requests that have come in meanwhile go ahead. PGlite
 * answers without waiting on I/O, so an export's run of queries would otherwise hold the event loop, and every request
 * with it, until its last row (seconds for 30,000 students), and the job could not even be followed while it ran.
 */
function givingWay(db: Queryable): Queryable {
  return {
    async query<R extends object>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<R[]> {
      await nextTurn();
      return db.query<R>(sql, params, options);
    },
  };
}

/** A screen's rows under a query, as its export draws them, as a workbook; the progress follows the rows written. */
async function workbookOf({ ctx, job, t, progress }: JobCall<AppContext>, screen: string, query: Record<string, unknown>): Promise<JobResult> {
  const resource = ctx.registry.screens[screen];
  const actor = job.user_id === null ? undefined : await ctx.sessions.userById(job.user_id);
  if (!resource?.table || resource.reader || !actor) throw new HttpError(404, 'server.errors.not_found');
  // the rows the list answers the user who asked, by its policy: their own, in the states their area sees
  const source = policyOf(ctx, resource).rows(actor);
  const parsed = parseListQuery(resource, source, query);
  const db = givingWay(ctx.db);
  // the list's total, for the progress only: above 100,000 rows it is the database's estimate
  const { total } = await readPage(db, ctx.totals, source, { ...parsed, perPage: 1, page: 1 });
  let written = 0;
  const stream = await exportWorkbook(db, ctx.registry, ctx.locales, t, ctx.config.timeZone, resource, source, parsed, (rows) => {
    written = rows;
    progress(total === 0 ? 1 : rows / total);
  });
  const content = await collect(stream);
  return { message: t.t('server.jobs.exported', { count: written }), file: { content, name: `${resource.name}.xlsx`, extension: 'xlsx' } };
}

/** A file's rows brought into a screen (kernel/import.ts) by the user who asked, and the file removed once read. */
async function importOf({ ctx, job, t, progress }: JobCall<AppContext>): Promise<JobResult> {
  const { screen: name, ...request } = job.params as unknown as { screen: string } & ImportRequest;
  const resource = ctx.registry.screens[name];
  const actor = job.user_id === null ? undefined : await ctx.sessions.userById(job.user_id);
  if (!resource?.table || !actor) throw new HttpError(404, 'server.errors.not_found');
  try {
    const { outcome, refusedCells } = await importRows(ctx, actor, t, resource, tableSource(ctx, resource), request, { dryRun: false, progress });
    const counts = { create: outcome.create, update: outcome.update, skip: outcome.skip, refused: outcome.refused.length };
    return {
      message: t.t('server.import.imported', counts),
      file: outcome.refused.length === 0 ? undefined : { content: await refusedWorkbook(t, outcome, refusedCells), name: `${resource.name}-refused.xlsx`, extension: 'xlsx' },
    };
  } finally {
    await ctx.storage.remove(request.file.location);
  }
}

/**
 * The screen's bulkEdit fields set on every row its list's query chose, by the user who asked (kernel/bulk-edit.ts): the
 * rows read as their list reads them for that user, then each written on its own. Answers how many were changed, and
 * why the first refused ones were not.
 */
async function editListedRows({ ctx, job, t, progress }: JobCall<AppContext>): Promise<JobResult> {
  const { screen: name, values, query } = job.params as { screen: string; values: Record<string, unknown>; query: Record<string, unknown> };
  const resource = ctx.registry.screens[name];
  const actor = job.user_id === null ? undefined : await ctx.sessions.userById(job.user_id);
  if (!resource?.table || !actor) throw new HttpError(404, 'server.errors.not_found');
  const stored = tableSource(ctx, resource);
  const source = policyOf(ctx, resource, stored).rows(actor);
  const ids: number[] = [];
  for await (const batch of readAll(ctx.db, source, parseListQuery(resource, source, query))) ids.push(...batch.map((row) => Number(row.id)));
  const results = await editEachRow(ctx, actor, t, resource, stored, ids, values, new Map(), progress);
  const refused = results.filter((result) => result.status === 'refused');
  const unchanged = results.filter((result) => result.status === 'unchanged').length;
  const reasons = refused.slice(0, REASONS_TOLD).map((result) => `#${result.id}: ${result.reason}`).join('\n');
  const counts = { count: results.length - refused.length - unchanged, unchanged, refused: refused.length };
  return { message: [t.t('bulk.editedOf', counts), reasons].filter(Boolean).join('\n') };
}

/** How many refused rows a bulk edit's job names with their reasons. */
const REASONS_TOLD = 20;

export const jobKinds: Readonly<Record<string, JobWork<AppContext>>> = {
  editRows: editListedRows,
  importRows: importOf,
  exportList: (call) => workbookOf(call, String(call.job.params.screen), (call.job.params.query ?? {}) as Record<string, unknown>),
  financeReport: (call) => workbookOf(call, 'finances', {}),
  issueDocuments: ({ ctx, job, t, progress }) => issueDocumentsAsZip(
    ctx, { id: job.user_id ?? 0 }, Number(job.params.template), (job.params.students as number[] | undefined) ?? [], t, progress, new Date(job.created_at), job.id,
  ),
  async personalData({ ctx, job, t }) {
    const resource = ctx.registry.screens[String(job.params.screen)];
    if (!resource?.person) throw new HttpError(404, 'server.errors.not_found');
    const id = Number(job.params.id);
    const stored = await personalDataZip(ctx, { id: job.user_id ?? 0 }, resource, id, job.id);
    return { message: t.t('server.privacy.exported'), file: { stored, name: `${resource.name}-${id}.zip` } };
  },
  async recomputeRecords({ ctx, t, progress }) {
    const { courses, students } = await recomputeRecords(ctx.db, ctx.registry, progress);
    for (const table of ['course_results', 'students']) ctx.totals.invalidate(table);
    return { message: t.t('server.record.recomputed', { courses, students }) };
  },
};
