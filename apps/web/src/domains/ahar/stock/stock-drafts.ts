import { STOCK_MESSAGES, addQuantities, stockTotal, type StockItem } from '@vedann/contracts';

/**
 * The stock forms' drafts and their checks, apart from the screens: the showroom and warehouse
 * form, the reuse table's rows, and the edit form of a saved item (which starts from the item).
 */

/** A showroom or warehouse row as its inputs hold it (the add form and the edit form). */
export interface ListDraft {
  name: string;
  category: string;
  expireDate: string;
  manufacturing: string;
  price: string | number;
  quantity: string | number;
  unit: string | null;
  offer: string | number;
  pic: File | null;
  description: File | null;
}

export const EMPTY_LIST_DRAFT: ListDraft = {
  name: '',
  category: '',
  expireDate: '',
  manufacturing: '',
  price: '',
  quantity: '',
  unit: 'KG',
  offer: '',
  pic: null,
  description: null,
};

/** The spec's file rules, checked before sending (the server checks the bytes again). */
export function fileProblem(pic: File | null, description: File | null): string | null {
  if (pic && !pic.type.startsWith('image/')) return STOCK_MESSAGES.imageOnly;
  if (description && description.type !== 'application/pdf') return STOCK_MESSAGES.pdfOnly;
  return null;
}

/** Spec 04 section 5: name, category, quantity, price and unit, then the files' types. */
export function listDraftProblem(draft: ListDraft): string | null {
  const required = [draft.name, draft.category, draft.quantity, draft.price, draft.unit];
  const missing = required.some((v) => v === null || String(v).trim() === '');
  return missing ? STOCK_MESSAGES.listRequired : fileProblem(draft.pic, draft.description);
}

/** The multipart body of a showroom or warehouse row (POST and PUT). */
export function listDraftForm(draft: ListDraft): FormData {
  const form = new FormData();
  for (const key of [
    'name',
    'category',
    'expireDate',
    'manufacturing',
    'price',
    'quantity',
    'unit',
    'offer',
  ] as const)
    form.append(key, String(draft[key] ?? ''));
  if (draft.pic) form.append('pic', draft.pic);
  if (draft.description) form.append('description', draft.description);
  return form;
}

/** A reuse row as its inputs hold it (the table's new rows and the edit form). */
export interface ReuseDraft {
  key: number;
  name: string;
  pic: File | null;
  category: string;
  expireDate: string;
  price: string | number;
  manufacturing: string;
  quantityNumber: string | number;
  quantityKgL: string | number;
  unit: string | null;
  offer: string | number;
  description: File | null;
}

const decimal = (value: string | number, scale: number) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n.toFixed(scale) : null;
};

/** Price times (Number + Kg/L), to 2 decimals; null until both are numbers. */
export function rowTotal(
  row: Pick<ReuseDraft, 'price' | 'quantityNumber' | 'quantityKgL'>,
): string | null {
  const price = decimal(row.price, 2);
  const number = decimal(row.quantityNumber, 3);
  const kgl = decimal(row.quantityKgL, 3);
  if (price === null || number === null || kgl === null || String(row.price).trim() === '')
    return null;
  return stockTotal(price, addQuantities(number, kgl));
}

/** Spec 04 section 5: every row needs name, category, expireDate, price and quantities ≥ 0. */
export function rowMissing(row: ReuseDraft): boolean {
  return (
    row.name.trim() === '' ||
    row.category.trim() === '' ||
    row.expireDate === '' ||
    String(row.price).trim() === '' ||
    decimal(row.quantityNumber, 3) === null ||
    decimal(row.quantityKgL, 3) === null
  );
}

/** Appends a reuse row's fields and files to a multipart body, each under `name(key)`. */
export function appendReuseRow(
  form: FormData,
  row: ReuseDraft,
  name: (key: string) => string = (key) => key,
): void {
  for (const key of [
    'name',
    'category',
    'expireDate',
    'price',
    'manufacturing',
    'quantityNumber',
    'quantityKgL',
    'unit',
    'offer',
  ] as const) {
    const value = row[key];
    // No unit: the server keeps the row's own (PCS for pieces moved in).
    if (key === 'unit' && !value) continue;
    form.append(name(key), String(value ?? ''));
  }
  if (row.pic) form.append(name('pic'), row.pic);
  if (row.description) form.append(name('description'), row.description);
}

/** A saved showroom or warehouse item as the edit form's inputs hold it. */
export function toListDraft(item: StockItem): ListDraft {
  return {
    name: item.name,
    category: item.category,
    expireDate: item.expireDate ?? '',
    manufacturing: item.manufacturing ?? '',
    price: item.price,
    quantity: item.quantity,
    unit: item.unit,
    offer: item.offer,
    pic: null,
    description: null,
  };
}

/**
 * A saved reuse item as the edit form's inputs hold it. A row of pieces (PCS, moved in from a
 * list) has no Kg/L unit chosen; sent without one, it keeps PCS.
 */
export function toReuseDraft(item: StockItem): ReuseDraft {
  return {
    key: 0,
    name: item.name,
    pic: null,
    category: item.category,
    expireDate: item.expireDate ?? '',
    price: item.price,
    manufacturing: item.manufacturing ?? '',
    quantityNumber: item.quantityNumber ?? 0,
    quantityKgL: item.quantityKgL ?? 0,
    unit: item.unit === 'PCS' ? null : item.unit,
    offer: item.offer,
    description: null,
  };
}
