import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from './api';
import { endpoint, type Access } from './endpoint';

/** Who reads a list of platform content: everyone, or the platform's administrators alone. */
export type PlatformReadAccess = Extract<Access, 'public' | 'platform-admin'>;

type Keyed<Key extends string, S extends z.ZodType> = { [K in Key]: S };

/** The list answer: `{success, <list>: rows, ...extras, page, limit, total, totalPages}`. */
type ListAnswer<
  List extends string,
  Item extends z.ZodType,
  Extras extends z.ZodRawShape,
> = z.ZodObject<
  { success: z.ZodLiteral<true> } & typeof pageInfoSchema.shape &
    Extras &
    Keyed<List, z.ZodArray<Item>>
>;
/** One row's answer: `{success, <item>: row, ...extras}`. */
type ItemAnswer<
  Key extends string,
  Item extends z.ZodType,
  Extras extends z.ZodRawShape,
> = z.ZodObject<{ success: z.ZodLiteral<true> } & Extras & Keyed<Key, Item>>;
/** A create's or an update's answer: `{success, message, <item>: row}`. */
type ChangedAnswer<Key extends string, Item extends z.ZodType> = z.ZodObject<
  { success: z.ZodLiteral<true>; message: z.ZodString } & Keyed<Key, Item>
>;

const itemParams = z.object({ id: idSchema });

/**
 * A list of platform content (exams, consultants, news, the platform's events), declared once:
 * anyone (or, with `access`, the platform's administrators) reads it, paged, searched where
 * `query` says so; the platform's administrators write it. The server serves it with
 * `servePlatformResource` (http/platform-resource-routes.ts). `resource()` is a business's.
 */
export function platformList<
  List extends string,
  ItemKey extends string,
  Input extends z.ZodType,
  Item extends z.ZodType,
  Query extends z.ZodObject,
  Extras extends z.ZodRawShape = Record<never, never>,
>(declared: {
  /** The list path; `<path>/:id` is one row. */
  path: string;
  /** Everyone reads it unless said otherwise. */
  access?: PlatformReadAccess;
  keys: { list: List; item: ItemKey };
  /** The body of create and of update: update writes the whole row. */
  input: Input;
  item: Item;
  /** The list's query: the page, and the search and filters where the list has them. */
  query: Query;
  /** More fields of the list and item answers (the news' `canEdit`). */
  extras?: Extras;
  /** A list kept for the administrators alone, without `one` (the platform's events). */
  noItem?: boolean;
}) {
  const { path, keys, input, item } = declared;
  const access = declared.access ?? 'public';
  const extras = declared.extras ?? ({} as Extras);
  // The keys are chosen by the declaration; zod types a computed key as any string.
  const listAnswer = z
    .object({ success: z.literal(true), [keys.list]: z.array(item) })
    .extend(extras)
    .extend(pageInfoSchema.shape) as unknown as ListAnswer<List, Item, Extras>;
  const itemAnswer = z
    .object({ success: z.literal(true), [keys.item]: item })
    .extend(extras) as unknown as ItemAnswer<ItemKey, Item, Extras>;
  const changed = z.object({
    success: z.literal(true),
    message: z.string(),
    [keys.item]: item,
  }) as unknown as ChangedAnswer<ItemKey, Item>;
  return {
    path,
    access,
    keys,
    input,
    item,
    extras,
    noItem: declared.noItem ?? false,
    list: endpoint({ method: 'GET', path, access, query: declared.query, answer: listAnswer }),
    /** One row; not served where `noItem`. */
    one: endpoint({
      method: 'GET',
      path: `${path}/:id`,
      access,
      params: itemParams,
      answer: itemAnswer,
    }),
    create: endpoint({
      method: 'POST',
      path,
      access: 'platform-admin',
      body: input,
      answer: changed,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      access: 'platform-admin',
      params: itemParams,
      body: input,
      answer: changed,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      access: 'platform-admin',
      params: itemParams,
      answer: messageResponseSchema,
    }),
  };
}

/** A list of platform content as `platformList` declares it. */
export type PlatformList = ReturnType<typeof platformList>;
