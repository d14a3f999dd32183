// The payment provider's e-commerce API, as Aula calls it (the redirect flow Georgian banks' gateways use): an order
// created for the payer's hosted page, an order read back to confirm what a callback said, a refund. A callback is
// believed only after the order is read back; its signature (HMAC-SHA256 of the body with the callback secret) only
// keeps forgeries from costing a read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderConfig } from '../core/config';

/** An order as the provider reports it; amounts as exact decimal text (125.50). */
export interface ProviderOrder {
  id: string;
  externalOrderId: string;
  status: 'created' | 'completed' | 'rejected' | 'refunded' | 'refunded_partially';
  amount: string;
  currency: string;
  refunded: string;
}

/** A provider that did not answer as its API says (down, refusing, or answering nonsense). */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;

export class PaymentProvider {
  private readonly authorization: string;

  constructor(private readonly config: PaymentProviderConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let answer: Response;
    try {
      answer = await fetch(`${this.config.url}${path}`, {
        method,
        headers: { authorization: this.authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`the payment provider did not answer: ${(error as Error).message}`);
    }
    const text = await answer.text();
    if (!answer.ok) throw new ProviderError(`the payment provider answered ${answer.status} to ${method} ${path}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ProviderError(`the payment provider answered ${method} ${path} with no JSON`);
    }
  }

  /** A new order for the payer's hosted page: its id at the provider and where to send the payer. */
  async createOrder(order: {
    externalOrderId: string; amount: string; currency: string; callbackUrl: string; successUrl: string; failUrl: string; language: string;
  }): Promise<{ id: string; redirectUrl: string }> {
    const created = await this.call<{ id?: unknown; redirect_url?: unknown }>('POST', '/v1/orders', {
      external_order_id: order.externalOrderId,
      amount: { total: order.amount, currency: order.currency },
      callback_url: order.callbackUrl,
      redirect_urls: { success: order.successUrl, fail: order.failUrl },
      language: order.language,
    });
    if (typeof created.id !== 'string' || typeof created.redirect_url !== 'string' || !/^https?:\/\//.test(created.redirect_url)) {
      throw new ProviderError('the payment provider answered an order without its id or page');
    }
    return { id: created.id, redirectUrl: created.redirect_url };
  }

  /** The order as the provider has it now. */
  async readOrder(id: string): Promise<ProviderOrder> {
    const read = await this.call<{ id: string; external_order_id: string; status: ProviderOrder['status']; amount: { total: string; currency: string }; refunded_amount?: string }>(
      'GET', `/v1/orders/${encodeURIComponent(id)}`,
    );
    return {
      id: read.id, externalOrderId: read.external_order_id, status: read.status,
      amount: read.amount.total, currency: read.amount.currency, refunded: read.refunded_amount ?? '0.00',
    };
  }

  /** Gives back part or all of a paid order; answers how much of it has been given back in all. */
  async refund(id: string, amount: string): Promise<{ refunded: string }> {
    const done = await this.call<{ refunded_amount?: unknown }>('POST', `/v1/orders/${encodeURIComponent(id)}/refund`, { amount });
    if (typeof done.refunded_amount !== 'string') throw new ProviderError('the payment provider answered a refund without its amount');
    return { refunded: done.refunded_amount };
  }

  /** Whether a callback's body carries the provider's signature. */
  signedByProvider(body: Buffer, signature: unknown): boolean {
    if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
    const expected = createHmac('sha256', this.config.callbackSecret).update(body).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}
