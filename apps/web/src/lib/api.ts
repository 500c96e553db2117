import type { PageInfo } from '@vedann/contracts';
import { translateMessage } from '../i18n';
import { getStoredOrgId } from './org-store';

// This module is on the landing page's first load, so it imports nothing but types from
// @vedann/contracts: the contracts bring zod (about 75 KB gzip) with them.

/** Every path below is relative to this, so a version bump is one edit. */
export const API_BASE = '/api/v1';

/**
 * The URL of an API path: relative to API_BASE, except the spec's unversioned paths (the
 * lost-and-found, resume and plan services answer at `/api/humans`, `/api/resumes`, ...), which
 * are given whole.
 */
export function apiUrl(path: string): string {
  return path.startsWith('/api/') ? path : `${API_BASE}${path}`;
}

/**
 * A failed call. `status` is 0 when no response arrived at all (offline, DNS, CORS, aborted),
 * because some screens (login) must word that case differently from a refusal by the server.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own `message`, or null when it sent none (or no body we could read). */
  readonly serverMessage: string | null;
  /** How long the server asked to wait before asking again (`Retry-After`), else null. */
  readonly retryAfterMs: number | null;

  constructor(status: number, serverMessage: string | null, retryAfterMs: number | null = null) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with ${status}`));
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The text to show for a failed call: the server's message, else the screen's fallback (one of
 * the spec's messages in @vedann/contracts, GENERIC_ERROR when the screen has none of its own),
 * in the chosen language. The server and the contracts speak English (the API's contract); the
 * catalogue knows their Hindi (`translateMessage`). Call it while rendering, in a screen that
 * uses a translation hook (`useMessageT()`), so the text follows a change of language.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return translateMessage(
    error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback,
  );
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildHeaders(method: string, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // The server refuses state-changing requests without this header (cross-site request guard).
  if (method !== 'GET') headers.set('X-Requested-With', 'XMLHttpRequest');
  // A FormData body must let the browser write its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const orgId = getStoredOrgId();
  if (orgId) headers.set('X-Org-Id', orgId);
  return headers;
}

function readMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * A `Retry-After` header in milliseconds: whole seconds, or an HTTP date (from `now`). Null when
 * absent or unreadable; a date already past is 0.
 */
export function readRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ('Sat, 28 Nov 2026 12:00:05 GMT'); a bare number that
  // is not whole seconds ('-3') is not one, though Date.parse would read it as a year.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

interface Answer<T> {
  body: T;
  headers: Headers;
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(method, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }

  // A proxy or a crash can answer with HTML or nothing; treat that as "no message" rather than
  // letting a JSON syntax error reach the screen.
  let parsed: unknown = null;
  const text = await response.text().catch(() => '');
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }

  const refused =
    typeof parsed === 'object' && parsed !== null && 'success' in parsed && !parsed.success;
  if (!response.ok || refused) {
    const retryAfter = readRetryAfter(response.headers.get('retry-after'));
    throw new ApiError(response.status, readMessage(parsed), retryAfter);
  }
  return { body: parsed as T, headers: response.headers };
}

export async function apiGet<T>(path: string): Promise<T> {
  return (await request<T>('GET', path)).body;
}

/** A JSON body, or FormData for uploads. */
export async function apiSend<T>(method: SendMethod, path: string, body?: unknown): Promise<T> {
  return (await request<T>(method, path, body)).body;
}

// The header names of PAGE_HEADERS in @vedann/contracts, repeated here because this module
// takes only types from the contracts (see the top of the file); api.test.ts checks they agree.
export const PAGE_HEADER_NAMES = {
  page: 'x-page',
  limit: 'x-limit',
  total: 'x-total-count',
  totalPages: 'x-total-pages',
} as const satisfies Record<keyof PageInfo, string>;

/** One page of a spec answer that is a bare list: the rows, and the page from the headers. */
export async function apiGetPage<Row>(path: string): Promise<{ rows: Row[]; page: PageInfo }> {
  const { body, headers } = await request<Row[]>('GET', path);
  const rows = Array.isArray(body) ? body : [];
  const read = (key: keyof PageInfo, fallback: number) => {
    const value = Number(headers.get(PAGE_HEADER_NAMES[key]));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const total = Number(headers.get(PAGE_HEADER_NAMES.total));
  return {
    rows,
    page: {
      page: read('page', 1),
      limit: read('limit', rows.length),
      total: Number.isFinite(total) && headers.has(PAGE_HEADER_NAMES.total) ? total : rows.length,
      totalPages: read('totalPages', 1),
    },
  };
}

/**
 * Fetches a file the server makes (a PDF) with the same headers as every call, the current
 * business included, and hands it to the browser as a download named `fileName`.
 */
export async function apiDownload(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'same-origin',
      headers: buildHeaders('GET', undefined),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, readMessage(body));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
