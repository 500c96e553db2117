import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';

/** The library profile's Contact section, valid, in Pune; `overrides` change single fields. */
export const contactSection = (overrides: Record<string, unknown> = {}) => ({
  section: 'contact',
  mobile: '9876543210',
  email: 'desk@library.example',
  address: '12 FC Road, Shivajinagar',
  pincode: '411004',
  zone: 'Deccan',
  ...overrides,
});

/** A "Monthly" plan at `fee`, which makes a library with a profile show in the search. */
export async function addMonthlyPlan(
  t: TestApp,
  who: { token: string; orgId: string },
  fee: number,
): Promise<void> {
  const plan = await t.request('POST', '/api/v1/plans', {
    ...who,
    body: {
      name: 'Monthly',
      fee,
      free: false,
      affordable: true,
      standard: false,
      premium: false,
      details: ['Seat'],
    },
  });
  expect(plan.statusCode, plan.body).toBe(201);
}
