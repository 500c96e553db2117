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
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

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
