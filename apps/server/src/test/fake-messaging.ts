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
