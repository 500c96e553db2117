import { multipartBody, pngBytes } from '../../test/files';
import type { TestApp, TestUser } from '../../test/harness';

/** The photo of a report. */
export const png = { field: 'image', name: 'photo.png', type: 'image/png', data: pngBytes() };

/** A report of each kind that passes every rule. */
export const humanFields = {
  lostLocation: 'Shivaji Nagar Pune',
  lostDate: '2026-11-01',
  lostTime: '14:30',
  name: 'Ravi Kumar',
  gender: 'Male',
  age: '12',
  height: '140.5',
  weight: '35',
  hairColor: 'Black',
  guardianName: 'Sita Kumar',
  guardianPhone: '9876543210',
  guardianAddress: '12 MG Road',
};
export const animalFields = {
  lostLocation: 'Koregaon Park Pune',
  lostDate: '2026-11-02',
  name: 'Bruno',
  kingdom: 'Animalia',
  phylum: 'Chordata',
  class: 'Mammalia',
  order: 'Carnivora',
  family: 'Canidae',
  bodyColor: 'Golden',
  age: '3',
  gender: 'Male',
  guardianPhone: '919876543210',
};
export const materialFields = {
  lostLocation: 'Andheri, Mumbai 400053',
  lostDate: '2026-11-03',
  materialType: 'Laptop bag',
  brandName: 'Skybags',
  height: '40 cm',
  phoneNumber: '+91 98765 43210',
};

/** A multipart report from `user` (none: signed out), with the photo unless `file` is null. */
export function post(
  t: TestApp,
  path: string,
  user: TestUser | undefined,
  fields: Record<string, string>,
  file: typeof png | null = png,
) {
  const { body, contentType } = multipartBody(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    payload: body,
  });
}
