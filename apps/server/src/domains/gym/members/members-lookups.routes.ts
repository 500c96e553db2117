import { z } from 'zod';
import { todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { batchesWithPlaces, memberAttendance, saleablePackages } from './members-lookups.service';
import { ENROLLMENT, params, tags } from './members.shared';

/** What the member screens look up beside the register: attendance, packages and batches. */
export function registerGymMemberLookupRoutes({ app, db }: AppContext): void {
  // The member's attendance on the kit's daily sheets (the member card's Attendance panel).
  app.get(
    '/api/v1/gym/members/:id/attendance',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        params,
        response: {
          200: z.object({
            success: z.literal(true),
            days: z.array(
              z.object({
                date: z.string(),
                remark: z.string(),
                timeIn: z.string(),
                timeOut: z.string(),
              }),
            ),
            present: z.number(),
            absent: z.number(),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await memberAttendance(db, currentOrg(request).id, request.params.id, todayInIndia())),
    }),
  );

  // The packages a member can be sold, for whoever enrols members (the package screen itself
  // needs the Package permission).
  app.get(
    '/api/v1/gym/members-packages',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        response: {
          200: z.object({
            success: z.literal(true),
            packages: z.array(
              z.object({ _id: z.string(), name: z.string(), range: z.string(), fees: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      packages: await saleablePackages(db, currentOrg(request).id),
    }),
  );

  // The batches a member can be placed in, with their free places.
  app.get(
    '/api/v1/gym/members-batches',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        response: {
          200: z.object({
            success: z.literal(true),
            batches: z.array(
              z.object({ _id: z.string(), batchName: z.string(), free: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      batches: await batchesWithPlaces(db, currentOrg(request).id),
    }),
  );
}
