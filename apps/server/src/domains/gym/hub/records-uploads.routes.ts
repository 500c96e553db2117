import { z } from 'zod';
import { HUB_UPLOADS, HUB_UPLOAD_MESSAGES, type HubUpload } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser, type OrgKindAccess } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { readMultipart, storeFile } from '../../../http/uploads';
import { gym, hubFile, tags } from './records.shared';

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

/** The uploads: POST multipart with the file in `file`, answered with its address. */
export function registerHubUploadRoutes({ app, db, storage }: AppContext): void {
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
}
