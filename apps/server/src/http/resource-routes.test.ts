import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ORG_MESSAGES } from '@vedann/contracts';
import { createdAt, idColumn, idRef } from '../db/columns';
import { organizations } from '../domains/orgs/orgs.table';
import { expectTenantIsolation } from '../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { registerOrgResource } from './resource-routes';

// A resource made for this test, declared the way every business resource is.
const notes = pgTable(
  'resource_test_notes',
  {
    id: idColumn(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('resource_test_notes_org_idx').on(t.orgId, t.id)],
);

const noteInput = z.object({
  title: z.string().trim().min(1, 'Title is required.'),
  pinned: z.boolean().default(false),
});
const note = z.object({ _id: z.string(), title: z.string(), pinned: z.boolean() });
const MESSAGES = {
  created: 'Note added.',
  updated: 'Note updated.',
  removed: 'Note removed.',
  notFound: 'Note not found.',
};

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp({
    routes: (context) =>
      registerOrgResource(context, {
        table: notes,
        paths: ['/api/test/notes', '/test-notes'],
        access: { read: { org: 'gym' }, write: { org: 'gym', permission: 'notice' } },
        keys: { list: 'notes', item: 'note' },
        input: noteInput,
        item: note,
        toRow: (input) => input,
        toItem: (row) => ({ _id: row.id, title: row.title, pinned: row.pinned }),
        messages: MESSAGES,
        filters: {
          query: z.object({ pinned: z.enum(['true', 'false']).optional() }),
          where: (query) => [
            query.pinned === undefined ? undefined : eq(notes.pinned, query.pinned === 'true'),
          ],
        },
        search: [notes.title],
        tags: ['test'],
      }),
  });
  await t.database.db.execute(sql`
    create table resource_test_notes (
      id char(24) primary key,
      org_id char(24) not null references organizations(id),
      title text not null,
      pinned boolean not null,
      created_at timestamptz not null default now()
    )`);
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Notes Gym');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: gym });

async function addNote(title: string, pinned = false): Promise<string> {
  const res = await t.request('POST', '/api/test/notes', {
    ...asOwner(),
    body: { title, pinned },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ note: { _id: string } }>().note._id;
}

describe('registerOrgResource', () => {
  it('creates with the message and the spec key, taking org_id only from the request', async () => {
    const other = await t.createOrg(await t.signUp(), 'gym');
    const res = await t.request('POST', '/api/test/notes', {
      ...asOwner(),
      body: { title: 'Water the plants', org_id: other, orgId: other },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; message: string; note: { _id: string } }>();
    expect(body).toMatchObject({ success: true, message: MESSAGES.created });
    expect(body.note).toEqual({ _id: body.note._id, title: 'Water the plants', pinned: false });
    const [row] = await t.database.db.select().from(notes).where(eq(notes.id, body.note._id));
    expect(row?.orgId).toBe(gym);
  });

  it("answers bad input with the contract's message", async () => {
    const res = await t.request('POST', '/api/test/notes', { ...asOwner(), body: { title: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Title is required.' });
  });

  it('lists newest first, paged, searched and filtered', async () => {
    const first = await addNote('Alpha rota');
    const second = await addNote('Beta rota', true);
    const third = await addNote('Gamma list', true);
    const page = await t.request('GET', '/api/test/notes?limit=2', asOwner());
    const body = page.json<{ notes: { _id: string }[]; total: number; totalPages: number }>();
    expect(body.notes.map((n) => n._id)).toEqual([third, second]);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const next = await t.request('GET', '/api/test/notes?limit=2&page=2', asOwner());
    expect(next.json<{ notes: { _id: string }[] }>().notes[0]?._id).toBe(first);

    const search = await t.request('GET', '/api/test/notes?search=ROTA', asOwner());
    expect(search.json<{ notes: { _id: string }[] }>().notes.map((n) => n._id)).toEqual([
      second,
      first,
    ]);
    const pinned = await t.request('GET', '/api/test/notes?search=rota&pinned=true', asOwner());
    expect(pinned.json<{ notes: { _id: string }[] }>().notes.map((n) => n._id)).toEqual([second]);
  });

  it('gets, updates the whole row and deletes by id; a missing id is 404 with the message', async () => {
    const id = await addNote('Old title');
    const updated = await t.request('PUT', `/api/test/notes/${id}`, {
      ...asOwner(),
      body: { title: 'New title', pinned: true },
    });
    expect(updated.json()).toEqual({
      success: true,
      message: MESSAGES.updated,
      note: { _id: id, title: 'New title', pinned: true },
    });
    const got = await t.request('GET', `/api/test/notes/${id}`, asOwner());
    expect(got.json()).toEqual({
      success: true,
      note: { _id: id, title: 'New title', pinned: true },
    });
    const removed = await t.request('DELETE', `/api/test/notes/${id}`, asOwner());
    expect(removed.json()).toEqual({ success: true, message: MESSAGES.removed });
    for (const method of ['GET', 'DELETE'] as const) {
      const again = await t.request(method, `/api/test/notes/${id}`, asOwner());
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(MESSAGES.notFound);
    }
  });

  it('serves the aliases with the same handlers and guard', async () => {
    const id = await addNote('Through the alias');
    const res = await t.request('GET', `/test-notes/${id}`, asOwner());
    expect(res.json<{ note: { title: string } }>().note.title).toBe('Through the alias');
    expect((await t.request('GET', '/test-notes')).statusCode).toBe(401);
  });

  it('lets a member without the write permission read but not write', async () => {
    const staff = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: staff.user.profile.userId, role: 'staff', permissions: ['enquiry'] },
    });
    expect(added.statusCode).toBe(201);
    const id = await addNote('Staff can see this');
    const asStaff = { token: staff.token, orgId: gym };
    expect((await t.request('GET', `/api/test/notes/${id}`, asStaff)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/test/notes'],
      ['PUT', `/api/test/notes/${id}`],
      ['DELETE', `/api/test/notes/${id}`],
    ] as const) {
      const res = await t.request(method, url, { ...asStaff, body: { title: 'Nope' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(ORG_MESSAGES.forbidden);
    }
  });

  it('keeps every organization to its own rows', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/test/notes',
      listKey: 'notes',
      itemPath: (id) => `/api/test/notes/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/test/notes', {
          token: user.token,
          orgId,
          body: { title: 'Tenant note' },
        });
        return res.json<{ note: { _id: string } }>().note._id;
      },
      updateBody: { title: 'Taken over' },
      deletable: true,
    });
  });
});
