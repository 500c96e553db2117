/**
 * Indian money on receipts and invoices: amounts are whole paise (integers), never floats, and
 * are shown with Indian digit grouping (₹1,00,000.00) and read out in the Indian system
 * (lakh, crore) as a cheque or receipt does.
 */

const RUPEE_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Paise from rupees written as a numeric column gives them ('1499.5', '1499.50', '12') or as a
 * number with at most two decimals. Text is read digit by digit, so no float rounding is involved.
 */
export function toPaise(rupees: string | number): number {
  const text = typeof rupees === 'number' ? rupees.toFixed(2) : rupees.trim();
  const match = RUPEE_TEXT.exec(text);
  if (!match) throw new Error(`Not an amount of rupees: ${String(rupees)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) throw new Error('Amount too large.');
  return minus && paise !== 0 ? -paise : paise;
}

/** Rupees as text with two decimals, for a numeric column: 12345 paise -> '123.45'. */
export function paiseToRupeeText(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new Error(`Paise must be a whole number: ${paise}`);
}

/** Indian grouping of whole rupees: the last three digits, then pairs (12,34,567). */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** ₹ with Indian grouping and two decimals: 10000000 paise -> '₹1,00,000.00'. */
export function formatInr(paise: number): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const text = `₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${text}` : text;
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

/** 1 to 999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words in the Indian system: 12,34,56,789 is 'Twelve Crore Thirty Four Lakh
 * Fifty Six Thousand Seven Hundred Eighty Nine'. Crores above 99 are read as a number of crores
 * ('One Hundred Crore').
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * The amount as a receipt writes it: 12000050 paise is 'Rupees One Lakh Twenty Thousand and
 * Fifty Paise Only'; whole rupees end 'Only' without paise; less than a rupee is 'Fifty Paise
 * Only'; nothing is 'Rupees Zero Only'. A negative amount (a refund) starts with 'Minus'.
 */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const fraction = abs % 100;
  let words: string;
  if (rupees === 0 && fraction > 0) words = `${belowHundred(fraction)} Paise Only`;
  else if (fraction === 0) words = `Rupees ${numberInWords(rupees)} Only`;
  else words = `Rupees ${numberInWords(rupees)} and ${belowHundred(fraction)} Paise Only`;
  return paise < 0 ? `Minus ${words}` : words;
}
