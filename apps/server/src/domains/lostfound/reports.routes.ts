import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  FOUND_INPUT_SCHEMAS,
  LOST_INPUT_SCHEMAS,
  LOST_ITEM_KEYS,
  LOST_KINDS,
  LOST_LIST_KEYS,
  LOST_MESSAGES,
  idSchema,
  lostfoundApi,
  reportPagePath,
  type LostKind,
  type ReportDirection,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, notFound } from '../../http/errors';
import { readMultipart, storeFile } from '../../http/uploads';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../pdf';
import type { Storage } from '../../storage/storage';
import { files } from '../files/files.table';
import { lostReports } from './lostfound.table';
import { listMatches, recordMatches } from './matches.service';
import { lostPoster } from './poster';
import {
  listOwnReports,
  listReports,
  reportColumns,
  selectReports,
  toReportDto,
} from './reports.service';

const tags = ['lost-and-found'];

/**
 * Spec 01 section 7: GET and POST /api/humans, /api/animals and /api/materials, plus the
 * author's own reports and "mark resolved". Every route needs a signed-in account: the page
 * requires sign-in, so contact details only ever reach signed-in users.
 */
export function registerLostReportRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  for (const kind of LOST_KINDS) {
    registerKind(ctx, kind, 'lost');
    registerKind(ctx, kind, 'found');
  }

  app.route({
    ...routeOf(lostfoundApi.report, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const [row] = await selectReports(db).where(eq(lostReports.id, request.params.id));
      if (!row) throw notFound(LOST_MESSAGES.reportNotFound);
      return { success: true as const, report: toReportDto(row.report, row, user.id) };
    },
  });

  // The poster is a file (a PDF), not an answer the contracts declare.

  app.get(
    '/api/v1/lostnfound/reports/:id/poster',
    {
      config: { access: 'user' },
      schema: {
        params: z.object({ id: idSchema }),
        tags,
        description:
          'A lost report’s poster (A4 PDF): photo, details and a QR code to its page, without contact fields.',
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(lostReports)
        .where(eq(lostReports.id, request.params.id));
      if (!row) throw notFound(LOST_MESSAGES.reportNotFound);
      if (row.direction !== 'lost') throw badRequest(LOST_MESSAGES.posterLostOnly);
      const photo = await reportPhoto(db, ctx.storage, row.image);
      const document = lostPoster({
        kind: row.kind,
        title: row.title,
        details: row.details,
        link: `${ctx.config.publicUrl}${reportPagePath(row.id)}`,
        photo,
      });
      const pdf = await pdfWork(() => renderDocumentPdf(document));
      return sendPdf(reply, pdf, `Lost ${row.title || row.kind}.pdf`, 'Poster');
    },
  );

  app.route({
    ...routeOf(lostfoundApi.matches, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const { matches, page } = await listMatches(db, user.id, request.query);
      return { success: true as const, matches, ...page };
    },
  });

  app.route({
    ...routeOf(lostfoundApi.ownReports, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const { reports, page } = await listOwnReports(db, user.id, request.query);
      return { success: true as const, reports, ...page };
    },
  });

  app.route({
    ...routeOf(lostfoundApi.resolve, tags),
    handler: async (request) => {
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
  });
}

/** A photo is read into a poster only up to this size (the upload limit). */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The bytes of a report's photo (a file this server stored), or undefined. */
async function reportPhoto(db: Db, storage: Storage, image: string) {
  const id = /^\/api\/v1\/files\/([0-9a-f]{24})$/.exec(image)?.[1];
  if (!id) return undefined;
  const [file] = await db
    .select({ key: files.key, size: files.size })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!file || file.size > MAX_PHOTO_BYTES) return undefined;
  const stored = await storage.get(file.key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The list and the form of one kind and direction: the spec's paths for lost reports
 * (GET/POST /api/humans...), ours for found ones (/api/v1/lostnfound/found/humans...).
 */
function registerKind(ctx: AppContext, kind: LostKind, direction: ReportDirection): void {
  const { app, db } = ctx;
  const declared = lostfoundApi[direction][kind];
  const listKey = direction === 'lost' ? LOST_LIST_KEYS[kind] : 'reports';
  const itemKey = direction === 'lost' ? LOST_ITEM_KEYS[kind] : 'report';
  const schema = direction === 'lost' ? LOST_INPUT_SCHEMAS[kind] : FOUND_INPUT_SCHEMAS[kind];
  const missingImage =
    kind === 'material' ? LOST_MESSAGES.materialFileMissing : LOST_MESSAGES.imageMissing;

  app.route({
    ...routeOf(declared.list, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const { reports, page } = await listReports(db, kind, request.query, user.id, direction);
      return { success: true as const, [listKey]: reports, ...page };
    },
  });

  app.route({
    ...routeOf(declared.submit, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest(missingImage);
      const { fields, file } = await readMultipart(request, {
        fileField: 'image',
        category: 'image',
        rejectMessage: LOST_MESSAGES.imageInvalid,
      });
      // Fields first, so a refused report leaves no orphan file behind.
      const input = schema.parse(fields);
      if (!file) throw badRequest(missingImage);
      const stored = await storeFile(db, ctx.storage, file, {
        ownerId: user.id,
        orgId: null,
        isPublic: false,
        signedInOnly: true,
      });
      const [row] = await db
        .insert(lostReports)
        .values({
          ...reportColumns(kind, input, direction),
          authorId: user.id,
          image: stored.url,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const matches = await recordMatches(
        { db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, log: request.log },
        row,
      );
      return reply.status(201).send({
        success: true,
        message: LOST_MESSAGES.submitted,
        [itemKey]: toReportDto(row, user, user.id),
        matches,
      });
    },
  });
}
