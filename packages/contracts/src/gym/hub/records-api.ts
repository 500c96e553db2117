import { z } from 'zod';
import { idSchema, messageResponseSchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import {
  HUB_UPLOADS,
  gymEventInputSchema,
  gymEventSchema,
  gymOrganizationInputSchema,
  gymOrganizationSchema,
  gymProductInputSchema,
  gymProductSchema,
  inventoryColumnsSchema,
  inventoryInputSchema,
  inventorySchema,
  liveInputSchema,
  liveSchema,
  type HubUpload,
} from './records';

const gym = (
  permission: 'exercise' | 'nutrition' | 'record' | 'notice' | 'user',
): OrgKindAccess => ({ org: 'gym', permission });
const ANY_MEMBER: OrgKindAccess = { org: 'gym' };

/** Who uploads what: each upload path needs the permission of the screen it serves. */
const UPLOAD_ACCESS: Record<HubUpload, OrgKindAccess> = {
  'product-image': gym('nutrition'),
  'product-description': gym('nutrition'),
  'diet-image': gym('nutrition'),
  'inventory-description': gym('record'),
  'event-description': gym('notice'),
  'event-pic': gym('notice'),
  'live-image': gym('exercise'),
  'live-file': gym('exercise'),
};

/** An upload: POST multipart with the file in `file`, answered with its address. */
const uploadAt = (path: string, upload: HubUpload) =>
  endpoint({
    method: 'POST',
    path,
    access: UPLOAD_ACCESS[upload],
    description: `multipart/form-data with the file in \`file\` (${HUB_UPLOADS[upload].category}).`,
    answer: z.object({ success: z.literal(true), message: z.string(), fileUrl: z.string() }),
    status: 201,
  });

const columnsAnswer = z.object({ success: z.literal(true), columns: z.array(z.string()) });

/**
 * The hub's records beyond workouts and diet plans: live sessions, products, inventory,
 * organizations and events, each a business resource at the spec's paths, and the uploads
 * their files go to first.
 */
export const gymHubRecordsApi = {
  live: resource({
    path: '/live',
    access: { read: gym('exercise'), write: gym('exercise') },
    keys: { list: 'sessions', item: 'session' },
    input: liveInputSchema,
    item: liveSchema,
  }),
  products: resource({
    path: '/gym/products',
    access: { read: gym('nutrition'), write: gym('nutrition') },
    keys: { list: 'products', item: 'product' },
    input: gymProductInputSchema,
    item: gymProductSchema,
  }),
  /**
   * The spec posts one row per call at either path; the screen saves its new rows together
   * (`bulk`): all saved, or none and the spec's failure words.
   */
  inventory: resource({
    path: '/gym/inventory',
    verbs: ['list', 'get', 'create', 'update', 'delete', 'bulk'],
    aliases: ['/inventory'],
    access: { read: gym('record'), write: gym('record') },
    keys: { list: 'items', item: 'item' },
    bulk: { key: 'items' },
    input: inventoryInputSchema,
    item: inventorySchema,
  }),
  /** The inventory's own columns, kept with the gym. */
  inventoryColumns: endpoint({
    method: 'GET',
    path: '/gym/inventory/columns',
    access: gym('record'),
    answer: columnsAnswer,
  }),
  saveInventoryColumns: endpoint({
    method: 'PUT',
    path: '/gym/inventory/columns',
    access: gym('record'),
    body: inventoryColumnsSchema,
    answer: columnsAnswer.extend({ message: z.string() }),
  }),
  organizations: resource({
    path: '/gym/organizations',
    aliases: ['/organizations'],
    access: { read: ANY_MEMBER, write: gym('user') },
    keys: { list: 'organizations', item: 'organization' },
    input: gymOrganizationInputSchema,
    item: gymOrganizationSchema,
  }),
  /** The gym's events; a public one is also a row of the platform's events. */
  events: resource({
    path: '/gym-events',
    // Delete is `removeEvent`: it removes the public copy too.
    verbs: ['list', 'get', 'create', 'update'],
    access: { read: ANY_MEMBER, write: gym('notice') },
    keys: { list: 'events', item: 'event' },
    input: gymEventInputSchema,
    item: gymEventSchema,
  }),
  removeEvent: endpoint({
    method: 'DELETE',
    path: '/gym-events/:id',
    access: gym('notice'),
    params: z.object({ id: idSchema }),
    answer: messageResponseSchema,
  }),
  /** One upload path per file field, each checked by its bytes with the spec's words. */
  uploads: Object.fromEntries(
    (Object.keys(HUB_UPLOADS) as HubUpload[]).map((upload) => [
      upload,
      uploadAt(`/gym/uploads/${upload}`, upload),
    ]),
  ) as Record<HubUpload, ReturnType<typeof uploadAt>>,
  /** The spec's own upload call of the live screen: a live session's file. */
  liveUpload: uploadAt('/live/upload', 'live-file'),
};
