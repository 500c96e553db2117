import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  DIET_PLAN_MESSAGES,
  GYM_EVENT_MESSAGES,
  GYM_ORGANIZATION_MESSAGES,
  HUB_UPLOADS,
  HUB_UPLOAD_MESSAGES,
  INVENTORY_MESSAGES,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_MESSAGES,
  dietPlanInputSchema,
  dietPlanSchema,
  gymEventInputSchema,
  idSchema,
  gymEventSchema,
  gymOrganizationInputSchema,
  gymOrganizationSchema,
  inventoryColumnsSchema,
  inventoryInputSchema,
  inventorySchema,
  liveInputSchema,
  liveSchema,
  gymProductInputSchema,
  gymProductSchema,
  workoutInputSchema,
  workoutSchema,
  type HubUpload,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser, type OrgKindAccess } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { registerOrgResource } from '../../http/resource-routes';
import { readMultipart, storeFile, type FileRule } from '../../http/uploads';
import { events } from '../events';
import { files } from '../files/files.table';
import {
  gymDietPlans,
  gymEvents,
  gymInventory,
  gymInventoryColumns,
  gymLiveSessions,
  gymOrganizations,
  gymProducts,
  gymWorkouts,
} from './records.table';

const tags = ['gym-hub'];
const gym = (
  permission: 'exercise' | 'nutrition' | 'record' | 'notice' | 'user',
): OrgKindAccess => ({
  org: 'gym',
  permission,
});

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

/** A hub file field's rule: its kind, and the spec's words for a file of the wrong type. */
const hubFile = (upload: HubUpload): FileRule => ({
  category: HUB_UPLOADS[upload].category,
  typeMessage: HUB_UPLOADS[upload].message,
});

const FILE_ID = /^\/api\/v1\/files\/([0-9a-f]{24})$/;
const TYPES: Record<'image' | 'pdf' | 'document', (mime: string) => boolean> = {
  image: (mime) => mime.startsWith('image/'),
  pdf: (mime) => mime === 'application/pdf',
  document: (mime) => mime === 'application/pdf' || mime === 'image/png' || mime === 'image/jpeg',
};

/**
 * A record names files by address: each must be one this gym uploaded, of the kind its field
 * takes, or the answer is the field's message (the spec's words for a wrong file).
 */
export async function checkHubFiles(
  db: Db,
  orgId: string,
  refs: readonly { url: string; upload: HubUpload }[],
): Promise<void> {
  const named = refs.filter((ref) => ref.url !== '');
  if (named.length === 0) return;
  const ids = named.map((ref) => FILE_ID.exec(ref.url)?.[1] ?? '');
  const rows = await db
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.orgId, orgId), inArray(files.id, ids.filter(Boolean))));
  const types = new Map(rows.map((row) => [row.id, row.contentType]));
  named.forEach((ref, i) => {
    const type = types.get(ids[i] ?? '');
    const rule = HUB_UPLOADS[ref.upload];
    if (!type || !TYPES[rule.category](type)) throw badRequest(rule.message);
  });
}

/**
 * Workouts, diet plans, live sessions, products, inventory, organizations and events (spec 03
 * sections 3 to 7), each a business resource at the spec's paths, and the uploads they name.
 */
