import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HEADERS } from '@vedann/contracts';
import {
  ApiError,
  PAGE_HEADER_NAMES,
  apiGet,
  apiGetPage,
  apiSend,
  errorMessage,
  readRetryAfter,
} from './api';

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the cross-site guard header and JSON on writes', async () => {
    const fetchMock = answer(201, { success: true, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('POST', '/user/register', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/v1/user/register');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('reads a bare-list answer with its page from the headers', async () => {
    expect(PAGE_HEADER_NAMES).toEqual(PAGE_HEADERS);
    const headers = { 'x-page': '2', 'x-limit': '10', 'x-total-count': '25', 'x-total-pages': '3' };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify([{ n: 1 }]), { headers }))),
    );
    expect(await apiGetPage('/plans?page=2')).toEqual({
      rows: [{ n: 1 }],
      page: { page: 2, limit: 10, total: 25, totalPages: 3 },
    });
  });

  it("keeps the spec's unversioned /api paths whole", async () => {
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/humans');
    await apiGet('/jobs');
    const urls = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(urls).toEqual(['/api/humans', '/api/v1/jobs']);
  });

  it('turns {success:false, message} into an ApiError with status and message', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Taken.' }));
    const error: unknown = await apiGet('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'fallback')).toBe('Taken.');
  });

  it('uses the fallback when the server sent no message', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    const error: unknown = await apiGet('/user').catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('marks a failure without any response as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error: unknown = await apiGet('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it("keeps a busy answer's Retry-After on the error, in milliseconds", async () => {
    const busy = { success: false, message: 'The service is busy. Please try again shortly.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(busy), { status: 503, headers: { 'Retry-After': '2' } }),
        ),
      ),
    );
    const error: unknown = await apiGet('/orgs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).retryAfterMs).toBe(2000);
    vi.stubGlobal('fetch', answer(503, busy));
    const bare: unknown = await apiGet('/orgs').catch((e: unknown) => e);
    expect((bare as ApiError).retryAfterMs).toBeNull();
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(readRetryAfter('1', now)).toBe(1000);
    expect(readRetryAfter(' 30 ', now)).toBe(30_000);
    expect(readRetryAfter('Sat, 28 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(readRetryAfter('Sat, 28 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(readRetryAfter('soon', now)).toBeNull();
    expect(readRetryAfter('-3', now)).toBeNull();
    expect(readRetryAfter(null, now)).toBeNull();
  });
});

describe('errorMessage in Hindi', () => {
  it('translates a known server message and the fallback when Hindi is chosen', async () => {
    const { i18n } = await import('../i18n');
    await i18n.changeLanguage('hi');
    try {
      expect(errorMessage(new ApiError(404, 'Not found.'), 'Something went wrong.')).toBe(
        'नहीं मिला।',
      );
      expect(errorMessage(new Error('boom'), 'Something went wrong.')).toBe('कुछ गलत हो गया।');
      // A message the catalogue does not know stays as the server wrote it.
      expect(errorMessage(new ApiError(400, 'Unheard of.'), 'x')).toBe('Unheard of.');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(errorMessage(new ApiError(404, 'Not found.'), 'x')).toBe('Not found.');
  });
});
