import { MESSAGE_MESSAGES, messagesApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { WhatsAppWebhookConfig } from '../../config';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { headerOf, registerSignedWebhook } from '../../http/signed-webhook';
import { isWhatsAppSignature, isWhatsAppVerifyToken, readStatusReports } from '../messages';
import { applyStatusReports } from './delivery-reports';

const tags = ['messages'];

function webhookOrOff(config: WhatsAppWebhookConfig | undefined): WhatsAppWebhookConfig {
  if (!config) throw notFound(MESSAGE_MESSAGES.webhookOff);
  return config;
}

/**
 * WhatsApp's delivery-report webhook (decision 0359), off (404) unless configured. Meta's GET
 * proves the address with the verify token; each POST is proved by its signature over the raw
 * bytes (`registerSignedWebhook`, as Razorpay's webhook is), both compared in constant time.
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
        !isWhatsAppVerifyToken(query['hub.verify_token'], webhook.verifyToken) ||
        !challenge
      ) {
        throw forbidden(MESSAGE_MESSAGES.webhookToken);
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });

  registerSignedWebhook(app, messagesApi.whatsAppWebhook, tags, async (raw, request) => {
    const webhook = webhookOrOff(config.whatsappWebhook);
    const signature = headerOf(request, 'x-hub-signature-256');
    if (!isWhatsAppSignature(raw, signature, webhook.appSecret)) {
      request.log.warn('whatsapp webhook refused: bad or missing signature');
      throw unauthorized(MESSAGE_MESSAGES.webhookSignature);
    }
    const reports = readStatusReports(raw);
    if (!reports) throw badRequest(MESSAGE_MESSAGES.webhookBody);
    const updated = await applyStatusReports(db, reports);
    request.log.info({ reports: reports.length, updated }, 'whatsapp delivery reports');
    return { success: true as const, message: MESSAGE_MESSAGES.webhookTaken, updated };
  });
}
