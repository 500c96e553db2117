import { z } from 'zod';
import { idSchema } from '../common/api';
import { endpoint, type OrgKindAccess, type OrgKindsAccess } from '../common/endpoint';
import { onlinePayLinkAnswer, onlineStatusSchema, webhookAnswer } from './online';
import { upiSettingsInputSchema, upiSettingsSchema } from './upi';
import {
  paymentDecisionSchema,
  paymentSchema,
  paymentTargetSchema,
  utrPaymentInputSchema,
  type PaymentKind,
} from './utr';

/**
 * Any member of a business of any kind reads its UPI details: they are printed on every pay link
 * the business sends, and the staff who bill will build those links. Only the owner or an admin
 * changes them, since they decide where members' money goes (docs/areas/payments.md).
 */
const UPI_READ: OrgKindsAccess = {
  orgs: { library: null, gym: null, ahar: null, company: null, barber: null },
};

/** A business that never saved its UPI details reads `upi: null`. */
const upiAnswer = z.object({ success: z.literal(true), upi: upiSettingsSchema.nullable() });

/** The desk that marks a kind of fee paid: the permission its fee screen asks. */
export const PAYMENT_DESK_ACCESS: Record<PaymentKind, OrgKindAccess> = {
  'gym-fee': { org: 'gym', permission: 'invoice' },
  'library-fee': { org: 'library', permission: 'fees' },
  'seat-hold': { org: 'library', permission: 'seats' },
  'tiffin-bill': { org: 'ahar', permission: 'billing' },
};

const paymentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSchema,
});

/**
 * The UTR calls of one kind of fee (decision 0343): the desk marks a fee paid with a UTR, the
 * member reports the UTR of their own fee (the business is the fee's), and the desk confirms or
 * rejects a reported one. With a gateway switched on (decision 0354), the member asks for a pay
 * link for their own fee, and the desk makes the same link to send them.
 */
function utrPaymentsApi(kind: PaymentKind) {
  const desk = PAYMENT_DESK_ACCESS[kind];
  return {
    record: endpoint({
      method: 'POST',
      path: `/payments/${kind}`,
      access: desk,
      body: utrPaymentInputSchema,
      answer: paymentAnswer,
      status: 201,
    }),
    report: endpoint({
      method: 'POST',
      path: `/payments/${kind}/report`,
      access: 'user',
      body: utrPaymentInputSchema,
      answer: paymentAnswer,
      status: 201,
    }),
    decide: endpoint({
      method: 'POST',
      path: `/payments/${kind}/:id/decision`,
      access: desk,
      params: z.object({ id: idSchema }),
      body: paymentDecisionSchema,
      answer: paymentAnswer,
    }),
    payOnline: endpoint({
      method: 'POST',
      path: `/payments/${kind}/pay-online`,
      access: 'user',
      body: paymentTargetSchema,
      answer: onlinePayLinkAnswer,
    }),
    deskPayLink: endpoint({
      method: 'POST',
      path: `/payments/${kind}/pay-link`,
      access: desk,
      body: paymentTargetSchema,
      answer: onlinePayLinkAnswer,
    }),
  };
}
export type UtrPaymentsApi = ReturnType<typeof utrPaymentsApi>;

/** The current business's UPI details and the UTR payments of its fees (issue 32, item 1). */
export const paymentsApi = {
  upi: endpoint({
    method: 'GET',
    path: '/payments/upi',
    access: UPI_READ,
    answer: upiAnswer,
  }),
  saveUpi: endpoint({
    method: 'PUT',
    path: '/payments/upi',
    access: 'org-admin',
    body: upiSettingsInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      upi: upiSettingsSchema,
    }),
  }),
  /** Whether a payment gateway is switched on, for every signed-in screen that offers it. */
  online: endpoint({
    method: 'GET',
    path: '/payments/online',
    access: 'user',
    answer: onlineStatusSchema,
  }),
  /**
   * Razorpay's webhook: no session; the body is proved by its `X-Razorpay-Signature` and read
   * once per `X-Razorpay-Event-Id`.
   */
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/payments/razorpay/webhook',
    access: 'public',
    description:
      "Razorpay's webhook (event payment_link.paid). The JSON body is signed: X-Razorpay-Signature is the HMAC-SHA256 (hex) of the raw body with the webhook secret; X-Razorpay-Event-Id makes it idempotent.",
    answer: webhookAnswer,
  }),
  gymFees: utrPaymentsApi('gym-fee'),
  libraryFees: utrPaymentsApi('library-fee'),
  seatHolds: utrPaymentsApi('seat-hold'),
  tiffinBills: utrPaymentsApi('tiffin-bill'),
};
