import { describe, expect, it } from 'vitest';
import { renderPage, type LoadAnswer } from './prerender';

// The server's render of a signed-in visitor's page (decision 0367), with the real app: what it
// reads, as which business, and when it gives no page.

const GYM = 'a'.repeat(24);
const OTHER_GYM = 'b'.repeat(24);
const user = {
  _id: 'c'.repeat(24),
  fullname: 'Vikram Singh',
  email: 'owner@vedann.demo',
  phoneNumber: '+919876543210',
  role: 'student',
  profile: { profilePhoto: null, bio: '', userId: 'c'.repeat(24), rating: 0, handlerName: 'vs' },
};
const gym = (id: string, name: string, lastUsedAt: string | null) => ({
  _id: id,
  kind: 'gym',
  name,
  city: 'Pune',
  role: 'owner',
  permissions: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUsedAt,
});
const organizations = [
  gym(GYM, 'Sutrin Fitness', '2026-11-20T09:00:00.000Z'),
  gym(OTHER_GYM, 'Kaveri Gym', '2026-11-28T09:00:00.000Z'),
];

/** Answers as the server would, recording each read and the business it was made for. */
function server(answers: Record<string, unknown>) {
  const reads: string[] = [];
  const load: LoadAnswer = (url, org) => {
    reads.push(`${url} as ${org ?? 'none'}`);
    return Promise.resolve(answers[url]);
  };
  return { reads, load };
}

// The first render of the whole app in a fresh module graph takes seconds.
describe("the server's render of a signed-in visitor's page", { timeout: 60_000 }, () => {
  it('reads the account, its businesses, then the home as the business the browser remembers', async () => {
    const { reads, load } = server({
      '/user': { success: true, user },
      '/orgs': { organizations },
    });
    const page = await renderPage('/gym', load, { rememberedOrg: GYM });
    expect(reads).toEqual(['/user as none', '/orgs as none', `/gym/home as ${GYM}`]);
    expect(page?.org).toBe(GYM);
    // The account and businesses it read are seeded as their queries keep them; the home, not
    // answered here, is left to the browser.
    expect(page?.queries).toEqual([
      { key: ['me'], data: user },
      { key: ['orgs'], data: organizations },
    ]);
    expect(page?.title).toBe('Gym · Sutrin Fitness · Vedann');
    expect(page?.html).toContain('Vikram Singh');
    expect(page?.html).not.toContain('<script');
  });

  it('renders for the business used last when the browser remembers none, or one not the account’s', async () => {
    for (const remembered of [null, 'd'.repeat(24)]) {
      const { reads, load } = server({
        '/user': { success: true, user },
        '/orgs': { organizations },
      });
      const page = await renderPage('/gym', load, { rememberedOrg: remembered });
      expect(page?.org).toBe(OTHER_GYM);
      expect(reads).toContain(`/gym/home as ${OTHER_GYM}`);
    }
  });

  it('gives no page for a visitor the server does not know, or whose account it could not read', async () => {
    const signedOut = server({ '/user': { success: true, user: null } });
    expect(await renderPage('/gym', signedOut.load, { rememberedOrg: null })).toBeNull();
    // A busy server's refused read: no answer at all.
    const busy = server({});
    expect(await renderPage('/gym', busy.load, { rememberedOrg: GYM })).toBeNull();
    // The first pass asks for the account and its businesses at once; nothing after it.
    expect(busy.reads).toEqual(['/user as none', '/orgs as none']);
  });

  it('never reads the account for a public page', async () => {
    const { reads, load } = server({});
    await renderPage('/jobs', load);
    expect(reads.some((read) => read.startsWith('/user') || read.startsWith('/orgs'))).toBe(false);
  });
});
