import type { FeePayState } from '@vedann/contracts';

/** Whether the fee still owes something a gateway's link can ask for. */
export const owesOnline = (pay: FeePayState, online: boolean) =>
  online && Number(pay.owed) > 0 && pay.payment?.status !== 'reported';

/**
 * Whether a fee has something for its member to do or see on their page: a UPI link, a report
 * waiting for the desk, or (with a gateway on) an amount to pay online.
 */
export const hasPayAction = (pay: FeePayState, online: boolean) =>
  pay.payLink !== null || pay.payment?.status === 'reported' || owesOnline(pay, online);
