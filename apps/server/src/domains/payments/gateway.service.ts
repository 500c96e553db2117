import { and, eq, ne } from 'drizzle-orm';
import { ONLINE_MESSAGES, toPaise, type OnlinePayLink, type PaymentKind } from '@vedann/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isId, newId } from '../../db/ids';
import { HttpError, badRequest } from '../../http/errors';
import type { PaidEvent, PaymentProvider } from './gateway';
import { gatewayEvents, gatewayLinks } from './gateway.table';
import { owedNow, type Payable, type PaymentTarget } from './payments.service';
import { payments } from './payments.table';

type LinkRow = typeof gatewayLinks.$inferSelect;

const toLink = (row: LinkRow): OnlinePayLink => ({
  _id: row.id,
  url: row.url,
  amount: Number(row.amount).toFixed(2),
  currency: row.currency,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

/** A link's reference: the fee number, then `-2`, `-3`... (the gateway keeps each once). */
export const linkReference = (feeNumber: string, earlierLinks: number) =>
  earlierLinks === 0 ? feeNumber : `${feeNumber}-${earlierLinks + 1}`;

function openLinkOf(db: Db, orgId: string, kind: PaymentKind, at: PaymentTarget) {
  return db
    .select()
    .from(gatewayLinks)
    .where(
      and(
        eq(gatewayLinks.orgId, orgId),
        eq(gatewayLinks.kind, kind),
        eq(gatewayLinks.targetId, at.target),
        eq(gatewayLinks.period, at.period),
        eq(gatewayLinks.status, 'created'),
      ),
    )
    .limit(1);
}

/**
 * The gateway's pay link for what the fee owes now (decision 0354): the open link when it asks
 * the same amount, else a new one (the older one superseded, and cancelled at the gateway). The gateway is called outside any
 * transaction, so no fee row stays locked while it answers; two requests at once keep the first
 * link saved.
 */
export async function payLinkFor(
  db: Db,
  provider: PaymentProvider,
  payable: Payable,
  orgId: string,
  at: PaymentTarget,
  options: { userId: string; publicUrl: string; log: FastifyBaseLogger },
): Promise<OnlinePayLink> {
  const { kind } = payable;
  const { owed, open, earlier } = await db.transaction(async (tx) => {
    const owing = await owedNow(tx, payable, orgId, at);
    const [link] = await openLinkOf(tx, orgId, kind, at);
    const made = await tx
      .select({ id: gatewayLinks.id })
      .from(gatewayLinks)
      .where(
        and(
          eq(gatewayLinks.orgId, orgId),
          eq(gatewayLinks.kind, kind),
          eq(gatewayLinks.targetId, at.target),
          eq(gatewayLinks.period, at.period),
        ),
      );
    return { owed: owing, open: link, earlier: made.length };
  });
  if (open && toPaise(open.amount) === toPaise(owed.amount)) return toLink(open);

  const id = newId();
  const reference = linkReference(owed.reference, earlier);
  const payer = (await payable.payer(db, orgId, at)) ?? { name: '', email: '', phone: '' };
  let created;
  try {
    created = await provider.createPayLink({
      amountPaise: toPaise(owed.amount),
      currency: 'INR',
      reference,
      description: `Fee ${owed.reference}`,
      customer: payer,
      callbackUrl: `${options.publicUrl}${payable.memberPage}`,
      notes: { org_id: orgId, link_id: id },
    });
  } catch (error) {
    options.log.error({ err: error, provider: provider.name }, 'pay link not made');
    throw new HttpError(502, ONLINE_MESSAGES.gateway);
  }
  let saved: OnlinePayLink;
  try {
    saved = await db.transaction(async (tx) => {
      if (open) {
        await tx
          .update(gatewayLinks)
          .set({ status: 'superseded' })
          .where(and(eq(gatewayLinks.orgId, orgId), eq(gatewayLinks.id, open.id)));
      }
      const [row] = await tx
        .insert(gatewayLinks)
        .values({
          id,
          orgId,
          kind,
          targetId: at.target,
          period: at.period,
          amount: owed.amount,
          currency: 'INR',
          reference,
          provider: provider.name,
          providerLinkId: created.id,
          url: created.url,
          createdBy: options.userId,
        })
        .returning();
      if (!row) throw new Error('The pay link was not saved.');
      return toLink(row);
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'gateway_links_org_target_open_key')) throw error;
    // Another request saved its link first: both callers get that one, and ours is closed.
    const [winner] = await openLinkOf(db, orgId, kind, at);
    if (!winner) throw error;
    await cancelAtGateway(provider, created.id, options.log);
    return toLink(winner);
  }
  if (open) await cancelAtGateway(provider, open.providerLinkId, options.log);
  return saved;
}

/**
 * Closes a link at the gateway, after our record has stopped offering it. A failure is logged,
 * not the member's: the new link is theirs either way, and a payment that still reaches the old
 * one is settled by what the fee owes, at most what was paid (the webhook below).
 */
async function cancelAtGateway(provider: PaymentProvider, linkId: string, log: FastifyBaseLogger) {
  try {
    await provider.cancelPayLink(linkId);
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, 'superseded pay link not cancelled');
  }
}

/** What the webhook did with an event. */
export type WebhookOutcome = 'paid' | 'replay' | 'unknown' | 'already';

/**
 * A verified `payment_link.paid` event (decision 0354). In one transaction: the event id is kept
 * (a replay finds it and changes nothing); a payment whose amount or currency is not the link's
 * is refused; the fee is settled through its `Payable` by what it still owes, at most what was
 * paid; the payment is recorded with the gateway's id and, paid by UPI, its RRN as the UTR; the
 * link is marked paid. A link we did not make is `unknown`.
 */
export function settlePaidLink(
  db: Db,
  payables: ReadonlyMap<PaymentKind, Payable>,
  provider: PaymentProvider,
  paid: PaidEvent,
  event: { id: string; name: string },
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const orgId = paid.notes.org_id ?? '';
  if (!isId(orgId)) return Promise.resolve('unknown');
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(gatewayLinks)
      .where(
        and(
          eq(gatewayLinks.orgId, orgId),
          eq(gatewayLinks.provider, provider.name),
          eq(gatewayLinks.providerLinkId, paid.linkId),
        ),
      )
      .for('update');
    const payable = link && payables.get(link.kind);
    if (!link || !payable) return 'unknown';
    const [kept] = await tx
      .insert(gatewayEvents)
      .values({
        orgId,
        provider: provider.name,
        eventId: event.id,
        event: event.name,
        linkId: link.id,
      })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (!kept) return 'replay';
    const linkPaise = toPaise(link.amount);
    if (
      paid.linkAmountPaidPaise !== linkPaise ||
      paid.paymentAmountPaise !== linkPaise ||
      paid.linkCurrency !== link.currency ||
      paid.paymentCurrency !== link.currency
    ) {
      log.warn(
        {
          link: link.id,
          expected: { paise: linkPaise, currency: link.currency },
          got: {
            linkPaise: paid.linkAmountPaidPaise,
            linkCurrency: paid.linkCurrency,
            paymentPaise: paid.paymentAmountPaise,
            paymentCurrency: paid.paymentCurrency,
          },
        },
        'online payment refused: not the link amount',
      );
      // Thrown, so the event id kept above goes with the rest of the transaction.
      throw badRequest(ONLINE_MESSAGES.mismatch);
    }
    if (link.status === 'paid') return 'already';

    const at = { target: link.targetId, period: link.period };
    const owed = await payable.owed(tx, orgId, at);
    const owedPaise = owed ? Math.max(0, toPaise(owed.amount)) : 0;
    const settlePaise = Math.min(owedPaise, linkPaise);
    const receiptId =
      settlePaise > 0 ? await payable.settle(tx, orgId, at, (settlePaise / 100).toFixed(2)) : null;
    if (settlePaise < linkPaise) {
      log.warn(
        { link: link.id, paidPaise: linkPaise, owedPaise },
        'online payment above what the fee owed: the desk refunds the rest',
      );
    }
    const [usedUtr] = paid.rrn
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.orgId, orgId),
              eq(payments.utr, paid.rrn),
              ne(payments.status, 'rejected'),
            ),
          )
          .limit(1)
      : [];
    const now = new Date();
    await tx.insert(payments).values({
      orgId,
      kind: link.kind,
      targetId: link.targetId,
      period: link.period,
      amount: link.amount,
      // A UTR the member also reported for this payment stays with their report.
      utr: usedUtr ? '' : paid.rrn,
      status: 'confirmed',
      reference: link.reference,
      source: provider.name,
      gatewayPaymentId: paid.paymentId,
      decidedAt: now,
      receiptId,
    });
    await tx
      .update(gatewayLinks)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(gatewayLinks.orgId, orgId), eq(gatewayLinks.id, link.id)));
    return 'paid';
  });
}

/** The receipt a gateway's payment issued, and its kind, read after the webhook's transaction. */
export async function receiptOfGatewayPayment(db: Db, paid: PaidEvent) {
  const orgId = paid.notes.org_id ?? '';
  if (!isId(orgId)) return null;
  const [row] = await db
    .select({ orgId: payments.orgId, kind: payments.kind, receiptId: payments.receiptId })
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.gatewayPaymentId, paid.paymentId)))
    .limit(1);
  return row ?? null;
}
