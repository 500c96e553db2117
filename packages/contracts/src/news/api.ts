import { z } from 'zod';
import { pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { platformList } from '../common/platform-list';
import { articleInputSchema, articleSchema, uploadedImageSchema } from './article';

/** The news: anyone reads it, newest first; platform administrators write it. */
export const newsApi = {
  articles: platformList({
    path: '/news',
    keys: { list: 'articles', item: 'article' },
    input: articleInputSchema,
    item: articleSchema,
    query: pageQuerySchema.omit({ search: true }),
    /** Whether the viewer may add and edit articles, so the page offers it only to them. */
    extras: { canEdit: z.boolean() },
  }),
  /** A picture for an article (multipart `image`), public like the article itself. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/news/images',
    access: 'platform-admin',
    answer: uploadedImageSchema,
    status: 201,
  }),
};
