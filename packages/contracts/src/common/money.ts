/**
 * Money travels as decimal text (or a JSON number) with at most two decimals, and is computed
 * here in whole paise as bigint, never in floats, so the web and the server get the same figure.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The largest amount a `numeric(12,2)` column holds. */
export const MONEY_LIMIT = '9999999999.99';

/** A decimal as an integer of `10^scale` units: toUnits('12.3', 2) is 1230n. Extra digits are cut. */
export function toUnits(value: string | number, scale: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return sign === '-' ? -units : units;
}

/** An integer of `10^scale` units as decimal text with exactly `scale` decimals. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Divides, rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** Rates carry up to six decimals. */
export const RATE_SCALE = 6;

/**
 * `amount` expressed at `fromRate` units per base unit, converted to a currency of `toRate`
 * units per base unit, to two decimals (half away from zero).
 */
export function convertMoney(
  amount: string | number,
  fromRate: string | number,
  toRate: string | number,
): string {
  const paise = toUnits(amount, 2);
  const from = toUnits(fromRate, RATE_SCALE);
  const to = toUnits(toRate, RATE_SCALE);
  if (from <= 0n) throw new Error('a rate must be above 0');
  return fromUnits(divideRounded(paise * to, from), 2);
}

/** `quantity` times `price`, to two decimals. */
export function multiplyMoney(price: string | number, quantity: number): string {
  return fromUnits(toUnits(price, 2) * BigInt(quantity), 2);
}

/** The sum of amounts, to two decimals. */
export function sumMoney(amounts: readonly (string | number)[]): string {
  return fromUnits(
    amounts.reduce<bigint>((total, amount) => total + toUnits(amount, 2), 0n),
    2,
  );
}

/** Whether an amount fits a `numeric(12,2)` column. */
export function fitsMoneyColumn(amount: string): boolean {
  const paise = toUnits(amount, 2);
  const limit = toUnits(MONEY_LIMIT, 2);
  return paise <= limit && paise >= -limit;
}
