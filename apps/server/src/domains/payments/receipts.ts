import type { AppContext } from '../../app-context';
import { createMessageChannels } from '../messages';
import { sendMessageOnce } from '../reminders/reminders.service';
import type { Payable } from './payments.service';

/**
 * Sends the member the receipt a payment issued (decision 0359): "Receipt <number> for
 * ₹<amount>, <business>" on their channels (their own, else the business's), after the answer
 * and so after the payment's transaction, once per channel (the once-only record's period is the
 * receipt). Every way a receipt is issued calls it: the desk's payment, a confirmed UTR, a
 * gateway's webhook. A kind of fee without `receiptMessage`, or no receipt, sends nothing.
 */
export function sendReceiptLater(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'background'>,
  payable: Pick<Payable, 'receiptMessage'>,
  orgId: string,
  receiptId: string | null,
  log: { warn(obj: object, msg: string): void },
): void {
  const { receiptMessage } = payable;
  if (!receiptId || !receiptMessage) return;
  ctx.background(async () => {
    const receipt = await receiptMessage(ctx.db, orgId, receiptId);
    if (!receipt) return;
    await sendMessageOnce(
      { db: ctx.db, mailer: ctx.mailer, providers: createMessageChannels(ctx.config), log },
      { name: receipt.kind },
      receipt.message,
    );
  });
}
