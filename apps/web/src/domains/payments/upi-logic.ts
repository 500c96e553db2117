import { upiPayUri, upiSettingsInputSchema } from '@vedann/contracts';

/** What the example link asks for: one rupee, enough to see the payee in a UPI app. */
export const EXAMPLE_AMOUNT = 1;
/** The example's reference, which no invoice or fee number takes. */
export const EXAMPLE_REFERENCE = 'VEDANN-TEST';

/** The pay link the details as typed would make for ₹1.00, or null while they are not valid. */
export function examplePayUri(
  details: { upiId: string; payeeName: string },
  note: string,
): string | null {
  const parsed = upiSettingsInputSchema.safeParse(details);
  if (!parsed.success) return null;
  return upiPayUri({
    ...parsed.data,
    amount: EXAMPLE_AMOUNT,
    note,
    reference: EXAMPLE_REFERENCE,
  });
}
