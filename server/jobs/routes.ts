// A job as its user follows it: GET /api/jobs/:id (state, progress, message, how long its server has been quiet),
// GET /api/jobs/:id/file (the result, under its own name). A job is its user's, whoever they are (a student follows
// the export of their grades as an administrator follows theirs); an administrator holding jobs.index sees everyone's.
// Report 365 (spec section 7, POST /finances/export-student-finance-job) queues the finance workbook and answers at
// once with the job.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../kernel/context';
import { mayCall, requirePermission, requireSignedIn } from '../auth/guard';
import { HttpError } from '../core/errors';
import { languageOf } from '../core/i18n';
import { contentTypeOf } from '../files/storage';
import { apiRoute } from '../core/api-route';

export interface JobState {
  id: string;
  kind: string;
  state: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  message: string | null;
  file_name: string | null;
  created_at: string;
  finished_at: string | null;
  /** of a running job, the seconds since its server last gave a sign of life (by the database's clock) */
  quiet_seconds: number | null;
}

/** The permission that shows every user's jobs (the jobs screen). */
export const JOBS_PERMISSION = 'jobs.index';

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function jobOf(ctx: AppContext, request: FastifyRequest): Promise<JobState & { file: string | null }> {
  const { id } = request.params as { id: string };
  const user = request.user!;
  if (!JOB_ID.test(id)) throw new HttpError(404, 'server.errors.not_found');
  const [job] = await ctx.db.query<JobState & { file: string | null }>(
    `SELECT id, kind, state, progress, message, file, file_name, created_at, finished_at,
       CASE WHEN state = 'running' THEN floor(extract(epoch FROM now() - heartbeat_at))::integer END AS quiet_seconds
     FROM jobs WHERE id = $1 AND (user_id = $2 OR $3)`,
    [id, user.id, mayCall(user, { permission: JOBS_PERMISSION })],
  );
  if (!job) throw new HttpError(404, 'server.errors.not_found');
  return job;
}

export function registerJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const signedIn = requireSignedIn(ctx.sessions);
  apiRoute(app, 'job', async (request) => {
    const { file: _file, ...job } = await jobOf(ctx, request);
    return { data: job };
  }, { preHandler: signedIn });
  apiRoute(app, 'jobFile', async (request, reply) => {
    const job = await jobOf(ctx, request);
    if (!job.file) throw new HttpError(404, 'server.errors.not_found');
    const name = job.file_name ?? 'export.xlsx';
    return reply
      .header('content-type', contentTypeOf(name))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(ctx.storage.open(job.file));
  }, { preHandler: signedIn });
  apiRoute(app, 'report365', async (request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    const id = await ctx.jobs.enqueue('financeReport', request.user!, {}, language);
    return reply.code(202).send({ success: true, message: ctx.locales.translator(language).t('server.jobs.queued'), job: { id } });
  }, { preHandler: requirePermission(ctx.sessions, ['finances.index']) });
}
