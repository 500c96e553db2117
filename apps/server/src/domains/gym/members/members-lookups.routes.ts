import { gymApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { batchesWithPlaces, memberAttendance, saleablePackages } from './members-lookups.service';
import { tags } from './members.shared';

const api = gymApi.members;

/** What the member screens look up beside the register: attendance, packages and batches. */
export function registerGymMemberLookupRoutes({ app, db }: AppContext): void {
  // The member's attendance on the kit's daily sheets (the member card's Attendance panel).
  app.route({
    ...routeOf(api.attendance, tags),
    handler: async (request) => ({
      success: true as const,
      ...(await memberAttendance(db, currentOrg(request).id, request.params.id, todayInIndia())),
    }),
  });

  // The packages a member can be sold, for whoever enrols members (the package screen itself
  // needs the Package permission).
  app.route({
    ...routeOf(api.saleablePackages, tags),
    handler: async (request) => ({
      success: true as const,
      packages: await saleablePackages(db, currentOrg(request).id),
    }),
  });

  // The batches a member can be placed in, with their free places.
  app.route({
    ...routeOf(api.batchPlaces, tags),
    handler: async (request) => ({
      success: true as const,
      batches: await batchesWithPlaces(db, currentOrg(request).id),
    }),
  });
}
