import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GYM_MEMBER_MESSAGES, gymApi, gymMemberInputSchema, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { allowedTypes, sniffFileType } from '../../../http/file-type';
import { readMultipart, storeFile, type UploadedFile } from '../../../http/uploads';
import { batchNameOf, findGymMember, membersPage } from './members-list.service';
import { createGymMember, deleteGymMember, toGymMember, updateGymMember } from './members.service';
import { tags } from './members.shared';
import { routesOf } from '../../../http/endpoint-routes';

const api = gymApi.members;

/** A data URL (the `/api/members` variant sends the image so) as an uploaded file. */
function fileFromDataUrl(value: string): UploadedFile | undefined {
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match) throw new HttpError(415, GYM_MEMBER_MESSAGES.image);
  const buffer = Buffer.from(match[1] ?? '', 'base64');
  if (buffer.length === 0) return undefined;
  const type = sniffFileType(buffer.subarray(0, 16));
  if (!type || !allowedTypes('image').includes(type.mime))
    throw new HttpError(415, GYM_MEMBER_MESSAGES.image);
  return { buffer, mime: type.mime, ext: type.ext, originalName: 'profile-image' };
}

/** JSON, or multipart with the member's fields and `profileImage` (a file or a data URL). */
async function readMember(
  { db, storage }: Pick<AppContext, 'db' | 'storage'>,
  request: FastifyRequest,
): Promise<{ input: z.output<typeof gymMemberInputSchema>; image?: string }> {
  if (!request.isMultipart()) return { input: gymMemberInputSchema.parse(request.body ?? {}) };
  const { fields, file } = await readMultipart(request, {
    fileField: 'profileImage',
    category: 'image',
    typeMessage: GYM_MEMBER_MESSAGES.image,
  });
  const dataUrl = fields.profileImage;
  delete fields.profileImage;
  // Checked before any file is stored, so a refused form leaves nothing behind.
  const input = gymMemberInputSchema.parse(fields);
  const upload = file ?? (dataUrl ? fileFromDataUrl(dataUrl) : undefined);
  if (!upload) return { input };
  const org = currentOrg(request);
  const stored = await storeFile(db, storage, upload, {
    ownerId: currentUser(request).id,
    orgId: org.id,
    isPublic: false,
  });
  return { input, image: stored.url };
}

/** The member register at both paths: the paged list, one member, add, change and remove. */
export function registerGymMemberRegisterRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  for (const options of routesOf(api.list, tags)) {
    app.route({
      ...options,
      handler: async (request) => ({
        success: true as const,
        ...(await membersPage(db, currentOrg(request).id, todayInIndia(), request.query)),
      }),
    });
  }

  for (const options of routesOf(api.member, tags)) {
    app.route({
      ...options,
      handler: async (request) => ({
        success: true as const,
        member: await findGymMember(db, currentOrg(request).id, request.params.id, todayInIndia()),
      }),
    });
  }

  for (const options of routesOf(api.add, tags)) {
    app.route({
      ...options,
      handler: async (request, reply) => {
        const org = currentOrg(request);
        const { input, image } = await readMember(ctx, request);
        const today = todayInIndia();
        const row = await createGymMember(db, org.id, input, image ?? '', today);
        const batchName = await batchNameOf(db, row.orgId, row.batchId);
        return reply.status(201).send({
          success: true as const,
          message: GYM_MEMBER_MESSAGES.created,
          member: toGymMember(row, batchName, today),
        });
      },
    });
  }

  for (const options of routesOf(api.update, tags)) {
    app.route({
      ...options,
      handler: async (request) => {
        const org = currentOrg(request);
        const { input, image } = await readMember(ctx, request);
        const today = todayInIndia();
        const row = await updateGymMember(db, org.id, request.params.id, input, image);
        return {
          success: true as const,
          message: GYM_MEMBER_MESSAGES.updated,
          member: toGymMember(row, await batchNameOf(db, row.orgId, row.batchId), today),
        };
      },
    });
  }

  // By id, never by list position (the spec's variant deletes by index).
  for (const options of routesOf(api.remove, tags)) {
    app.route({
      ...options,
      handler: async (request) => {
        await deleteGymMember(db, currentOrg(request).id, request.params.id);
        return { success: true as const, message: GYM_MEMBER_MESSAGES.removed };
      },
    });
  }
}
