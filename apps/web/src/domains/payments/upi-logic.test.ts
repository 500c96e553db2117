import { describe, expect, it } from 'vitest';
import { examplePayUri } from './upi-logic';

describe('the example pay link', () => {
  it('is built from the details as the server keeps them, for one rupee', () => {
    expect(examplePayUri({ upiId: ' Shree@OkSBI ', payeeName: 'Shree Gym ' }, 'Test payment')).toBe(
      'upi://pay?pa=shree%40oksbi&pn=Shree%20Gym&am=1.00&cu=INR&tn=Test%20payment&tr=VEDANN-TEST',
    );
  });
  it('waits for a valid ID and a payee name', () => {
    expect(examplePayUri({ upiId: 'shree', payeeName: 'Shree Gym' }, 'x')).toBeNull();
    expect(examplePayUri({ upiId: 'shree@oksbi', payeeName: ' ' }, 'x')).toBeNull();
  });
});
