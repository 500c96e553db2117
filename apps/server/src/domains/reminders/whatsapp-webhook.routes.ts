import { MESSAGE_MESSAGES, messagesApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { WhatsAppWebhookConfig } from '../../config';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { isWhatsAppSignature, readStatusReports } from '../messages';
import { applyStatusReports } from './delivery-reports';

const tags = ['messages'];

/** A delivery report is a few kilobytes; anything near this is not Meta's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

function webhookOrOff(config: WhatsAppWebhookConfig | undefined): WhatsAppWebhookConfig {
  if (!config) throw notFound(MESSAGE_MESSAGES.webhookOff);
  return config;
}

/**
 * WhatsApp's delivery-report webhook (decision 0359), off (404) unless configured. Meta's GET
 * proves the address with the verify token; each POST is proved by its signature over the raw
 * bytes, so the POST lives in a scope whose JSON parser keeps them, as Razorpay's webhook does.
 * Mounted by the reminders area, which keeps the messages whose delivery it reports.
 */
export function registerWhatsAppWebhookRoutes({ app, db, config }: AppContext): void {
  app.route({
    ...routeOf(messagesApi.whatsAppWebhookVerify, tags),
    handler: async (request, reply) => {
      const webhook = webhookOrOff(config.whatsappWebhook);
      const query = request.query;
      const challenge = query['hub.challenge'];
      if (
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== webhook.verifyToken ||
        !challenge
      ) {
        throw forbidden(MESSAGE_MESSAGES.webhookToken);
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });

  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      ...routeOf(messagesApi.whatsAppWebhook, tags, { signedBody: true }),
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        const webhook = webhookOrOff(config.whatsappWebhook);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = headerOf(request.headers['x-hub-signature-256']);
        if (!isWhatsAppSignature(raw, signature, webhook.appSecret)) {
          request.log.warn('whatsapp webhook refused: bad or missing signature');
          throw unauthorized(MESSAGE_MESSAGES.webhookSignature);
        }
        const reports = readStatusReports(raw);
        if (!reports) throw badRequest(MESSAGE_MESSAGES.webhookBody);
        const updated = await applyStatusReports(db, reports);
        request.log.info({ reports: reports.length, updated }, 'whatsapp delivery reports');
        return { success: true as const, message: MESSAGE_MESSAGES.webhookTaken, updated };
      },
    });
  });
}
