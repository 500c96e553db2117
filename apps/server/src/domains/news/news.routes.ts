import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  NEWS_MESSAGES,
  articleInputSchema,
  articleSchema,
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { registerImageUploadRoute } from '../../http/image-upload-route';
import { newsArticles } from './news.table';

const tags = ['news'];
const params = z.object({ id: idSchema });

const toArticle = (row: typeof newsArticles.$inferSelect) => ({
  _id: row.id,
  id: row.id,
  title: row.title,
  description: row.description,
  url: row.url,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

/** Whether the viewer may add and edit articles, so the page offers it only to them. */
const canEdit = (request: FastifyRequest) => request.user?.isPlatformAdmin ?? false;

export function registerNewsRoutes({ app, db, storage }: AppContext): void {
  app.get(
    '/api/v1/news',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: pageQuerySchema.omit({ search: true }),
        response: {
          200: z
            .object({
              success: z.literal(true),
              articles: z.array(articleSchema),
              canEdit: z.boolean(),
            })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(newsArticles)
          .orderBy(desc(newsArticles.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(newsArticles),
      ]);
      return {
        success: true as const,
        articles: rows.map(toArticle),
        canEdit: canEdit(request),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );

  app.get(
    '/api/v1/news/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params,
        response: {
          200: z.object({ success: z.literal(true), article: articleSchema, canEdit: z.boolean() }),
        },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.id, request.params.id))
        .limit(1);
      if (!row) throw notFound(NEWS_MESSAGES.notFound);
      return { success: true as const, article: toArticle(row), canEdit: canEdit(request) };
    },
  );

  // A picture for an article, checked by its bytes and size; public like the article itself.
  registerImageUploadRoute(
    { app, db, storage },
    {
      path: '/api/v1/news/images',
      access: 'platform-admin',
      tags,
      invalidMessage: NEWS_MESSAGES.imageFile,
      uploadedMessage: NEWS_MESSAGES.imageUploaded,
    },
  );

  const changed = z.object({
    success: z.literal(true),
    message: z.string(),
    article: articleSchema,
  });

  app.post(
    '/api/v1/news',
    {
      config: { access: 'platform-admin' },
      schema: { tags, body: articleInputSchema, response: { 201: changed } },
    },
    async (request, reply) => {
      const [row] = await db.insert(newsArticles).values(request.body).returning();
      if (!row) throw new Error('insert returned no row');
      return reply
        .status(201)
        .send({ success: true as const, message: NEWS_MESSAGES.created, article: toArticle(row) });
    },
  );

  app.put(
    '/api/v1/news/:id',
    {
      config: { access: 'platform-admin' },
      schema: { tags, params, body: articleInputSchema, response: { 200: changed } },
    },
    async (request) => {
      const [row] = await db
        .update(newsArticles)
        .set(request.body)
        .where(eq(newsArticles.id, request.params.id))
        .returning();
      if (!row) throw notFound(NEWS_MESSAGES.notFound);
      return { success: true as const, message: NEWS_MESSAGES.updated, article: toArticle(row) };
    },
  );

  app.delete(
    '/api/v1/news/:id',
    {
      config: { access: 'platform-admin' },
      schema: {
        tags,
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(newsArticles)
        .where(eq(newsArticles.id, request.params.id))
        .returning({ id: newsArticles.id });
      if (!row) throw notFound(NEWS_MESSAGES.notFound);
      return { success: true as const, message: NEWS_MESSAGES.removed };
    },
  );
}
