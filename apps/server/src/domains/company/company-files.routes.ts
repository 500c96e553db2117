import { COMPANY_AREA_MESSAGES, companyApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { FileCategory } from '../../http/file-type';
import { readMultipart, storeFile } from '../../http/uploads';
import { routeOf } from '../../http/endpoint-routes';
import { COMPANY_TAGS as tags } from './company.access';

// Product images and the PDFs of products and news: public, as the company page shows them.
const fileRoutes: {
  upload: typeof companyApi.images;
  category: FileCategory;
  message: string;
}[] = [
  { upload: companyApi.images, category: 'image', message: COMPANY_AREA_MESSAGES.productImage },
  { upload: companyApi.documents, category: 'pdf', message: COMPANY_AREA_MESSAGES.pdfOnly },
];

/** The uploads of the company's pages: product images and PDFs. */
export function registerCompanyFileRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  for (const { upload, category, message } of fileRoutes) {
    app.route({
      ...routeOf(upload, tags),
      handler: async (request, reply) => {
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
    });
  }
}
