import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider took. */
export interface ProviderCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for WhatsApp's Cloud API and MSG91's flow API (decision 0359): it records
 * every request and answers as each documents a message taken (`messages[0].id`; MSG91's
 * `{ type: 'success', message: <request id> }`), or, while `failing`, with an error.
 */
export async function startFakeMessaging() {
  const calls: ProviderCall[] = [];
  const state = { failing: false };
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      calls.push({ path: req.url ?? '', headers: req.headers, body });
      counter += 1;
      const msg91 = (req.url ?? '').startsWith('/api/v5/flow');
      res.setHeader('content-type', 'application/json');
      if (state.failing) {
        res.statusCode = msg91 ? 401 : 400;
        res.end(
          JSON.stringify(
            msg91
              ? { type: 'error', message: 'Authentication failure' }
              : { error: { message: '(#132001) Template name does not exist', code: 132001 } },
          ),
        );
        return;
      }
      res.end(
        JSON.stringify(
          msg91
            ? { type: 'success', message: `3566${counter}` }
            : {
                messaging_product: 'whatsapp',
                contacts: [{ input: body.to, wa_id: body.to }],
                messages: [{ id: `wamid.FAKE${counter}` }],
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The environment that points both providers at the fake (`startFakeMessaging().url`), with
 * MSG91's flow ids for the templates a test sends by SMS (`MSG91_TEMPLATES`).
 */
export const fakeMessagingEnv = (url: string, msg91Templates: string) => ({
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1098765',
  WHATSAPP_API_URL: `${url}/v21.0`,
  MSG91_AUTH_KEY: 'msg91-key',
  MSG91_TEMPLATES: msg91Templates,
  MSG91_API_URL: url,
});

/** The app secret and verify token the fake's delivery reports are signed and checked with. */
export const FAKE_WHATSAPP_APP_SECRET = 'fake-whatsapp-app-secret';
export const FAKE_WHATSAPP_VERIFY_TOKEN = 'fake-verify-token';

/** `X-Hub-Signature-256` as Meta documents it: `sha256=` and the HMAC-SHA256 (hex) of the body. */
export const signWhatsAppReport = (body: string, appSecret = FAKE_WHATSAPP_APP_SECRET) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/**
 * A delivery report as WhatsApp's Cloud API posts it to the webhook (field `messages`,
 * `value.statuses`), for messages the fake took: each `[wamid, status]`.
 */
export function whatsAppStatusReport(statuses: readonly (readonly [string, string])[]): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '1098765' },
              statuses: statuses.map(([id, status]) => ({
                id,
                status,
                timestamp,
                recipient_id: '919811122233',
                ...(status === 'failed'
                  ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
                  : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}
