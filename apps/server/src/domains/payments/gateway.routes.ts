import { ONLINE_MESSAGES, UTR_MESSAGES, paymentsApi, type PaymentKind } from '@vedann/contracts';
import type { App, AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, notFound } from '../../http/errors';
import { headerOf, registerSignedWebhook } from '../../http/signed-webhook';
import type { PaymentProvider } from './gateway';
import {
  payLinkFor,
  receiptOfGatewayPayment,
  settlePaidLink,
  type WebhookOutcome,
} from './gateway.service';
import { sendReceiptLater } from './receipts';
import { createRazorpayProvider } from './razorpay.provider';
import type { Payable } from './payments.service';

const tags = ['payments'];

/** Each app's gateway (null: off) and the kinds of fee its areas mounted. */
interface Online {
  provider: PaymentProvider | null;
  payables: Map<PaymentKind, Payable>;
}
const onlineByApp = new WeakMap<App, Online>();

/** The app's gateway, made once from its configuration, and its payables. */
function onlineOf({ app, config }: Pick<AppContext, 'app' | 'config'>): Online {
  let online = onlineByApp.get(app);
  if (!online) {
    online = {
      provider: config.razorpay ? createRazorpayProvider(config.razorpay) : null,
      payables: new Map(),
    };
    onlineByApp.set(app, online);
  }
  return online;
}

function providerOrOff(online: Online): PaymentProvider {
  if (!online.provider) throw notFound(ONLINE_MESSAGES.off);
  return online.provider;
}

/**
 * A kind of fee's pay-link routes (decision 0354), mounted with its UTR routes: the member asks
 * for a link for their own fee (another's answers 404 as a missing one), the desk makes the same
 * link to send. Both answer 404 "not switched on" while no gateway is configured.
 */
export function registerPayLinkRoutes(ctx: AppContext, payable: Payable): void {
  const { app, db, config } = ctx;
  const online = onlineOf(ctx);
  online.payables.set(payable.kind, payable);
  const linkAnswer = (link: Awaited<ReturnType<typeof payLinkFor>>) => ({
    success: true as const,
    message: ONLINE_MESSAGES.linkReady,
    link,
  });

  app.route({
    ...routeOf(payable.api.payOnline, tags),
    handler: async (request) => {
      const provider = providerOrOff(online);
      const user = currentUser(request);
      const at = { target: request.body.target, period: request.body.period };
      // Found as the UTR report finds it: the fee must be the account's own.
      const orgId = await payable.ownerOrg(db, user.vedanId, at);
      if (!orgId) throw notFound(UTR_MESSAGES.feeNotFound);
      const link = await payLinkFor(db, provider, payable, orgId, at, {
        userId: user.id,
        publicUrl: config.publicUrl,
        log: request.log,
      });
      return linkAnswer(link);
    },
  });

  app.route({
    ...routeOf(payable.api.deskPayLink, tags),
    handler: async (request) => {
      const provider = providerOrOff(online);
      const at = { target: request.body.target, period: request.body.period };
      const link = await payLinkFor(db, provider, payable, currentOrg(request).id, at, {
        userId: currentUser(request).id,
        publicUrl: config.publicUrl,
        log: request.log,
      });
      return linkAnswer(link);
    },
  });
}

const OUTCOME_MESSAGES: Record<WebhookOutcome, string> = {
  paid: ONLINE_MESSAGES.paid,
  already: ONLINE_MESSAGES.received,
  replay: ONLINE_MESSAGES.replay,
  unknown: ONLINE_MESSAGES.ignored,
};

/**
 * Whether online payment is on, and Razorpay's webhook, proved by its signature over the raw
 * bytes (`registerSignedWebhook`).
 */
export function registerOnlineRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const online = onlineOf(ctx);

  app.route({
    ...routeOf(paymentsApi.online, tags),
    handler: () => ({
      success: true as const,
      online: online.provider !== null,
      provider: online.provider?.name ?? null,
    }),
  });

  registerSignedWebhook(app, paymentsApi.razorpayWebhook, tags, async (raw, request) => {
    const provider = providerOrOff(online);
    const signature = headerOf(request, 'x-razorpay-signature');
    if (!provider.verifyWebhook(raw, signature)) {
      request.log.warn('webhook refused: bad or missing signature');
      throw badRequest(ONLINE_MESSAGES.signature);
    }
    const eventId = headerOf(request, 'x-razorpay-event-id') ?? '';
    if (!/^[\w-]{1,64}$/.test(eventId)) throw badRequest(ONLINE_MESSAGES.eventId);
    const event = provider.readEvent(raw);
    if (!event) throw badRequest(ONLINE_MESSAGES.body);
    const outcome: WebhookOutcome = event.paid
      ? await settlePaidLink(
          db,
          online.payables,
          provider,
          event.paid,
          { id: eventId, name: event.event },
          request.log,
        )
      : 'unknown';
    request.log.info({ event: event.event, eventId, outcome }, 'webhook');
    if (outcome === 'paid' && event.paid) {
      const receipt = await receiptOfGatewayPayment(db, event.paid);
      const payable = receipt && online.payables.get(receipt.kind);
      if (receipt && payable) {
        sendReceiptLater(ctx, payable, receipt.orgId, receipt.receiptId, request.log);
      }
    }
    return { success: true as const, message: OUTCOME_MESSAGES[outcome] };
  });
}
