// The two ways the payment provider's outcome comes back (online-payments.ts settles both the same way):
// - POST /payments/callback: the provider's server tells an order's outcome, signed. An unsigned or wrongly signed
//   one is refused (401) before anything is read; an order Aula did not make is 404; any other is settled from what
//   the provider says when asked (a second, late or early callback settles nothing twice) and answered 200, or 503
//   while the provider cannot be asked, so that it sends the callback again.
// - GET /payments/return/<id>: the payer's browser, sent back by the hosted page, which may come before the callback;
//   the order is settled the same way and the browser led on to the student's payment.
// Both are outside the API's session and XSRF check: neither trusts its caller, only the provider's own answer.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/context';
import { languageOf } from '../../core/i18n';
import { ProviderError } from '../../payments/provider';
import { CALLBACK_PATH, RETURN_PATH, settlePayment } from './online-payments';

/** A callback's body is a few hundred bytes; anything much larger is not one. */
const CALLBACK_BYTES = 16 * 1024;

/** The provider's order a callback names, if its body is one. */
function orderNamed(body: Buffer): string | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { body?: { order_id?: unknown } };
    const id = parsed.body?.order_id;
    return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function registerPaymentCallbacks(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // the signature is of the body's bytes, so they are kept as they came
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BYTES }, (_request, body, done) => done(null, body));
    scope.post(CALLBACK_PATH, async (request, reply) => {
      const t = ctx.locales.translator(languageOf(request.headers['accept-language']));
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!ctx.payments) return reply.code(404).send({ message: t.t('server.errors.not_found') });
      if (!ctx.payments.signedByProvider(body, request.headers['callback-signature'])) {
        return reply.code(401).send({ message: t.t('server.payments.bad_signature') });
      }
      const named = orderNamed(body);
      const [order] = named ? await ctx.db.query<{ id: number }>('SELECT id FROM online_payments WHERE provider_order_id = $1', [named]) : [];
      if (!order) return reply.code(404).send({ message: t.t('server.payments.unknown_order') });
      try {
        const state = await settlePayment(ctx, order.id, request.log);
        return { state };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'payment callback: the provider could not be asked');
        return reply.code(503).send({ message: t.t('server.payments.provider_down') });
      }
    });
  });

  app.get(`${RETURN_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const known = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
    if (known !== undefined) {
      // what the provider says is settled now if it can be; if not, the callback settles it, and the list shows it awaiting
      await settlePayment(ctx, known, request.log).catch((error: unknown) => request.log.warn({ err: error }, 'payment return: not settled'));
    }
    return reply.redirect(known === undefined ? '/student/student-payments' : `/student/student-payments?rowId=${known}`, 303);
  });
}