export function registerHubRecordRoutes(ctx: AppContext): void {
  const { app, db, storage } = ctx;

  // The uploads: POST multipart with the file in `file`, answered with its address.
  const uploadAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    fileUrl: z.string(),
  });
  const uploadPaths: [string, HubUpload][] = [
    ...(Object.keys(HUB_UPLOADS) as HubUpload[]).map((upload): [string, HubUpload] => [
      `/api/v1/gym/uploads/${upload}`,
      upload,
    ]),
    // The spec's own upload call of the live screen.
    ['/api/v1/live/upload', 'live-file'],
  ];
  for (const [path, upload] of uploadPaths) {
    const rule = HUB_UPLOADS[upload];
    app.post(
      path,
      {
        config: { access: UPLOAD_ACCESS[upload] },
        schema: {
          tags,
          description: `multipart/form-data with the file in \`file\` (${rule.category}).`,
          response: { 201: uploadAnswer },
        },
      },
      async (request, reply) => {
        const { file } = await readMultipart(request, { fileField: 'file', ...hubFile(upload) });
        if (!file) throw badRequest(rule.message);
        const stored = await storeFile(db, storage, file, {
          ownerId: currentUser(request).id,
          orgId: currentOrg(request).id,
          isPublic: false,
        });
        return reply.status(201).send({
          success: true as const,
          message: HUB_UPLOAD_MESSAGES.uploaded,
          fileUrl: stored.url,
        });
      },
    );
  }

  const messagesOf = (m: {
    created: string;
    updated: string;
    removed: string;
    notFound: string;
  }) => ({
    created: m.created,
    updated: m.updated,
    removed: m.removed,
    notFound: m.notFound,
  });

  registerOrgResource(ctx, {
    table: gymWorkouts,
    paths: ['/api/v1/workouts'],
    access: { read: gym('exercise'), write: gym('exercise') },
    keys: { list: 'workouts', item: 'workout' },
    input: workoutInputSchema,
    item: workoutSchema,
    toRow: (input) => ({ workouts: input.workouts }),
    toItem: (row) => ({ _id: row.id, workouts: row.workouts }),
    messages: messagesOf(WORKOUT_MESSAGES),
    tags,
  });

  registerOrgResource(ctx, {
    table: gymDietPlans,
    paths: ['/api/v1/diet-plans'],
    access: { read: gym('nutrition'), write: gym('nutrition') },
    keys: { list: 'dietPlans', item: 'dietPlan' },
    input: dietPlanInputSchema,
    item: dietPlanSchema,
    async toRow(input, { org }) {
      const refs = Object.values(input.dietData).flatMap((meals) =>
        Object.values(meals ?? {}).map((cell) => ({
          url: cell?.image ?? '',
          upload: 'diet-image' as const,
        })),
      );
      await checkHubFiles(db, org.id, refs);
      return { planName: input.planName, janta: input.janta, dietData: input.dietData };
    },
    toItem: (row) => ({
      _id: row.id,
      planName: row.planName,
      janta: row.janta,
      dietData: row.dietData,
    }),
    messages: messagesOf(DIET_PLAN_MESSAGES),
    search: [gymDietPlans.planName],
    tags,
  });

  registerOrgResource(ctx, {
    table: gymLiveSessions,
    paths: ['/api/v1/live'],
    access: { read: gym('exercise'), write: gym('exercise') },
    keys: { list: 'sessions', item: 'session' },
    input: liveInputSchema,
    item: liveSchema,
    fileFields: { image: hubFile('live-image'), file: hubFile('live-file') },
    async toRow(input, { org }) {
      await checkHubFiles(db, org.id, [
        { url: input.image, upload: 'live-image' },
        { url: input.file, upload: 'live-file' },
      ]);
      return input;
    },
    toItem: (row) => ({
      _id: row.id,
      srNo: row.srNo,
      concept: row.concept,
      date: row.date,
      time: row.time,
      image: row.image,
      file: row.file,
    }),
    messages: messagesOf(LIVE_MESSAGES),
    order: 'oldest',
    tags,
  });

  registerOrgResource(ctx, {
    table: gymProducts,
    paths: ['/api/v1/gym/products'],
    access: { read: gym('nutrition'), write: gym('nutrition') },
    keys: { list: 'products', item: 'product' },
    input: gymProductInputSchema,
    item: gymProductSchema,
    // The spec's form sends the image and the PDF with the fields (spec 03 section 7).
    fileFields: { image: hubFile('product-image'), description: hubFile('product-description') },
    updateReadsRow: true,
    async toRow(input, { org }, previous) {
      // The PDF description is required when adding; an update without one keeps the stored one.
      const description = input.description || previous?.description || '';
      if (!description) throw badRequest(PRODUCT_MESSAGES.descriptionRequired);
      const image = input.image || previous?.image || '';
      await checkHubFiles(db, org.id, [
        { url: input.image, upload: 'product-image' },
        { url: input.description, upload: 'product-description' },
      ]);
      return { ...input, image, description };
    },
    toItem: (row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      price: row.price,
      manufacturingBy: row.manufacturingBy,
      image: row.image,
      description: row.description,
    }),
    messages: messagesOf(PRODUCT_MESSAGES),
    search: [gymProducts.name, gymProducts.category],
    tags,
  });

  registerOrgResource(ctx, {
    table: gymInventory,
    // The spec posts one row per call at either path.
    paths: [
      {
        path: '/api/v1/gym/inventory',
        verbs: ['list', 'get', 'create', 'update', 'delete', 'bulk'],
      },
      '/api/v1/inventory',
    ],
    // The screen saves its new rows together: all saved, or none and the spec's failure words.
    bulk: { key: 'items', message: INVENTORY_MESSAGES.allSaved, max: 50 },
    access: { read: gym('record'), write: gym('record') },
    keys: { list: 'items', item: 'item' },
    input: inventoryInputSchema,
    item: inventorySchema,
    fileFields: { description: hubFile('inventory-description') },
    async toRow(input, { org }) {
      await checkHubFiles(db, org.id, [
        { url: input.description, upload: 'inventory-description' },
      ]);
      return input;
    },
    toItem: (row) => ({
      _id: row.id,
      itemName: row.itemName,
      quantity: row.quantity,
      condition: row.condition,
      remark: row.remark,
      description: row.description,
      custom: row.custom,
    }),
    messages: messagesOf(INVENTORY_MESSAGES),
    search: [gymInventory.itemName],
    order: 'oldest',
    tags,
  });

  // The inventory's own columns, kept with the gym.
  const columnsAnswer = z.object({ success: z.literal(true), columns: z.array(z.string()) });
  app.get(
    '/api/v1/gym/inventory/columns',
    { config: { access: gym('record') }, schema: { tags, response: { 200: columnsAnswer } } },
    async (request) => {
      const [row] = await db
        .select({ columns: gymInventoryColumns.columns })
        .from(gymInventoryColumns)
        .where(eq(gymInventoryColumns.orgId, currentOrg(request).id));
      return { success: true as const, columns: row?.columns ?? [] };
    },
  );
  app.put(
    '/api/v1/gym/inventory/columns',
    {
      config: { access: gym('record') },
      schema: {
        tags,
        body: inventoryColumnsSchema,
        response: { 200: columnsAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { columns } = request.body;
      await db
        .insert(gymInventoryColumns)
        .values({ orgId, columns })
        .onConflictDoUpdate({ target: gymInventoryColumns.orgId, set: { columns } });
      return { success: true as const, message: INVENTORY_MESSAGES.columnsSaved, columns };
    },
  );

  registerOrgResource(ctx, {
    table: gymOrganizations,
    paths: ['/api/v1/gym/organizations', '/api/v1/organizations'],
    access: { read: { org: 'gym' }, write: gym('user') },
    keys: { list: 'organizations', item: 'organization' },
    input: gymOrganizationInputSchema,
    item: gymOrganizationSchema,
    toRow: (input) => input,
    toItem: (row) => ({
      _id: row.id,
      orgName: row.orgName,
      opendate: row.opendate,
      relation: row.relation,
      productId: row.productId,
      address: row.address,
      phone: row.phone,
      email: row.email,
      founders: row.founders,
    }),
    messages: messagesOf(GYM_ORGANIZATION_MESSAGES),
    search: [gymOrganizations.orgName],
    order: 'oldest',
    tags,
  });

  /**
   * A public gym event is also a row of the platform's events (`/social/events`): made, changed
   * and removed with it. Its picture becomes public, as every event picture there is.
   */
  async function publishEvent(
    tx: Db,
    orgId: string,
    input: z.output<typeof gymEventInputSchema>,
    publicEventId: string | null | undefined,
  ): Promise<string | null> {
    if (!input.isPublic) {
      if (publicEventId) await tx.delete(events).where(eq(events.id, publicEventId));
      return null;
    }
    if (input.pic) {
      const id = FILE_ID.exec(input.pic)?.[1] ?? '';
      await tx
        .update(files)
        .set({ isPublic: true })
        .where(and(eq(files.id, id), eq(files.orgId, orgId)));
    }
    const values = {
      orgId,
      title: input.eventName,
      date: input.date || null,
      location: input.place,
      description: [
        input.goal,
        `Muscles: ${input.musclePrimary}${input.muscleSecondary ? `, ${input.muscleSecondary}` : ''}.`,
        `${input.duration} minutes.`,
      ].join(' '),
      image: input.pic,
      kind: 'sports' as const,
    };
    if (publicEventId) {
      const [row] = await tx
        .update(events)
        .set(values)
        .where(and(eq(events.id, publicEventId), eq(events.orgId, orgId)))
        .returning({ id: events.id });
      if (row) return row.id;
    }
    const [row] = await tx.insert(events).values(values).returning({ id: events.id });
    return row?.id ?? null;
  }

  registerOrgResource(ctx, {
    table: gymEvents,
    // Delete is below: it removes the public copy too.
    paths: [{ path: '/api/v1/gym-events', verbs: ['list', 'get', 'create', 'update'] }],
    updateReadsRow: true,
    access: { read: { org: 'gym' }, write: gym('notice') },
    keys: { list: 'events', item: 'event' },
    input: gymEventInputSchema,
    item: gymEventSchema,
    fileFields: { description: hubFile('event-description'), pic: hubFile('event-pic') },
    async toRow(input, { org }, previous) {
      await checkHubFiles(db, org.id, [
        { url: input.description, upload: 'event-description' },
        { url: input.pic, upload: 'event-pic' },
      ]);
      const publicEventId = await publishEvent(db, org.id, input, previous?.publicEventId);
      return { ...input, date: input.date || null, publicEventId };
    },
    toItem: (row) => ({
      _id: row.id,
      srNo: row.srNo,
      eventName: row.eventName,
      goal: row.goal,
      musclePrimary: row.musclePrimary,
      muscleSecondary: row.muscleSecondary,
      place: row.place,
      duration: row.duration,
      description: row.description,
      pic: row.pic,
      date: row.date ?? '',
      isPublic: row.isPublic,
    }),
    messages: messagesOf(GYM_EVENT_MESSAGES),
    search: [gymEvents.eventName],
    order: 'oldest',
    tags,
  });

  app.delete(
    '/api/v1/gym-events/:id',
    {
      config: { access: gym('notice') },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [row] = await db
        .delete(gymEvents)
        .where(and(eq(gymEvents.orgId, orgId), eq(gymEvents.id, request.params.id)))
        .returning({ publicEventId: gymEvents.publicEventId });
      if (!row) throw notFound(GYM_EVENT_MESSAGES.notFound);
      if (row.publicEventId)
        await db
          .delete(events)
          .where(and(eq(events.id, row.publicEventId), eq(events.orgId, orgId)));
      return { success: true as const, message: GYM_EVENT_MESSAGES.removed };
    },
  );
}
