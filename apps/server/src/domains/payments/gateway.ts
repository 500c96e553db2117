import type { PaymentProviderName } from '@vedann/contracts';

/** What a pay link asks the gateway for (decision 0354). */
export interface PayLinkRequest {
  /** In paise, above zero. */
  amountPaise: number;
  currency: 'INR';
  /** The fee or invoice number the gateway keeps as the link's reference. */
  reference: string;
  description: string;
  customer: { name: string; email: string; phone: string };
  /** Where the member's browser returns after paying: their own page. */
  callbackUrl: string;
  /** Ours, sent back with every event of the link: the business and our link's id. */
  notes: LinkNotes;
}

/** What every link carries back to us, so the webhook finds the business it is for. */
export interface LinkNotes {
  org_id: string;
  link_id: string;
}

export interface CreatedPayLink {
  /** The gateway's id of the link. */
  id: string;
  /** The page the member pays on. */
  url: string;
}

/** A paid link, as the gateway's webhook tells it. */
export interface PaidEvent {
  /** The gateway's id of the link paid. */
  linkId: string;
  notes: Partial<LinkNotes>;
  /** What the link says was paid, and what the payment itself was, each in paise. */
  linkAmountPaidPaise: number;
  linkCurrency: string;
  paymentAmountPaise: number;
  paymentCurrency: string;
  /** The gateway's id of the payment. */
  paymentId: string;
  /** The UPI RRN of a payment made by UPI (the UTR its receipt prints), else ''. */
  rrn: string;
}

/** A webhook's body, read: its event's name, and the payment when it is a paid link. */
export interface WebhookEvent {
  event: string;
  paid: PaidEvent | null;
}

/**
 * A payment gateway a business takes fees through: it makes a pay link for an amount owed,
 * cancels one, proves its webhooks and says which link was paid. Razorpay is the one implemented
 * (`razorpay.provider.ts`); another gateway is another implementation of the same five parts.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  createPayLink(request: PayLinkRequest): Promise<CreatedPayLink>;
  /**
   * Closes a link no longer wanted (a newer one asks what the fee owes now), by the gateway's id,
   * so that the member cannot pay an amount the fee no longer owes.
   */
  cancelPayLink(linkId: string): Promise<void>;
  /** Whether `signature` proves the raw body was sent by the gateway. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The event of a verified body; null when the body is not an event at all. */
  readEvent(rawBody: Buffer): WebhookEvent | null;
}
