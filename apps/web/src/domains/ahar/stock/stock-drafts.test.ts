import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, type StockItem } from '@vedann/contracts';
import { itemLines } from './categories-api';
import {
  appendReuseRow,
  listDraftForm,
  listDraftProblem,
  rowMissing,
  rowTotal,
  toListDraft,
  toReuseDraft,
} from './stock-drafts';

const saved: StockItem = {
  _id: 'a'.repeat(24),
  location: 'warehouse',
  name: 'Paneer',
  category: 'Dairy',
  expireDate: '2026-12-01',
  manufacturing: null,
  price: 380,
  quantity: 4,
  unit: 'KG',
  quantityNumber: null,
  quantityKgL: null,
  offer: 0,
  total: '1520.00',
  pic: '/api/v1/files/x',
  picName: 'paneer.png',
  description: null,
  descriptionName: '',
  lineageId: 'a'.repeat(24),
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('editing a saved stock item', () => {
  it('starts the list form from the item, with no file chosen, and sends its fields', () => {
    const draft = toListDraft(saved);
    expect(draft).toMatchObject({ name: 'Paneer', price: 380, quantity: 4, unit: 'KG' });
    expect(draft.pic).toBeNull();
    expect(listDraftProblem(draft)).toBeNull();
    const form = listDraftForm({ ...draft, quantity: 3 });
    expect(form.get('quantity')).toBe('3');
    expect(form.get('expireDate')).toBe('2026-12-01');
    expect(form.get('manufacturing')).toBe('');
    // No file chosen: the saved one stays.
    expect(form.has('pic')).toBe(false);
  });

  it('checks an edit with the rules of adding', () => {
    const draft = toListDraft(saved);
    expect(listDraftProblem({ ...draft, quantity: '' })).toBe(STOCK_MESSAGES.listRequired);
    const text = new File(['x'], 'x.txt', { type: 'text/plain' });
    expect(listDraftProblem({ ...draft, pic: text })).toBe(STOCK_MESSAGES.imageOnly);
    expect(listDraftProblem({ ...draft, description: text })).toBe(STOCK_MESSAGES.pdfOnly);
  });

  it('starts a reuse row from its split; a row of pieces sends no Kg/L unit', () => {
    const pieces = toReuseDraft({
      ...saved,
      location: 'reuse',
      unit: 'PCS',
      quantityNumber: 12,
      quantityKgL: 0,
    });
    expect(pieces).toMatchObject({ quantityNumber: 12, quantityKgL: 0, unit: null });
    expect(rowMissing(pieces)).toBe(false);
    expect(rowTotal(pieces)).toBe('4560.00');
    const form = new FormData();
    appendReuseRow(form, pieces);
    expect(form.has('unit')).toBe(false);
    expect(form.get('quantityNumber')).toBe('12');

    const litres = toReuseDraft({ ...saved, location: 'reuse', unit: 'L', quantityKgL: 2.5 });
    const named = new FormData();
    appendReuseRow(named, litres, (key) => `inventory[0][${key}]`);
    expect(named.get('inventory[0][unit]')).toBe('L');
    expect(rowMissing({ ...litres, expireDate: '' })).toBe(true);
  });
});

describe('the own categories', () => {
  it('reads items one a line, trimmed, without blank lines', () => {
    expect(itemLines(' Mini Tiffin \n\n Paneer Tiffin\n  ')).toEqual([
      'Mini Tiffin',
      'Paneer Tiffin',
    ]);
  });
});
