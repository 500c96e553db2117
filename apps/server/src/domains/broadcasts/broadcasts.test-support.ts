import { expect } from 'vitest';
import type { Broadcast } from '@vedann/contracts';
import { readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { staffMembers } from '../staff';

type As = { token: string; orgId: string };

/** A new account on the business's team, added by `owner` with `role` and `permissions`. */
export async function addTeam(
  t: TestApp,
  owner: TestUser,
  orgId: string,
  role: string,
  permissions: string[] = [],
) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return person;
}

/** A staff record of the business, with an e-mail, and linked to an account if `userId` is set. */
export async function addStaff(
  t: TestApp,
  orgId: string,
  name: string,
  email: string,
  userId: string | null = null,
) {
  const [row] = await t.database.db
    .insert(staffMembers)
    .values({
      orgId,
      name,
      address: '1 Main Road',
      dob: '1990-01-01',
      gender: 'female',
      mobile: '9800000000',
      joindate: '2024-01-01',
      email,
      experience: 3,
      description: 'Trainer',
      userId,
    })
    .returning({ id: staffMembers.id });
  return row?.id ?? '';
}

export async function send(t: TestApp, as: As, body: object) {
  return t.request('POST', '/api/v1/broadcasts', { ...as, body });
}

/** Sends, waits for the background delivery, and answers the finished message. */
export async function sendAndWait(t: TestApp, as: As, body: object) {
  const res = await send(t, as, body);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.drainBackground();
  const id = res.json<{ broadcast: Broadcast }>().broadcast._id;
  const read = await t.request('GET', `/api/v1/broadcasts/${id}`, as);
  return read.json<{ broadcast: Broadcast }>().broadcast;
}

export const mailsTo = (t: TestApp, address: string) =>
  readOutbox(t.dataDir).filter((mail) => mail.includes(`To: ${address}`));

export const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
