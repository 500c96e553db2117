import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Payment Link as the fake keeps it: what Razorpay was sent, and the id and URL it gave. */
export interface FakeLink {
  id: string;
  short_url: string;
  amount: number;
  currency: string;
  reference_id: string;
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: string;
  /** `cancelled` once the app has cancelled it. */
  status: 'created' | 'cancelled';
}

export interface FakeRazorpay {
  /** The API host to give the app (RAZORPAY_API_URL). */
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The links made, oldest first. */
  links: FakeLink[];
  /** The env that switches the app's Razorpay on against this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const failure = (code: string, description: string) => ({ error: { code, description } });

/**
 * A local Razorpay for the API tests: `POST /v1/payment_links` and
 * `POST /v1/payment_links/:id/cancel` with Razorpay's basic auth (key id and secret), answering as
 * its Payment Links API does. Nothing else is served.
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake0000000001';
  const keySecret = 'fake-key-secret';
  const webhookSecret = 'fake-webhook-secret';
  const links: FakeLink[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const cancelled = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(req.url ?? '');
      if (req.method !== 'POST' || (req.url !== '/v1/payment_links' && !cancelled)) {
        json(
          res,
          404,
          failure('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
        );
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        json(res, 401, failure('BAD_REQUEST_ERROR', 'Authentication failed'));
        return;
      }
      if (cancelled) {
        const link = links.find(({ id }) => id === cancelled[1]);
        if (!link) json(res, 404, failure('BAD_REQUEST_ERROR', 'The id provided does not exist'));
        else if (link.status !== 'created')
          json(res, 400, failure('BAD_REQUEST_ERROR', `Payment link is already ${link.status}`));
        else {
          link.status = 'cancelled';
          json(res, 200, { ...link, cancelled_at: Math.floor(Date.now() / 1000) });
        }
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<
        FakeLink,
        'id' | 'short_url' | 'status'
      >;
      if (links.some((link) => link.reference_id === body.reference_id)) {
        json(res, 400, failure('BAD_REQUEST_ERROR', 'reference_id is already used'));
        return;
      }
      const n = links.length + 1;
      const link: FakeLink = {
        ...body,
        id: `plink_Fake${String(n).padStart(10, '0')}`,
        short_url: `https://rzp.io/rzp/fake${n}`,
        status: 'created',
      };
      links.push(link);
      json(res, 200, {
        ...link,
        accept_partial: false,
        amount_paid: 0,
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    links,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Razorpay's webhook signature: HMAC-SHA256 of the body with the webhook secret, in hex. */
export const signWebhook = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/**
 * A `payment_link.paid` event for a link, as Razorpay sends it (the parts Vedann reads and some
 * it does not); `paid` changes what was paid, for the wrong-amount cases.
 */
export function paidLinkEvent(
  link: FakeLink,
  paid: { amount?: number; currency?: string; rrn?: string | null; paymentId?: string } = {},
): string {
  const amount = paid.amount ?? link.amount;
  const currency = paid.currency ?? link.currency;
  const paymentId = paid.paymentId ?? `pay_${link.id.slice(6)}`;
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Fake0000000001',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: { ...link, amount_paid: amount, currency, status: 'paid' },
      },
      order: { entity: { id: 'order_Fake0000000001', amount, amount_paid: amount, currency } },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency,
          status: 'captured',
          method: paid.rrn === null ? 'card' : 'upi',
          acquirer_data:
            paid.rrn === null ? { auth_code: '123456' } : { rrn: paid.rrn ?? '612345678901' },
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}
