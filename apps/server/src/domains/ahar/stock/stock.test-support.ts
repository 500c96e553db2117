import { expect } from 'vitest';
import { addDays, todayInIndia, type StockItem } from '@vedann/contracts';
import { multipartBody, pdfBytes, pngBytes, type FilePart } from '../../../test/files';
import type { TestApp, TestUser } from '../../../test/harness';

/** The app, its owner and the ahar business a stock test file works in. */
export interface StockDesk {
  t: TestApp;
  owner: TestUser;
  ahar: string;
}

const PDF = pdfBytes();
export const today = todayInIndia();

export const pic = (field = 'pic'): FilePart => ({
  field,
  name: 'laddoo.png',
  type: 'image/png',
  data: pngBytes(),
});
export const pdf = (field = 'description'): FilePart => ({
  field,
  name: 'label.pdf',
  type: 'application/pdf',
  data: PDF,
});

export const WAREHOUSE = {
  name: 'Basmati Rice',
  category: 'Grains and Pulses',
  price: 95.5,
  quantity: '10',
  unit: 'KG',
  expireDate: addDays(today, 30),
};

/**
 * The owner's requests to the ahar of `desk()`, read when a request is sent: the API test files
 * share their modules (no isolation), so the desk stays with the file that opened it.
 */
export function stockRequests(desk: () => StockDesk) {
  const as = () => ({ token: desk().owner.token, orgId: desk().ahar });

  function sendForm(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
  ) {
    const { body, contentType } = multipartBody(fields, files);
    return desk().t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${desk().owner.token}`,
        'x-org-id': desk().ahar,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload: body,
    });
  }

  async function addItem(path: string, body: Record<string, unknown>): Promise<StockItem> {
    const res = await desk().t.request('POST', path, { ...as(), body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ item: StockItem }>().item;
  }

  return { as, sendForm, addItem };
}
