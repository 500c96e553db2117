/**
 * GST on an invoice (DESIGN.md section 12): inside the business's own state the tax is split
 * into CGST and SGST (9% + 9% at the usual 18%), across states it is IGST (18%). Amounts are
 * whole paise.
 */

/** 15 characters: state code (2 digits), PAN (AAAAA9999A), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The usual GST rate, in basis points (18%). */
export const GST_STANDARD_RATE_BP = 1800;

/** The two-digit state code a GSTIN starts with ('27' for Maharashtra). */
export function gstinStateCode(gstin: string): string {
  const value = gstin.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(value)) throw new Error(`Not a GSTIN: ${gstin}`);
  return value.slice(0, 2);
}

/** A state code given as such ('7' or '07') or as the customer's GSTIN. */
function stateCodeOf(state: string): string {
  const value = state.trim().toUpperCase();
  if (/^\d{1,2}$/.test(value)) return value.padStart(2, '0');
  return gstinStateCode(value);
}

export interface GstSplit {
  /** 'intra': CGST + SGST, inside the business's state; 'inter': IGST, across states. */
  kind: 'intra' | 'inter';
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst */
  tax: number;
  /** taxable + tax */
  total: number;
  /** The rates applied, in basis points (900 is 9%). */
  rates: { cgst: number; sgst: number; igst: number };
}

/** A share of paise at a rate in basis points, rounded half up to the paisa. */
function share(paise: number, basisPoints: number): number {
  const sign = paise < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(paise) * basisPoints + 5000) / 10_000);
}

/**
 * Splits the tax on `taxable` paise. The business's GSTIN names its state; the customer's state
 * is a state code or the customer's GSTIN. Same state: CGST and SGST at half the rate each;
 * otherwise IGST at the full rate. Each tax is rounded to the paisa on its own.
 */
export function gstSplit(input: {
  taxable: number;
  businessGstin: string;
  customerState: string;
  rateBp?: number;
}): GstSplit {
  const { taxable, rateBp = GST_STANDARD_RATE_BP } = input;
  if (!Number.isSafeInteger(taxable)) throw new Error('Taxable paise must be a whole number.');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp % 2 !== 0) {
    throw new Error('The GST rate must be a whole, even number of basis points.');
  }
  const intra = gstinStateCode(input.businessGstin) === stateCodeOf(input.customerState);
  const half = rateBp / 2;
  const cgst = intra ? share(taxable, half) : 0;
  const sgst = intra ? share(taxable, half) : 0;
  const igst = intra ? 0 : share(taxable, rateBp);
  const tax = cgst + sgst + igst;
  return {
    kind: intra ? 'intra' : 'inter',
    taxable,
    cgst,
    sgst,
    igst,
    tax,
    total: taxable + tax,
    rates: intra ? { cgst: half, sgst: half, igst: 0 } : { cgst: 0, sgst: 0, igst: rateBp },
  };
}
