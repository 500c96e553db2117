import { z } from 'zod';
import { COMPANY_AREA_MESSAGES } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { FileCategory } from '../../http/file-type';
import { readMultipart, storeFile } from '../../http/uploads';
import { COMPANY_TAGS as tags, WRITE } from './company.access';

// Product images and the PDFs of products and news: public, as the company page shows them.
const fileRoutes: { path: string; category: FileCategory; message: string }[] = [
  {
    path: '/api/v1/company/images',
    category: 'image',
    message: COMPANY_AREA_MESSAGES.productImage,
  },
  { path: '/api/v1/company/documents', category: 'pdf', message: COMPANY_AREA_MESSAGES.pdfOnly },
];

/** The uploads of the company's pages: product images and PDFs. */
export function registerCompanyFileRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  for (const { path, category, message } of fileRoutes) {
    app.post(
      path,
      {
        config: { access: WRITE },
        schema: {
          tags,
          description: `multipart/form-data with the file in \`file\` (${category === 'image' ? 'an image, at most 2 MB' : 'a PDF, at most 10 MB'}).`,
          response: { 201: z.object({ success: z.literal(true), url: z.string() }) },
        },
      },
      async (request, reply) => {
        const org = currentOrg(request);
        const { file } = await readMultipart(request, {
          fileField: 'file',
          category,
          rejectMessage: message,
        });
        if (!file) throw badRequest(message);
        const stored = await storeFile(db, ctx.storage, file, {
          ownerId: currentUser(request).id,
          orgId: org.id,
          isPublic: true,
        });
        return reply.status(201).send({ success: true as const, url: stored.url });
      },
    );
  }
}
