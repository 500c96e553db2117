import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  LOST_INPUT_SCHEMAS,
  LOST_ITEM_KEYS,
  LOST_KINDS,
  LOST_LIST_KEYS,
  LOST_MESSAGES,
  LOST_PATHS,
  idSchema,
  lostListQuerySchema,
  messageResponseSchema,
  pageQuerySchema,
  type LostKind,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { readMultipart, storeFile } from '../../http/uploads';
import { lostReports } from './lostfound.table';
import { listOwnReports, listReports, reportColumns, toReportDto } from './reports.service';

const tags = ['lost-and-found'];

/**
 * Spec 01 section 7: GET and POST /api/humans, /api/animals and /api/materials, plus the
 * author's own reports and "mark resolved". Every route needs a signed-in account: the page
 * requires sign-in, so contact details only ever reach signed-in users.
 */
export function registerLostReportRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  for (const kind of LOST_KINDS) registerKind(ctx, kind);

  app.get(
    '/api/v1/lostnfound/reports/mine',
    {
      config: { access: 'user' },
      schema: {
        querystring: pageQuerySchema,
        tags,
        description: 'The signed-in author’s reports.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { reports, page } = await listOwnReports(db, user.id, request.query);
      return { success: true as const, reports, ...page };
    },
  );

  app.post(
    '/api/v1/lostnfound/reports/:id/resolve',
    {
      config: { access: 'user' },
      schema: {
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
        tags,
        description: 'The author marks a report found/returned; it leaves Nikat Vastu.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      const mine = and(eq(lostReports.id, request.params.id), eq(lostReports.authorId, user.id));
      const [updated] = await db
        .update(lostReports)
        .set({ resolvedAt: new Date() })
        .where(and(mine, isNull(lostReports.resolvedAt)))
        .returning({ id: lostReports.id });
      if (!updated) {
        // Already resolved is fine (a second click); anyone else's report does not exist.
        const [own] = await db.select({ id: lostReports.id }).from(lostReports).where(mine);
        if (!own) throw notFound(LOST_MESSAGES.reportNotFound);
      }
      return { success: true, message: LOST_MESSAGES.resolved };
    },
  );
}

function registerKind(ctx: AppContext, kind: LostKind): void {
  const { app, db } = ctx;
  const path = LOST_PATHS[kind];
  const listKey = LOST_LIST_KEYS[kind];
  const itemKey = LOST_ITEM_KEYS[kind];
  const missingImage =
    kind === 'material' ? LOST_MESSAGES.materialFileMissing : LOST_MESSAGES.imageMissing;

  app.get(
    path,
    {
      config: { access: 'user' },
      schema: {
        querystring: lostListQuerySchema,
        tags,
        description: `Open ${listKey}, newest first (nearest first with near or lat+lng), paged.`,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { reports, page } = await listReports(db, kind, request.query, user.id);
      return { success: true as const, [listKey]: reports, ...page };
    },
  );

  app.post(
    path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: `multipart/form-data: every ${kind} field and the photo in \`image\` (PNG, JPEG, WebP or GIF, at most 2 MB).`,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest(missingImage);
      const { fields, file } = await readMultipart(request, {
        fileField: 'image',
        category: 'image',
        rejectMessage: LOST_MESSAGES.imageInvalid,
      });
      // Fields first, so a refused report leaves no orphan file behind.
      const input = LOST_INPUT_SCHEMAS[kind].parse(fields);
      if (!file) throw badRequest(missingImage);
      const stored = await storeFile(db, ctx.storage, file, {
        ownerId: user.id,
        orgId: null,
        isPublic: false,
        signedInOnly: true,
      });
      const [row] = await db
        .insert(lostReports)
        .values({ ...reportColumns(kind, input), authorId: user.id, image: stored.url })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({
        success: true,
        message: LOST_MESSAGES.submitted,
        [itemKey]: toReportDto(row, user, user.id),
      });
    },
  );
}
