import { expect } from 'vitest';
import type { Notification } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../test/harness';

export type ListAnswer = { notifications: Notification[]; unread: number; total: number };

/** The person's notifications, once the work after the answers is done. */
export async function listOf(t: TestApp, user: TestUser, query = ''): Promise<ListAnswer> {
  await t.app.drainBackground();
  const res = await t.request('GET', `/api/v1/notifications${query}`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

/** The person's notifications of one kind, newest first. */
export const ofKind = async (t: TestApp, user: TestUser, kind: Notification['kind']) =>
  (await listOf(t, user, '?limit=100')).notifications.filter((n) => n.kind === kind);
