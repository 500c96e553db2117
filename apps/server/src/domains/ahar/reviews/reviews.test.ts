import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AHAR_RATING_MESSAGES,
  AHAR_REVIEW_MESSAGES,
  type AharFeedback,
  type AharRating,
  type AharRatingSummary,
  type AharReview,
  type PublicAhar,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

let t: TestApp;
let owner: TestUser;
let customer: TestUser;
let shop: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  customer = await t.signUp();
  shop = await t.createOrg(owner, 'ahar', 'Review Kitchen');
});
afterAll(() => t.close());

const rate = (user: TestUser, body: unknown, orgId = shop) =>
  t.request('POST', `/api/v1/ahars/${orgId}/ratings`, { token: user.token, body });
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('ratings', () => {
  it('a customer rates key points from 1 to 5, once each, and changes a rating', async () => {
    const added = await rate(customer, { keyPoint: 'Taste', number: 4 });
    expect(added.statusCode, added.body).toBe(201);
    expect(message(added)).toBe(AHAR_RATING_MESSAGES.added);
    const rating = added.json<{ rating: AharRating }>().rating;

    const again = await rate(customer, { keyPoint: 'Taste', number: 5 });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(AHAR_RATING_MESSAGES.duplicate);

    const changed = await t.request('PUT', `/api/v1/ahars/${shop}/ratings/${rating._id}`, {
      token: customer.token,
      body: { keyPoint: 'Taste', number: 5 },
    });
    expect(message(changed)).toBe(AHAR_RATING_MESSAGES.updated);
    expect(changed.json<{ rating: AharRating }>().rating.number).toBe(5);

    // Someone else cannot change it.
    const other = await t.signUp();
    const stolen = await t.request('PUT', `/api/v1/ahars/${shop}/ratings/${rating._id}`, {
      token: other.token,
      body: { keyPoint: 'Taste', number: 1 },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it.each([
    [{}, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Taste' }, AHAR_RATING_MESSAGES.required],
    [{ number: 3 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Taste', number: 0 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Ambience', number: 3 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Taste', number: 6 }, AHAR_RATING_MESSAGES.range],
    [{ keyPoint: 'Taste', number: 2.5 }, AHAR_RATING_MESSAGES.range],
  ])('refuses %j', async (body, expected) => {
    const res = await rate(customer, body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('needs a session, and the business does not rate itself', async () => {
    const anonymous = await t.request('POST', `/api/v1/ahars/${shop}/ratings`, {
      body: { keyPoint: 'Price', number: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await rate(owner, { keyPoint: 'Price', number: 5 });
    expect(own.statusCode).toBe(403);
    expect(message(own)).toBe(AHAR_RATING_MESSAGES.ownBusiness);
  });

  it('gives the business its rating table: each key point’s average and count', async () => {
    const second = await t.signUp();
    await rate(second, { keyPoint: 'Taste', number: 4 });
    await rate(second, { keyPoint: 'Hygiene', number: 3 });
    const res = await t.request('GET', '/api/v1/ratings', { token: owner.token, orgId: shop });
    expect(res.json<{ ratings: AharRatingSummary[] }>().ratings).toEqual([
      { keyPoint: 'Taste', number: 4.5, count: 2 },
      { keyPoint: 'Hygiene', number: 3, count: 1 },
    ]);
    // Another business's table holds none of them.
    const otherShop = await t.createOrg(owner, 'ahar', 'Quiet Kitchen');
    const other = await t.request('GET', '/api/v1/ratings', {
      token: owner.token,
      orgId: otherShop,
    });
    expect(other.json<{ ratings: AharRatingSummary[] }>().ratings).toEqual([]);
  });

  it('answers 404 for a business that is not an ahar', async () => {
    const gym = await t.createOrg(owner, 'gym');
    expect((await rate(customer, { keyPoint: 'Taste', number: 3 }, gym)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/v1/public/ahars/${gym}`)).statusCode).toBe(404);
  });
});

// Spec 04's /ratings paths name the business by X-Org-Id: each describe of them opens its own
// kitchen and its own rater.
let kitchen: string;
let rater: TestUser;
function openKitchenForRater(name: string) {
  beforeAll(async () => {
    kitchen = await t.createOrg(owner, 'ahar', name);
    rater = await t.signUp();
  });
}
const asRater = (orgId: string | undefined, body?: unknown) => ({
  token: rater.token,
  orgId,
  body,
});

describe("spec 04's /ratings paths, the business named by X-Org-Id", () => {
  openKitchenForRater('Spec Path Kitchen');

  it('a customer adds, lists, changes and deletes their own ratings', async () => {
    const added = await t.request(
      'POST',
      '/api/v1/ratings',
      asRater(kitchen, {
        keyPoint: 'Hygiene',
        number: 4,
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(message(added)).toBe(AHAR_RATING_MESSAGES.added);
    const rating = added.json<{ rating: AharRating }>().rating;
    expect(rating).toMatchObject({ keyPoint: 'Hygiene', number: 4 });

    // The same as on the public page's path.
    const again = await rate(rater, { keyPoint: 'Hygiene', number: 2 }, kitchen);
    expect(again.statusCode).toBe(409);

    const mine = await t.request('GET', '/api/v1/ratings', asRater(kitchen));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ ratings: AharRating[] }>().ratings).toEqual([rating]);

    const changed = await t.request(
      'PUT',
      `/api/v1/ratings/${rating._id}`,
      asRater(kitchen, {
        keyPoint: 'Hygiene',
        number: 5,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(message(changed)).toBe(AHAR_RATING_MESSAGES.updated);

    // The business's table counts it.
    const table = await t.request('GET', '/api/v1/ratings', { token: owner.token, orgId: kitchen });
    expect(table.json<{ ratings: AharRatingSummary[] }>().ratings).toEqual([
      { keyPoint: 'Hygiene', number: 5, count: 1 },
    ]);

    const removed = await t.request('DELETE', `/api/v1/ratings/${rating._id}`, asRater(kitchen));
    expect(message(removed)).toBe(AHAR_RATING_MESSAGES.removed);
    const gone = await t.request('DELETE', `/api/v1/ratings/${rating._id}`, asRater(kitchen));
    expect(gone.statusCode).toBe(404);
    expect(message(gone)).toBe(AHAR_RATING_MESSAGES.notFound);
  });

  it.each([
    [{}, AHAR_RATING_MESSAGES.required],
    [{ number: 3 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: '', number: 3 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Price' }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Price', number: 0 }, AHAR_RATING_MESSAGES.required],
    [{ keyPoint: 'Price', number: 6 }, AHAR_RATING_MESSAGES.range],
    [{ keyPoint: 'Price', number: 3.5 }, AHAR_RATING_MESSAGES.range],
  ])('refuses %j at POST and PUT with the spec’s words', async (body, expected) => {
    const post = await t.request('POST', '/api/v1/ratings', asRater(kitchen, body));
    expect(post.statusCode).toBe(400);
    expect(message(post)).toBe(expected);
    const put = await t.request('PUT', `/api/v1/ratings/${'0'.repeat(24)}`, asRater(kitchen, body));
    expect(put.statusCode).toBe(400);
    expect(message(put)).toBe(expected);
  });
});

describe("spec 04's /ratings paths: each rating's business and person", () => {
  openKitchenForRater('Spec Path Canteen');

  it('keeps each rating to its business and its person', async () => {
    const added = await t.request(
      'POST',
      '/api/v1/ratings',
      asRater(kitchen, {
        keyPoint: 'Price',
        number: 3,
      }),
    );
    const id = added.json<{ rating: AharRating }>().rating._id;

    // Another person, or the same person naming another ahar, finds no such rating.
    const other = await t.signUp();
    const theirs = await t.request('PUT', `/api/v1/ratings/${id}`, {
      token: other.token,
      orgId: kitchen,
      body: { keyPoint: 'Price', number: 1 },
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.request('DELETE', `/api/v1/ratings/${id}`, { token: other.token, orgId: kitchen }))
        .statusCode,
    ).toBe(404);
    const elsewhere = await t.request(
      'PUT',
      `/api/v1/ratings/${id}`,
      asRater(shop, {
        keyPoint: 'Price',
        number: 1,
      }),
    );
    expect(elsewhere.statusCode).toBe(404);
    const otherList = await t.request('GET', '/api/v1/ratings', asRater(shop));
    expect(otherList.json<{ ratings: AharRating[] }>().ratings).toEqual([]);

    // Only an ahar is rated: a gym, an unknown id or no business at all is not found.
    const gym = await t.createOrg(owner, 'gym');
    for (const orgId of [gym, '0'.repeat(24), 'not-an-id', undefined]) {
      const res = await t.request(
        'POST',
        '/api/v1/ratings',
        asRater(orgId, {
          keyPoint: 'Price',
          number: 3,
        }),
      );
      expect(res.statusCode, String(orgId)).toBe(404);
    }
    expect((await t.request('GET', '/api/v1/ratings', asRater(gym))).statusCode).toBe(404);
  });

  it("is the business's rating table for its people, who do not rate it", async () => {
    const own = await t.request('POST', '/api/v1/ratings', {
      token: owner.token,
      orgId: kitchen,
      body: { keyPoint: 'Taste', number: 5 },
    });
    expect(own.statusCode).toBe(403);
    expect(message(own)).toBe(AHAR_RATING_MESSAGES.ownBusiness);

    // A member without the profile permission reads neither the table nor a list of their own.
    const cook = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: kitchen,
      body: { vedanId: cook.user.profile.userId, role: 'staff', permissions: ['billing'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await t.request('GET', '/api/v1/ratings', { token: cook.token, orgId: kitchen });
    expect(res.statusCode).toBe(403);
    // Without the header, the owner's business is chosen only when they have one ahar.
    const noHeader = await t.request('GET', '/api/v1/ratings', { token: owner.token });
    expect(noHeader.statusCode).toBe(400);
  });
});

describe('reviews', () => {
  let reviewId: string;

  it('a customer reviews once, then edits their review', async () => {
    const first = await t.request('POST', `/api/v1/ahars/${shop}/reviews`, {
      token: customer.token,
      body: { comment: 'Hot rotis, on time.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(message(first)).toBe(AHAR_REVIEW_MESSAGES.added);
    reviewId = first.json<{ review: { _id: string } }>().review._id;

    const second = await t.request('POST', `/api/v1/ahars/${shop}/reviews`, {
      token: customer.token,
      body: { comment: 'Again!' },
    });
    expect(second.statusCode).toBe(409);
    expect(message(second)).toBe(AHAR_REVIEW_MESSAGES.duplicate);

    const empty = await t.request('POST', `/api/v1/ahars/${shop}/reviews`, {
      token: customer.token,
      body: { comment: '  ' },
    });
    expect(message(empty)).toBe(AHAR_REVIEW_MESSAGES.comment);

    const edited = await t.request('PUT', `/api/v1/ahars/${shop}/reviews/mine`, {
      token: customer.token,
      body: { comment: 'Hot rotis, always on time.' },
    });
    expect(message(edited)).toBe(AHAR_REVIEW_MESSAGES.updated);

    const mine = await t.request('GET', `/api/v1/ahars/${shop}/feedback`, {
      token: customer.token,
    });
    const feedback = mine.json<AharFeedback>();
    expect(feedback.ownBusiness).toBe(false);
    expect(feedback.review?.comment).toBe('Hot rotis, always on time.');
    expect(feedback.ratings.map((r) => [r.keyPoint, r.number])).toEqual([['Taste', 5]]);
  });

  it('the owner reads the cards with name and id and replies', async () => {
    const list = await t.request('GET', '/api/v1/reviews?page=1', {
      token: owner.token,
      orgId: shop,
    });
    const body = list.json<{ reviews: AharReview[]; totalPages: number }>();
    expect(body.totalPages).toBe(1);
    expect(body.reviews[0]).toMatchObject({
      _id: reviewId,
      name: customer.user.fullname,
      id: customer.user.profile.userId,
      comment: 'Hot rotis, always on time.',
      reply: null,
    });
    const empty = await t.request('PUT', `/api/v1/reviews/${reviewId}/reply`, {
      token: owner.token,
      orgId: shop,
      body: { reply: '' },
    });
    expect(message(empty)).toBe(AHAR_REVIEW_MESSAGES.reply);
    const replied = await t.request('PUT', `/api/v1/reviews/${reviewId}/reply`, {
      token: owner.token,
      orgId: shop,
      body: { reply: 'Thank you, Asha!' },
    });
    expect(message(replied)).toBe(AHAR_REVIEW_MESSAGES.replied);
    expect(replied.json<{ review: AharReview }>().review.repliedAt).not.toBeNull();
  });

  it('the public page shows the business, its ratings and the reviews with names only', async () => {
    const res = await t.request('GET', `/api/v1/public/ahars/${shop}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicAhar>();
    expect(page.business).toMatchObject({ _id: shop, name: 'Review Kitchen', city: 'Pune' });
    expect(page.ratings.map((r) => r.keyPoint)).toEqual(['Taste', 'Hygiene']);
    expect(page.reviews[0]).toMatchObject({
      comment: 'Hot rotis, always on time.',
      reply: 'Thank you, Asha!',
    });
    expect(page.reviews[0]).not.toHaveProperty('id');
    expect(JSON.stringify(page)).not.toContain(customer.user.profile.userId);
  });

  it("keeps one business's reviews from another", async () => {
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/reviews',
      listKey: 'reviews',
      itemPath: (id) => `/api/v1/reviews/${id}`,
      async create(app, _owner, orgId) {
        const reviewer = await app.signUp();
        const res = await app.request('POST', `/api/v1/ahars/${orgId}/reviews`, {
          token: reviewer.token,
          body: { comment: 'Good food.' },
        });
        return res.json<{ review: { _id: string } }>().review._id;
      },
    });
    // Nor can one business reply to another's review.
    const otherOwner = await t.signUp();
    const otherShop = await t.createOrg(otherOwner, 'ahar');
    const res = await t.request('PUT', `/api/v1/reviews/${reviewId}/reply`, {
      token: otherOwner.token,
      orgId: otherShop,
      body: { reply: 'Ha' },
    });
    expect(res.statusCode).toBe(404);
  });
});
