import { z } from 'zod';
import type { AppContext } from '../app-context';
import { currentUser, type Access } from './access';
import { badRequest } from './errors';
import { readMultipart, storeFile } from './uploads';

/**
 * One public picture upload (news articles, events): the `image` field of a multipart body,
 * checked by its bytes and the image size limit, stored as a public file owned by the uploader
 * and answered 201 with its address. A route differs only by path, access and messages.
 */
export function registerImageUploadRoute(
  { app, db, storage }: Pick<AppContext, 'app' | 'db' | 'storage'>,
  route: {
    path: string;
    access: Access;
    tags: string[];
    /** The answer when the file is missing, not an image or too large. */
    invalidMessage: string;
    uploadedMessage: string;
  },
): void {
  app.post(
    route.path,
    {
      config: { access: route.access },
      schema: {
        tags: route.tags,
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), url: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipart(request, {
        fileField: 'image',
        category: 'image',
        rejectMessage: route.invalidMessage,
      });
      if (!file) throw badRequest(route.invalidMessage);
      const stored = await storeFile(db, storage, file, {
        ownerId: currentUser(request).id,
        orgId: null,
        isPublic: true,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: route.uploadedMessage, url: stored.url });
    },
  );
}
