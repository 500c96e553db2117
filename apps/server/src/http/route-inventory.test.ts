import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './access';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const routes: RouteEntry[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const route of t.app.routeInventory()) routes.push(route);
});
afterAll(async () => {
  await t.close();
});

/** Routes reachable without a session, on purpose. Anything else must be guarded. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/v1/user/register',
  'POST /api/v1/user/login',
  // Who is signed in, or nobody: answered without an error to signed-out visitors.
  'GET /api/v1/user',
  'GET /api/v1/user/logout',
  'POST /api/v1/user/logout',
  'POST /api/v1/user/forgot-password',
  'POST /api/v1/user/reset-password/:token',
  // Checks a reset link without using it.
  'GET /api/v1/user/reset-password/:token',
  'GET /api/v1/files/:id',
  'GET /api/v1/jobs',
  'GET /api/v1/jobs/counts',
  'GET /api/v1/application/job/:jobId',
  // A company's public page: its profile, products, news and students' rating (no GSTIN).
  'GET /api/v1/company-pages',
  'GET /api/v1/company-pages/:id',
  // The public page of a library or gym shows what it sells.
  'GET /api/v1/public/businesses',
  'GET /api/v1/public/businesses/:orgId/plans',
  // News is for everyone to read; Contact Us is for everyone to write to.
  'GET /api/v1/news',
  'GET /api/v1/news/:id',
  'POST /api/v1/contact',
  // The exam pages, events and blood requests are for everyone to read (blood request contacts
  // only for signed-in people).
  ...[
    'exams',
    'scholarships',
    'study-centers',
    'admitcards',
    'test-series',
    'exam-results',
    'events',
    'consultants',
  ].flatMap((list) => [`GET /api/v1/${list}`, `GET /api/v1/${list}/:id`]),
  'GET /api/v1/blood/requests',
  // A barber's or a gym's public queue page: the waiting count and the token being served, and
  // joining the queue (the barbers' paths came first and stay).
  'GET /api/v1/public/queues/:orgId',
  'POST /api/v1/public/queues/:orgId',
  'GET /api/v1/public/barbers/:orgId/queue',
  'POST /api/v1/public/barbers/:orgId/queue',
  // An ahar's public page: its rating table and reviews (rating and reviewing need a session).
  'GET /api/v1/public/ahars/:orgId',
  // Anyone looks for a library with a free seat, and may write to one (rate limited).
  'POST /api/v1/library/search',
  'POST /api/v1/search',
  'POST /api/v1/public/libraries/:orgId/tickets',
  // The landing page's figures: counts and the newest titles, the same for everyone.
  'GET /api/v1/home/figures',
  // Razorpay's webhook: no session, proved by its body's signature (decision 0354).
  'POST /api/v1/payments/razorpay/webhook',
  // WhatsApp's delivery reports: Meta's check of the address (the verify token) and the reports,
  // proved by their body's signature (decision 0359).
  'GET /api/v1/messages/whatsapp/webhook',
  'POST /api/v1/messages/whatsapp/webhook',
];

describe('route inventory', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('covers the API documentation, which is public', () => {
    const docs = routes.filter((r) => r.url.startsWith('/api/docs'));
    expect(docs.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/docs/json');
    for (const route of docs) expect(route.access, route.url).toBe('public');
  });

  it('every /api route is either on the public list or guarded', () => {
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'),
    );
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      expect(route.access, name).toBeDefined();
      if (route.access === 'public')
        expect(PUBLIC_ROUTES, `${name} is public but not listed`).toContain(name);
    }
  });

  it('every guarded route refuses a request without a session', async () => {
    const guarded = routes.filter(
      (r) => r.url.startsWith('/api') && r.access !== undefined && r.access !== 'public',
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567');
      const res = await t.request(route.method, url, {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
