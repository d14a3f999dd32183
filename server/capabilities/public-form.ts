// The public forms (screens of area public: /bachelor, /register): POST <endpoint>/actions/<id> without a session,
// the body checked as a write of the form's fields is, then the form's public action run. Each address may send so
// many in an hour and each e-mail be named so many times in a day; past that the answer is 429 and nothing is kept.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../core/context';
import type { PublicOperationName } from '../../contract/catalogue';
import type { ServerScreen } from '../../contract/model';
import { HttpError } from '../core/errors';
import { languageOf } from '../core/i18n';
import { publicOperations } from '../domains/operations';
import { withCheckedForm } from '../kernel/records';
import { readRawBody } from '../kernel/write-body';
import { route } from './served';

/** Whether the address and the e-mail are each below their limit. */
async function mayApply(ctx: AppContext, address: string, email: string): Promise<boolean> {
  const [row] = await ctx.db.query<{ by_address: number; by_email: number }>(
    `SELECT count(*) FILTER (WHERE address = $1 AND submitted_at > now() - interval '1 hour')::integer AS by_address,
            count(*) FILTER (WHERE email = $2)::integer AS by_email
     FROM public_submissions WHERE (address = $1 OR email = $2) AND submitted_at > now() - interval '1 day'`,
    [address, email],
  );
  return row.by_address < ctx.config.applicationsPerAddress && row.by_email < ctx.config.applicationsPerEmail;
}

/** A public form's one route (send), answered without a session. */
export async function publicFormCapability(app: FastifyInstance, ctx: AppContext, resource: ServerScreen): Promise<void> {
  for (const action of resource.actions) {
    const run = publicOperations[action.run as PublicOperationName];
    route(app, resource, 'send', async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const t = ctx.locales.translator(language);
      const raw = await readRawBody(request);
      const email = typeof raw.values.email === 'string' ? raw.values.email.trim().toLowerCase() : '';
      if (!(await mayApply(ctx, request.ip, email))) throw new HttpError(429, 'server.public.too_many');
      const answer = await withCheckedForm(ctx, resource, raw, (values) => run({ ctx, t, language, resource, values, log: request.log }));
      await ctx.db.query('DELETE FROM public_submissions WHERE submitted_at <= now() - interval \'1 day\'');
      await ctx.db.query('INSERT INTO public_submissions (screen, address, email) VALUES ($1, $2, $3)', [resource.name, request.ip, email]);
      return { done: answer.done, message: answer.message };
    }, { params: { action: action.id } });
  }
}
