import { HUB_UPLOADS, HUB_UPLOAD_MESSAGES, gymApi, type HubUpload } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { badRequest } from '../../../http/errors';
import { readMultipart, storeFile } from '../../../http/uploads';
import { hubFile, tags } from './records.shared';

type UploadEndpoint = (typeof gymApi.hub.uploads)[HubUpload];

/** The uploads: POST multipart with the file in `file`, answered with its address. */
export function registerHubUploadRoutes({ app, db, storage }: AppContext): void {
  const uploads: [HubUpload, UploadEndpoint][] = [
    ...(Object.keys(HUB_UPLOADS) as HubUpload[]).map((upload): [HubUpload, UploadEndpoint] => [
      upload,
      gymApi.hub.uploads[upload],
    ]),
    // The spec's own upload call of the live screen.
    ['live-file', gymApi.hub.liveUpload],
  ];
  for (const [upload, declared] of uploads) {
    const rule = HUB_UPLOADS[upload];
    app.route({
      ...routeOf(declared, tags),
      handler: async (request, reply) => {
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
    });
  }
}
