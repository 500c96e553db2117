import { eq } from 'drizzle-orm';
import {
  LIBRARY_PROFILE_MESSAGES,
  cityOfPincode,
  libraryApi,
  type LibraryProfile,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import { readMultipart, storeFile } from '../../http/uploads';
import { organizations } from '../orgs/orgs.table';
import { libraryProfiles } from './profile.table';

const tags = ['library: profile'];
const api = libraryApi.profile;

type ProfileRow = typeof libraryProfiles.$inferSelect;

function toProfile(
  org: { id: string; name: string; city: string },
  row?: ProfileRow,
): LibraryProfile {
  return {
    orgId: org.id,
    name: org.name,
    city: org.city,
    mobile: row?.mobile ?? '',
    email: row?.email ?? '',
    address: row?.address ?? '',
    pincode: row?.pincode ?? '',
    zone: row?.zone ?? '',
    BranchName: row?.branchName ?? '',
    social: row?.social ?? [],
    GST: row?.gst ?? '',
    PAN: row?.pan ?? '',
    OTHERID: row?.otherId ?? '',
    Name: row?.founderName ?? '',
    VedanId: row?.founderVedanId ?? '',
    profilePhoto: row?.profilePhoto ?? null,
  };
}

/** Writes some of a library's profile columns, making its row on first use. */
export async function saveLibraryProfile(
  db: Pick<Db, 'insert'>,
  orgId: string,
  values: Partial<Omit<ProfileRow, 'orgId' | 'updatedAt'>>,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(libraryProfiles)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: libraryProfiles.orgId, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export function registerProfileRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  async function orgRow(orgId: string) {
    const [org] = await db
      .select({ id: organizations.id, name: organizations.name, city: organizations.city })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    if (!org) throw new Error('organization vanished');
    return org;
  }

  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const [org, [row]] = await Promise.all([
        orgRow(orgId),
        db.select().from(libraryProfiles).where(eq(libraryProfiles.orgId, orgId)),
      ]);
      return { success: true as const, profile: toProfile(org, row) };
    },
  });

  // One sidebar section at a time: Contact, Verification or Founder.
  app.route({
    ...routeOf(api.save, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const input = request.body;
      const values =
        input.section === 'contact'
          ? {
              mobile: input.mobile,
              email: input.email,
              address: input.address,
              pincode: input.pincode,
              cityKey: cityOfPincode(input.pincode)?.name ?? '',
              zone: input.zone,
              branchName: input.BranchName,
              social: input.social,
            }
          : input.section === 'verification'
            ? { gst: input.GST, pan: input.PAN, otherId: input.OTHERID }
            : { founderName: input.Name, founderVedanId: input.VedanId };
      const row = await saveLibraryProfile(db, orgId, values);
      return {
        success: true as const,
        message: LIBRARY_PROFILE_MESSAGES.updated,
        profile: toProfile(await orgRow(orgId), row),
      };
    },
  });

  // The profile photo: an image of at most 2 MB, checked by its bytes.
  app.route({
    ...routeOf(api.photo, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      if (!request.isMultipart()) throw badRequest(LIBRARY_PROFILE_MESSAGES.photo);
      const { file } = await readMultipart(request, {
        fileField: 'profilePhoto',
        category: 'image',
        rejectMessage: LIBRARY_PROFILE_MESSAGES.photo,
      });
      if (!file) throw badRequest(LIBRARY_PROFILE_MESSAGES.photo);
      // The photo shows on the library's public page, so it is a public file.
      const stored = await storeFile(db, ctx.storage, file, {
        ownerId: currentUser(request).id,
        orgId,
        isPublic: true,
      });
      const row = await saveLibraryProfile(db, orgId, { profilePhoto: stored.url });
      return {
        success: true as const,
        message: LIBRARY_PROFILE_MESSAGES.updated,
        profile: toProfile(await orgRow(orgId), row),
      };
    },
  });

  // A joined member's picture (picName): stored for the library's members to see.
  app.route({
    ...routeOf(api.memberPhoto, ['library: members']),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(LIBRARY_PROFILE_MESSAGES.photo);
      const { file } = await readMultipart(request, {
        fileField: 'picName',
        category: 'image',
        rejectMessage: LIBRARY_PROFILE_MESSAGES.photo,
      });
      if (!file) throw badRequest(LIBRARY_PROFILE_MESSAGES.photo);
      const stored = await storeFile(db, ctx.storage, file, {
        ownerId: currentUser(request).id,
        orgId: currentOrg(request).id,
        isPublic: false,
      });
      return reply.status(201).send({ success: true as const, picName: stored.url });
    },
  });
}
