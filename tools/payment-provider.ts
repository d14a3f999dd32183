// A payment provider's e-commerce gateway, standing in for a Georgian bank's in tests and local demos. It speaks the
// redirect flow those gateways use: the merchant creates an order (Basic auth), sends the payer to the order's hosted
// page, hears the outcome in a signed callback (HMAC-SHA256 of the body, hex, in Callback-Signature), reads the
// order back to confirm it, and may refund part or all of it. What a callback does is chosen per order (once, twice,
// late, never), so a test can have it arrive twice, after the browser, or not at all.
//   npm run payment-provider   (PORT, PAYMENT_CLIENT_ID, PAYMENT_CLIENT_SECRET, PAYMENT_CALLBACK_SECRET)
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export type OrderStatus = 'created' | 'completed' | 'rejected' | 'refunded' | 'refunded_partially';

/** What the payer's decision sends to the merchant: one callback (the default), two, one a second after the browser, or none. */
export type CallbackMode = 'once' | 'twice' | 'late' | 'none';

export interface StandInOrder {
  id: string;
  externalOrderId: string;
  /** in tetri (1/100 lari), as the amounts are kept exact */
  amount: number;
  refunded: number;
  currency: string;
  status: OrderStatus;
  callbackUrl: string;
  successUrl: string;
  failUrl: string;
  language: 'ka' | 'en';
}

export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  callbackSecret: string;
  port?: number;
}

export interface PaymentProviderStandIn {
  url: string;
  orders: Map<string, StandInOrder>;
  /** what the next payer's decision does with its callback */
  callbacks: CallbackMode;
  /** sends an order's callback now, signed with `secret` (another than the merchant's: a forgery); answers the merchant's status */
  deliverCallback(id: string, secret?: string): Promise<number>;
  close(): Promise<void>;
}

const tetri = (amount: string): number => Math.round(Number(amount) * 100);
const lari = (value: number): string => (value / 100).toFixed(2);

export const signatureOf = (body: string, secret: string): string => createHmac('sha256', secret).update(body).digest('hex');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_WORDS = {
  ka: { title: 'გადახდა', amount: 'თანხა', card: 'ბარათის ნომერი', pay: 'გადახდა', cancel: 'გაუქმება', merchant: 'მიმღები: Aula' },
  en: { title: 'Payment', amount: 'Amount', card: 'Card number', pay: 'Pay', cancel: 'Cancel', merchant: 'To: Aula' },
};

function hostedPage(order: StandInOrder): string {
  const words = PAGE_WORDS[order.language];
  return `<!doctype html><html lang="${order.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${words.title}</title><style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label,input,button{display:block;width:100%;font-size:1rem;margin:.4rem 0}input{padding:.5rem}button{padding:.6rem;border:0;border-radius:4px}
.pay{background:#0a5c36;color:#fff}.cancel{background:#e6e6e6;color:#1a1a1a}</style></head><body><main>
<h1>${words.title}</h1><p>${words.merchant}</p><p>${words.amount}: <strong>${lari(order.amount)} ${escapeHtml(order.currency)}</strong></p>
<form method="post" action="/pay/${order.id}"><label for="card">${words.card}</label><input id="card" name="card" value="4111 1111 1111 1111" autocomplete="off">
<button class="pay" name="decision" value="pay">${words.pay}</button><button class="cancel" name="decision" value="cancel">${words.cancel}</button></form>
</main></body></html>`;
}

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaymentProvider(options: StandInOptions): Promise<PaymentProviderStandIn> {
  const orders = new Map<string, StandInOrder>();
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let url = '';

  const deliverCallback = async (id: string, secret = options.callbackSecret): Promise<number> => {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    const body = JSON.stringify({ event: 'order_payment', body: { order_id: order.id, external_order_id: order.externalOrderId, status: order.status } });
    const answer = await fetch(order.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'callback-signature': signatureOf(body, secret) }, body });
    await answer.arrayBuffer();
    return answer.status;
  };

  const standIn: PaymentProviderStandIn = { url, orders, callbacks: 'once', deliverCallback, close: async () => undefined };

  const json = (response: http.ServerResponse, status: number, value: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
      const api = /^\/v1\/orders(?:\/([\w-]+)(\/refund)?)?$/.exec(pathname);
      const page = /^\/pay\/([\w-]+)$/.exec(pathname);
      if (api) {
        if (request.headers.authorization !== authorization) return json(response, 401, { message: 'unauthorized' });
        const [, id, refund] = api;
        if (!id && request.method === 'POST') {
          const asked = JSON.parse(await bodyOf(request)) as {
            external_order_id: string; amount: { total: string; currency: string }; callback_url: string;
            redirect_urls: { success: string; fail: string }; language?: string;
          };
          const order: StandInOrder = {
            id: randomUUID(), externalOrderId: asked.external_order_id, amount: tetri(asked.amount.total), refunded: 0,
            currency: asked.amount.currency, status: 'created', callbackUrl: asked.callback_url,
            successUrl: asked.redirect_urls.success, failUrl: asked.redirect_urls.fail, language: asked.language === 'en' ? 'en' : 'ka',
          };
          if (!(order.amount > 0)) return json(response, 400, { message: 'amount' });
          orders.set(order.id, order);
          return json(response, 201, { id: order.id, redirect_url: `${standIn.url}/pay/${order.id}` });
        }
        const order = id ? orders.get(id) : undefined;
        if (!order) return json(response, 404, { message: 'no such order' });
        if (!refund && request.method === 'GET') {
          return json(response, 200, {
            id: order.id, external_order_id: order.externalOrderId, status: order.status,
            amount: { total: lari(order.amount), currency: order.currency }, refunded_amount: lari(order.refunded),
          });
        }
        if (refund && request.method === 'POST') {
          const amount = tetri((JSON.parse(await bodyOf(request)) as { amount: string }).amount);
          const paid = order.status === 'completed' || order.status === 'refunded_partially';
          if (!paid || !(amount > 0) || order.refunded + amount > order.amount) return json(response, 422, { message: 'refund refused' });
          order.refunded += amount;
          order.status = order.refunded === order.amount ? 'refunded' : 'refunded_partially';
          return json(response, 200, { status: order.status, refunded_amount: lari(order.refunded) });
        }
        return json(response, 405, { message: 'method' });
      }
      const order = page ? orders.get(page[1]) : undefined;
      if (!order) return json(response, 404, { message: 'no such page' });
      if (request.method === 'GET') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostedPage(order));
      const decision = new URLSearchParams(await bodyOf(request)).get('decision');
      if (order.status === 'created') order.status = decision === 'pay' ? 'completed' : 'rejected';
      const mode = standIn.callbacks;
      // a merchant that does not answer is not the payer's concern: the payer is sent back all the same
      const tell = () => deliverCallback(order.id).catch(() => 0);
      if (mode === 'once' || mode === 'twice') await tell();
      if (mode === 'twice') await tell();
      if (mode === 'late') setTimeout(() => void tell(), 1000);
      response.writeHead(303, { location: order.status === 'rejected' ? order.failUrl : order.successUrl }).end();
    })().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = url;
  standIn.close = () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
  return standIn;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const standIn = await startPaymentProvider({
    clientId: env.PAYMENT_CLIENT_ID ?? 'aula', clientSecret: env.PAYMENT_CLIENT_SECRET ?? 'stand-in-secret',
    callbackSecret: env.PAYMENT_CALLBACK_SECRET ?? 'stand-in-callback-secret', port: Number(env.PORT ?? 4100),
  });
  console.log(`Stand-in payment provider at ${standIn.url}`);
}
