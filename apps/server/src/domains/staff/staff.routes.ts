import { eq } from 'drizzle-orm';
import { MEMBER_MESSAGES, STAFF_MESSAGES, staffApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import { serveResource } from '../../http/serve-resource';
import { users } from '../accounts/users.table';
import { staffMembers } from './staff.table';

const toStaff = (row: typeof staffMembers.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  dob: row.dob,
  gender: row.gender,
  mobile: row.mobile,
  joindate: row.joindate,
  email: row.email,
  experience: row.experience,
  description: row.description,
  image: row.image,
  vedanId: row.vedanId,
});

/** Gym trainers, ahar staff and barber staff: one resource with a photo, at each area's path. */
export function registerStaffRoutes({ app, db, storage }: AppContext): void {
  for (const contract of [staffApi.gymTrainers, staffApi.aharStaff, staffApi.barberStaff]) {
    serveResource({ app, db, storage }, contract, {
      table: staffMembers,
      upload: { field: 'image', category: 'image', requiredMessage: STAFF_MESSAGES.image },
      async toRow(input, { upload }) {
        let userId: string | null = null;
        if (input.vedanId) {
          const [account] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.vedanId, input.vedanId))
            .limit(1);
          if (!account) throw notFound(MEMBER_MESSAGES.noSuchAccount);
          userId = account.id;
        }
        return { ...input, userId, ...(upload ? { image: upload.url } : {}) };
      },
      toItem: toStaff,
      messages: STAFF_MESSAGES,
      search: [staffMembers.name, staffMembers.mobile],
      order: 'oldest',
      tags: ['staff'],
    });
  }
}
