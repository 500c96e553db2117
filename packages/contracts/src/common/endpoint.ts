import type { z } from 'zod';
import type { OrgKind, OrgPermission } from '../orgs/organization';

/**
 * Who may call an API path (DESIGN.md section 5). Every route declares one: the server refuses
 * to start otherwise, and the route inventory test lists them.
 */
export type Access =
  | 'public'
  | 'user'
  /** A signed-in platform administrator (`users.is_platform_admin`): news, contact messages. */
  | 'platform-admin'
  /** The current business of any kind, acted on by its owner or an admin (team management). */
  | 'org-admin'
  | OrgKindAccess
  | OrgKindsAccess;

/** A business of one kind, optionally with one of that kind's permissions. */
export type OrgKindAccess = { [K in OrgKind]: { org: K; permission?: OrgPermission<K> } }[OrgKind];

/**
 * A business of any of several kinds, each with the permission it needs (null: any member).
 * Membership plans, for example, belong to a library (`plans`) or a gym (`package`):
 * `{ orgs: { library: 'plans', gym: 'package' } }`. A kind left out is not served.
 */
export interface OrgKindsAccess {
  orgs: { [K in OrgKind]?: OrgPermission<K> | null };
}

/** What a business resource's reading and writing need: any access but the ones of no business. */
export type OrgAccess = Exclude<Access, 'public' | 'user' | 'platform-admin'>;

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once: the server's route is made from it (`routeOf`, server
 * http/endpoint-routes.ts) and so is the web's typed call (`useEndpoint`, `callEndpoint`, web
 * lib/endpoint.ts), whose query key is the path.
 *
 * `path` is relative to `/api/v1` (`/library/seats/:id`), or whole where the spec's path is
 * unversioned (`/api/resumes`); `:name` segments are the path's parameters.
 */
export interface Endpoint<
  Answer extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: EndpointMethod;
  path: string;
  /** Older paths the server answers the same way (the spec's first names of a path). */
  aliases?: readonly string[];
  access: Access;
  /** The answer's schema; the web reads the answer as its output type. */
  answer: Answer;
  /**
   * The answer's status when it is not 200: a create's 201, work accepted to finish after the
   * answer (202), or either of 200 and 201 where one call creates or changes (the check-in
   * desk's first and second scan).
   */
  status?: 201 | 202 | readonly [200, 201];
  /** A JSON body's schema (a multipart upload is read by the route itself and has none). */
  body?: Body;
  /**
   * What the API docs say of the call where its schemas do not say it all: a multipart upload's
   * form (its fields, types and sizes), who may call it.
   */
  description?: string;
  query?: Query;
  /** The `:name` segments' schema, where the server checks them (an id's form). */
  params?: Params;
}

/** Declares an endpoint, keeping its schemas' types. */
export function endpoint<
  Answer extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(declared: Endpoint<Answer, Body, Query, Params>): Endpoint<Answer, Body, Query, Params> {
  return declared;
}

/** The answer an endpoint's caller reads. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
/** The body an endpoint's caller sends (the schema's input: defaults may be left out). */
export type BodyOf<E extends Endpoint> = InputOfPart<E['body']>;
/** The query an endpoint's caller sends. */
export type QueryOf<E extends Endpoint> = InputOfPart<E['query']>;
/** The values of the path's `:name` segments. */
export type ParamsOf<E extends Endpoint> = InputOfPart<E['params']>;

type InputOfPart<S> = [NonNullable<S>] extends [never]
  ? never
  : NonNullable<S> extends z.ZodType
    ? z.input<NonNullable<S>>
    : never;

/** What a resource's path serves; a path given as a plain string serves all but `bulk`. */
export type ResourceVerb = 'list' | 'get' | 'create' | 'update' | 'delete' | 'bulk';

/** A further path of a resource, serving some verbs (a spec path that is an alias for some). */
export type ResourcePath = string | { path: string; verbs: readonly ResourceVerb[] };

/**
 * A business's resource, declared once (DESIGN.md section 5): list (paged, searched), get,
 * create, update and delete at `path` and `<path>/<id>`. The server's generic routes
 * (`registerOrgResource`) and the web's list and change hooks (`useResourceList`,
 * `useResourceMutations`) are both made from it.
 */
export interface ResourceContract<
  Input extends z.ZodType = z.ZodType,
  Item extends z.ZodType = z.ZodType,
> {
  /** The list path, as `Endpoint.path`; `<path>/<id>` is one row. */
  path: string;
  /**
   * What the list path serves, when not list, get, create, update and delete (and bulk, where
   * `bulk` is declared).
   */
  verbs?: readonly ResourceVerb[];
  /** Further paths served by the same handlers, each whole (`/api/...`) or relative. */
  aliases?: readonly ResourcePath[];
  /** Reading and writing may need different permissions (a viewer versus an editor). */
  access: { read: OrgAccess; write: OrgAccess };
  /** The answer keys the spec names, e.g. `{ list: 'plans', item: 'plan' }`. */
  keys: { list: string; item: string };
  /**
   * Where the spec says the list answer is a bare list (`GET /plans`), the body is the array
   * itself and the page travels in headers (PAGE_HEADERS); `keys.list` then only names the rows.
   */
  bareList?: boolean;
  /** The body of create and of update: update writes the whole row. */
  input: Input;
  item: Item;
  /**
   * Several new rows at once, all or none: `POST <path>/bulk` with `{[key]: rows}`; with
   * `atList`, the list path's POST itself takes the rows (rent's `POST /api/rent-bills`).
   */
  bulk?: { key: string; atList?: boolean };
  /**
   * Where a row is created and updated, when another resource's path (the spec's water entries
   * write bills at `/water/entries`): the screen sends there, the server serves it there.
   */
  writePath?: string;
}

/** Declares a business resource, keeping its schemas' types. */
export function resource<Input extends z.ZodType, Item extends z.ZodType>(
  declared: ResourceContract<Input, Item>,
): ResourceContract<Input, Item> {
  return declared;
}

/** One row of a resource, as the web reads it. */
export type ItemOf<R extends ResourceContract> = z.output<R['item']>;
/** What a resource's form sends. */
export type InputOf<R extends ResourceContract> = z.input<R['input']>;
