// The public forms (screens of area public: /bachelor, /register): POST <endpoint>/actions/<id> without a session,
// the body checked as a write of the form's fields is, then the form's public action run. Each address may send so
// many in an hour and each e-mail be named so many times in a day; past that the answer is 429 and nothing is kept.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ResourceDefinition } from '../registry';
import { HttpError } from '../errors';
import { languageOf } from '../i18n';
import { publicActions } from '../actions';
import { withCheckedForm } from './crud';
import { readRawBody } from './write-body';

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

function registerForm(app: FastifyInstance, ctx: AppContext, resource: ResourceDefinition): void {
  for (const action of resource.actions ?? []) {
    const run = publicActions[action.run];
    if (!run) throw new Error(`the public screen ${resource.screen} runs the action ${action.run}, which is not among the server's publicActions`);
    app.post(`${resource.endpoint}/actions/${action.id}`, async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const t = ctx.locales.translator(language);
      const raw = await readRawBody(request);
      const email = typeof raw.values.email === 'string' ? raw.values.email.trim().toLowerCase() : '';
      if (!(await mayApply(ctx, request.ip, email))) throw new HttpError(429, 'server.public.too_many');
      const answer = await withCheckedForm(ctx, resource, raw, (values) => run({ ctx, t, language, resource, values, log: request.log }));
      await ctx.db.query('DELETE FROM public_submissions WHERE submitted_at <= now() - interval \'1 day\'');
      await ctx.db.query('INSERT INTO public_submissions (screen, address, email) VALUES ($1, $2, $3)', [resource.screen, request.ip, email]);
      return { done: answer.done, message: answer.message };
    });
  }
}

export function registerPublicFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const resource of Object.values(ctx.registry.resources)) {
    if (resource.area === 'public') registerForm(app, ctx, resource);
  }
}
