import { multipartBody } from '../../test/files';
import type { TestApp } from '../../test/harness';

export type MultipartFile = { field: string; name: string; type: string; data: Buffer };

/** A PDF as far as its content is checked. */
export const pdf = () => Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n');

/** A multipart request from `as`. */
export function sendMultipart(
  t: TestApp,
  method: string,
  url: string,
  fields: Record<string, string>,
  file: MultipartFile | undefined,
  as: { token?: string; orgId?: string },
) {
  const { body, contentType } = multipartBody(fields, file);
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
      ...(as.orgId ? { 'x-org-id': as.orgId } : {}),
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: body,
  });
}

/** Submit Profile's fields, valid; `change` replaces single fields. */
export const profileFields = (change: Record<string, string> = {}) => ({
  name: 'Sutra Analytics Pvt Ltd',
  industry: 'Backend Developer',
  location: 'Pune',
  description: 'Data products for small businesses.',
  website: 'https://sutra.example.com',
  productNo: 'SA-100',
  gstNo: '27AAPFU0939F1ZV',
  established: '2019',
  founders: JSON.stringify(['Asha Rao', 'Vikram Shah']),
  contact: JSON.stringify({
    phone: '9876543210',
    email: 'hello@sutra.example.com',
    website: 'https://sutra.example.com',
    address: 'Baner Road, Pune',
  }),
  businessType: 'General Business',
  ...change,
});

export const product = {
  code: 'P-1',
  name: 'Ledger Cloud',
  use: 'Book-keeping for shops',
  hsn: '998314',
  pricePerUnit: 1499,
  image: '',
  description: '',
};

export const newsItem = {
  date: '2026-11-20',
  event: 'Opened a Nagpur office',
  description: '',
  source: 'Times of India',
};
