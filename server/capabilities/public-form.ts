// The public forms (screens of area public: /bachelor, /register): POST <endpoint>/actions/<id> without a session,
// the body checked as a write of the form's fields is, then the form's public action run. Each e-mail and each
// personal number a form names may be sent so many times a day, strictly; each address so many times an hour,
// loosely (a school's computer room sends many, all from one address). Past either the answer is 429 and nothing is kept.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/context';
import type { PublicOperationName } from '../../contract/catalogue';
import type { ServerScreen } from '../../contract/model';
import type { FieldKind } from '../../contract/dsl';
import { HttpError } from '../core/errors';
import { languageOf } from '../core/i18n';
import { withCheckedForm } from '../kernel/records';
import { readRawBody, type RawBody } from '../kernel/write-body';
import { route } from './served';

/** Who a sending is about, as its limits count it: the e-mail and the personal number its fields of those kinds hold. */
interface Sender {
  address: string;
  email: string;
  personalNumber: string;
}

function valueOfKind(resource: ServerScreen, raw: RawBody, kind: FieldKind): string {
  const field = resource.fields.find((candidate) => candidate.kind === kind);
  const value = field ? raw.values[field.key] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Whether the address, the e-mail and the personal number are each below their limit. */
async function mayApply(ctx: AppContext, sender: Sender): Promise<boolean> {
  const [row] = await ctx.db.query<{ by_address: number; by_email: number; by_person: number }>(
    `SELECT count(*) FILTER (WHERE address = $1 AND submitted_at > now() - interval '1 hour')::integer AS by_address,
            count(*) FILTER (WHERE email = $2 AND $2 <> '')::integer AS by_email,
            count(*) FILTER (WHERE personal_number = $3 AND $3 <> '')::integer AS by_person
     FROM public_submissions WHERE (address = $1 OR email = $2 OR personal_number = $3) AND submitted_at > now() - interval '1 day'`,
    [sender.address, sender.email, sender.personalNumber],
  );
  const { applicationsPerAddress, applicationsPerEmail, applicationsPerPerson } = ctx.config;
  return row.by_address < applicationsPerAddress && row.by_email < applicationsPerEmail && row.by_person < applicationsPerPerson;
}

/** A public form's one route (send), answered without a session. */
export async function publicFormCapability(app: FastifyInstance, ctx: AppContext, resource: ServerScreen): Promise<void> {
  for (const action of resource.actions) {
    const run = ctx.domains.publicOperations[action.run as PublicOperationName];
    route(app, resource, 'send', async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const t = ctx.locales.translator(language);
      const raw = await readRawBody(request);
      const sender: Sender = { address: request.ip, email: valueOfKind(resource, raw, 'email'), personalNumber: valueOfKind(resource, raw, 'personalNumber') };
      if (!(await mayApply(ctx, sender))) throw new HttpError(429, 'server.public.too_many');
      const answer = await withCheckedForm(ctx, resource, raw, (values) => run({ ctx, t, language, resource, values, log: request.log }));
      await ctx.db.query('DELETE FROM public_submissions WHERE submitted_at <= now() - interval \'1 day\'');
      await ctx.db.query(
        'INSERT INTO public_submissions (screen, address, email, personal_number) VALUES ($1, $2, $3, $4)',
        [resource.name, sender.address, sender.email, sender.personalNumber],
      );
      return { done: answer.done, message: answer.message };
    }, { params: { action: action.id } });
  }
}
