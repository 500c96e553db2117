import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';

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
