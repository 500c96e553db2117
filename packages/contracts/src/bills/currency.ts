import { z } from 'zod';
import { RATE_SCALE, toUnits } from '../common/money';

/** Spec 03 and 04 section 9: rates relative to USD; each business starts with this table. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';
export const BASE_CURRENCY: Currency = 'USD';

export const DEFAULT_RATES: Record<Currency, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  INR: '82',
  JPY: '150',
};

export type RateTable = Record<Currency, string>;

export const CURRENCY_MESSAGES = {
  currency: 'Choose a currency: USD, EUR, GBP, INR or JPY.',
  rate: (currency: string) =>
    `The rate of ${currency} must be a number above 0 with at most six decimals.`,
  baseRate: 'USD is the base currency: its rate stays 1.',
  ratesUpdated: 'Currency rates updated.',
  tooLarge: 'The amount is too large in that currency.',
} as const;

export const currencySchema = z.enum(CURRENCIES, { error: CURRENCY_MESSAGES.currency });

const RATE_PATTERN = /^\d{1,6}(\.\d{1,6})?$/;

/**
 * A rate: a number or decimal text above 0 with at most six decimals. Text that is not a
 * decimal, 1e308 (written "1e+308"), Infinity, 0 and negatives get the message; the check
 * aborts there, so no later check reads a rate that is not a decimal.
 */
function rateSchema(currency: Currency) {
  const message = CURRENCY_MESSAGES.rate(currency);
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((value) => RATE_PATTERN.test(value) && toUnits(value, RATE_SCALE) > 0n, {
      message,
      abort: true,
    });
}

/** The owner's edit of the rate table: any of the currencies; USD, the base, stays 1. */
export const rateTableInputSchema = z.object({
  rates: z
    .object({
      USD: rateSchema('USD')
        .refine(
          (value) =>
            RATE_PATTERN.test(value) && toUnits(value, RATE_SCALE) === 10n ** BigInt(RATE_SCALE),
          { message: CURRENCY_MESSAGES.baseRate },
        )
        .optional(),
      EUR: rateSchema('EUR').optional(),
      GBP: rateSchema('GBP').optional(),
      INR: rateSchema('INR').optional(),
      JPY: rateSchema('JPY').optional(),
    })
    .strict(),
});
export type RateTableInput = z.input<typeof rateTableInputSchema>;

export const rateTableAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  base: z.literal('USD'),
  rates: z.object({
    USD: z.number(),
    EUR: z.number(),
    GBP: z.number(),
    INR: z.number(),
    JPY: z.number(),
  }),
});
export type RateTableAnswer = z.infer<typeof rateTableAnswerSchema>;
