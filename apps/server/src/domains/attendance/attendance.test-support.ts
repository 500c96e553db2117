import { expect } from 'vitest';
import type { DailyAttendance, Staff } from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../test/files';
import type { TestApp, TestUser } from '../../test/harness';

/** Adds a daily attendance row for the business `as` names. */
export async function addRow(
  t: TestApp,
  as: { token: string; orgId: string },
  body: object,
  path = '/api/v1/attendance',
) {
  const res = await t.request('POST', path, { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; attendance: DailyAttendance }>();
}

/** Adds a trainer with a photo to the business, as `owner`. */
export async function addStaff(
  t: TestApp,
  owner: TestUser,
  orgId: string,
  fields: Record<string, string> = {},
): Promise<Staff> {
  const { body, contentType } = multipartBody(
    {
      name: 'Kiran Trainer',
      address: 'MG Road',
      dob: '1990-04-02',
      gender: 'male',
      mobile: '9876543210',
      joindate: '2024-01-10',
      email: 'kiran@example.com',
      experience: '5',
      description: 'Strength coach',
      ...fields,
    },
    { field: 'image', name: 'k.png', type: 'image/png', data: pngBytes() },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gym/trainers',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ trainer: Staff }>().trainer;
}
