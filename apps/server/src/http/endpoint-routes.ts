import type { Endpoint, ResourcePath } from '@vedann/contracts';
import type { AccountLimit } from './limits';

/** Where the versioned API answers; an endpoint's relative path is under it. */
export const API_BASE = '/api/v1';

/** The server's path of an endpoint's: relative paths are under API_BASE, `/api/...` are whole. */
export function apiPath(path: string): string {
  return path.startsWith('/api/') ? path : `${API_BASE}${path}`;
}

/** A resource's further path, as `apiPath` reads it. */
export function apiResourcePath(entry: ResourcePath): ResourcePath {
  return typeof entry === 'string' ? apiPath(entry) : { ...entry, path: apiPath(entry.path) };
}

/** `{ [key]: schema }` where the endpoint declares that schema, else nothing. */
type Part<Key extends string, S> = [NonNullable<S>] extends [never]
  ? unknown
  : { [K in Key]: NonNullable<S> };

type RouteSchema<E extends Endpoint> = {
  tags: string[];
  description?: string;
  response: Record<200 | 201 | 202, E['answer']>;
} & Part<'body', E['body']> &
  Part<'querystring', E['query']> &
  Part<'params', E['params']>;

/** What a route adds to its endpoint's options (http/access.ts reads the last two). */
export interface RouteExtras {
  /** Attempts per address (http/limits.ts). */
  rateLimit?: { max: number; timeWindow: number };
  /** Attempts per account too, counted in the same round trip (login). */
  accountLimit?: AccountLimit;
  /** The 401's message where the spec words one for this route. */
  signInMessage?: string;
  /** A GET that changes state, so the cross-site check applies to it too. */
  changesState?: boolean;
  /**
   * A server's call proved by a signature over its body (a payment gateway's webhook): no
   * browser can sign it, so the cross-site check does not apply.
   */
  signedBody?: boolean;
}

/**
 * The route options of a declared endpoint (`Endpoint` in the contracts): its method, path,
 * access and schemas, for `app.route({ ...routeOf(endpoint, tags), handler })`. The handler's
 * request and answer are typed from the same schemas the web's calls are. An endpoint with
 * aliases is served at each path: `routesOf`.
 */
export function routeOf<E extends Endpoint>(
  declared: E,
  tags: string[],
  extras: RouteExtras = {},
  path: string = declared.path,
) {
  const statuses = typeof declared.status === 'object' ? declared.status : [declared.status ?? 200];
  return {
    method: declared.method,
    url: apiPath(path),
    config: { access: declared.access, ...extras },
    schema: {
      tags,
      ...(declared.body ? { body: declared.body } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.description ? { description: declared.description } : {}),
      response: Object.fromEntries(statuses.map((status) => [status, declared.answer])),
    } as RouteSchema<E>,
  };
}

/** The route options of an endpoint at its path and at each of its aliases. */
export function routesOf<E extends Endpoint>(
  declared: E,
  tags: string[],
  extras: RouteExtras = {},
) {
  return [declared.path, ...(declared.aliases ?? [])].map((path) =>
    routeOf(declared, tags, extras, path),
  );
}
