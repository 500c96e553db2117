import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type LostReport } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { animalFields, post } from './lostfound.test-support';

let t: TestApp;
let reporter: TestUser;
let finder: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  reporter = await t.signUp();
  finder = await t.signUp();
  stranger = await t.signUp();
});
afterAll(async () => t.close());

describe('messages about a report', () => {
  let reportId: string;
  beforeAll(async () => {
    const res = await post(t, '/api/animals', reporter, { ...animalFields, name: 'Chintu' });
    reportId = res.json().animal._id;
  });

  it('lets another user write to the author, and only the two of them read it', async () => {
    const empty = await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/messages`, {
      token: finder.token,
      body: { body: '  ' },
    });
    expect(empty.json()).toEqual({ success: false, message: CONVERSATION_MESSAGES.bodyRequired });

    const sent = await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/messages`, {
      token: finder.token,
      body: { body: 'I saw Chintu near the station.' },
    });
    expect(sent.statusCode).toBe(201);
    const conversationId: string = sent.json().conversation._id;

    const own = await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/messages`, {
      token: reporter.token,
      body: { body: 'Hello me' },
    });
    expect(own.json()).toEqual({ success: false, message: CONVERSATION_MESSAGES.ownReport });

    // The author sees it, unread, with the other person's name.
    const inbox = await t.request('GET', '/api/v1/lostnfound/conversations', {
      token: reporter.token,
    });
    const entry = inbox.json().conversations.find((c: { _id: string }) => c._id === conversationId);
    expect(entry).toMatchObject({
      isAuthor: true,
      unread: true,
      other: { _id: finder.user._id },
      lastMessage: 'I saw Chintu near the station.',
      report: { _id: reportId, title: 'Chintu', kind: 'animal' },
    });

    // A third person can neither read nor write it, nor see it in their list.
    const url = `/api/v1/lostnfound/conversations/${conversationId}`;
    expect((await t.request('GET', url, { token: stranger.token })).statusCode).toBe(404);
    const intrude = await t.request('POST', `${url}/messages`, {
      token: stranger.token,
      body: { body: 'me too' },
    });
    expect(intrude.statusCode).toBe(404);
    const theirs = await t.request('GET', '/api/v1/lostnfound/conversations', {
      token: stranger.token,
    });
    expect(theirs.json().conversations).toEqual([]);
    expect((await t.request('GET', url)).statusCode).toBe(401);

    // The author reads (now read) and replies; the finder sees the reply as unread.
    const thread = await t.request('GET', url, { token: reporter.token });
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'I saw Chintu near the station.',
    ]);
    expect(thread.json().conversation.unread).toBe(false);
    const reply = await t.request('POST', `${url}/messages`, {
      token: reporter.token,
      body: { body: 'Thank you! Which station?' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().conversation).toMatchObject({
      lastMessage: 'Thank you! Which station?',
      unread: false,
    });
    const finderInbox = await t.request('GET', '/api/v1/lostnfound/conversations', {
      token: finder.token,
    });
    expect(finderInbox.json().conversations[0]).toMatchObject({
      _id: conversationId,
      unread: true,
      isAuthor: false,
      other: { _id: reporter.user._id },
    });
    const fromItem = await t.request('GET', `/api/v1/lostnfound/reports/${reportId}/conversation`, {
      token: finder.token,
    });
    expect(fromItem.json().messages.map((m: { isMine: boolean }) => m.isMine)).toEqual([
      true,
      false,
    ]);
    // The stranger's view from the item is their own (empty) conversation, never the finder's.
    const strangerView = await t.request(
      'GET',
      `/api/v1/lostnfound/reports/${reportId}/conversation`,
      {
        token: stranger.token,
      },
    );
    expect(strangerView.json()).toEqual({ success: true, conversation: null, messages: [] });
  });

  it('takes no new conversation on a resolved report, but keeps the old one going', async () => {
    await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/resolve`, {
      token: reporter.token,
    });
    const late = await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/messages`, {
      token: stranger.token,
      body: { body: 'Is it found?' },
    });
    expect(late.statusCode).toBe(404);
    const ongoing = await t.request('POST', `/api/v1/lostnfound/reports/${reportId}/messages`, {
      token: finder.token,
      body: { body: 'Glad you found him.' },
    });
    expect(ongoing.statusCode).toBe(201);
    expect(ongoing.json().conversation.report.resolved).toBe(true);
  });
});

describe('demo data', () => {
  it('loads reports of each kind from the demo accounts, with photos that are real PNGs', async () => {
    const demo = await createTestApp();
    try {
      const { seedDemoData } = await import('../../demo-seeds');
      expect(await seedDemoData(demo.database.db, { storage: demo.deps.storage })).toBe(true);
      const login = await demo.request('POST', '/api/v1/user/login', {
        body: { email: 'admin@vedann.demo', password: 'Demo@1234' },
      });
      const token = login.json<{ token: string }>().token;
      const counts: Record<string, number> = {};
      for (const [path, key] of [
        ['/api/humans', 'humanBeings'],
        ['/api/animals', 'animals'],
        ['/api/materials', 'materials'],
      ] as const) {
        const list = await demo.request('GET', `${path}?near=Pune`, { token });
        const rows = list.json<Record<string, LostReport[]>>()[key] ?? [];
        counts[key] = rows.length;
        const photo = await demo.request('GET', rows[0]?.image ?? '', { token });
        expect(photo.headers['content-type']).toBe('image/png');
        expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
      expect(counts).toEqual({ humanBeings: 2, animals: 3, materials: 3 });
      const nearest = await demo.request('GET', '/api/animals?near=411001', { token });
      expect(nearest.json().animals[0]).toMatchObject({ name: 'Bruno', city: 'Pune' });
      const owner = await demo.request('POST', '/api/v1/user/login', {
        body: { email: 'owner@vedann.demo', password: 'Demo@1234' },
      });
      const inbox = await demo.request('GET', '/api/v1/lostnfound/conversations', {
        token: owner.json<{ token: string }>().token,
      });
      expect(inbox.json().conversations).toMatchObject([
        { report: { title: 'Bruno' }, other: { fullname: 'Asha Rao' }, unread: true },
      ]);
    } finally {
      await demo.close();
    }
  });
});
