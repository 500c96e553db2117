import type { FastifyRequest } from 'fastify';
import { NEWS_MESSAGES, newsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { apiPath } from '../../http/endpoint-routes';
import { registerImageUploadRoute } from '../../http/image-upload-route';
import { servePlatformResource } from '../../http/platform-resource-routes';
import { newsArticles } from './news.table';

const tags = ['news'];

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
  // Anyone reads the news, newest first; platform administrators write it.
  servePlatformResource({ app, db }, newsApi.articles, {
    table: newsArticles,
    toRow: (input) => input,
    toItem: toArticle,
    messages: {
      created: NEWS_MESSAGES.created,
      updated: NEWS_MESSAGES.updated,
      removed: NEWS_MESSAGES.removed,
      notFound: NEWS_MESSAGES.notFound,
    },
    extras: (request) => ({ canEdit: canEdit(request) }),
    tags,
  });

  // A picture for an article, checked by its bytes and size; public like the article itself.
  registerImageUploadRoute(
    { app, db, storage },
    {
      path: apiPath(newsApi.uploadImage.path),
      access: newsApi.uploadImage.access,
      tags,
      invalidMessage: NEWS_MESSAGES.imageFile,
      uploadedMessage: NEWS_MESSAGES.imageUploaded,
    },
  );
}
