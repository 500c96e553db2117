import { describe, expect, it } from 'vitest';
import type { FeePayState, Payment } from '@vedann/contracts';
import { hasPayAction, owesOnline } from './online-logic';

const payment = (status: Payment['status']): Payment => ({
  _id: 'p',
  kind: 'gym-fee',
  target: 't',
  period: '',
  amount: '100.00',
  utr: '412345678901',
  status,
  reference: 'GI-1',
  source: 'utr',
  gatewayPaymentId: '',
  createdAt: '2026-11-29T00:00:00.000Z',
  decidedAt: '',
});
const state = (owed: string, extra: Partial<FeePayState> = {}): FeePayState => ({
  owed,
  payLink: null,
  payment: null,
  ...extra,
});

describe('paying online', () => {
  it('is offered only with a gateway on and something owed, not while a report waits', () => {
    expect(owesOnline(state('10.00'), true)).toBe(true);
    expect(owesOnline(state('10.00'), false)).toBe(false);
    expect(owesOnline(state('0.00'), true)).toBe(false);
    expect(owesOnline(state('10.00', { payment: payment('reported') }), true)).toBe(false);
    expect(owesOnline(state('10.00', { payment: payment('rejected') }), true)).toBe(true);
  });

  it("puts a fee on the member's page when there is something to do", () => {
    expect(hasPayAction(state('10.00'), false)).toBe(false);
    expect(hasPayAction(state('10.00'), true)).toBe(true);
    expect(hasPayAction(state('0.00', { payment: payment('reported') }), false)).toBe(true);
    expect(hasPayAction(state('0.00', { payment: payment('confirmed') }), true)).toBe(false);
  });
});
