import { GYM_BATCH_MESSAGES, GYM_PACKAGE_MESSAGES, gymApi, todayInIndia } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { conflict } from '../../../http/errors';
import { routeOf } from '../../../http/endpoint-routes';
import { serveResource } from '../../../http/serve-resource';
import { membersDashboard } from './dashboard.service';
import { registerGymFeeRoutes } from './fees.routes';
import { registerWhatsAppSendRoute } from '../../messages';
import { gymBatches, gymMembers, gymPackages } from './gym.table';
import { withExpiryOffers } from './members.messages';
import { registerGymPlanRoutes } from './plans.routes';

const api = gymApi.members;

const toBatch = (row: typeof gymBatches.$inferSelect) => ({
  _id: row.id,
  batchName: row.batchName,
  batchLimit: row.batchLimit,
  batchOpenTime: row.batchOpenTime,
  batchCloseTime: row.batchCloseTime,
  memberCount: row.memberCount,
});

const toPackage = (row: typeof gymPackages.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  range: row.range,
  fees: Number(row.fees),
  save: Number(row.save),
  remarks: row.remarks,
});

/** Batches and packages, the gym's own lists members are put in and sold. */
function serveBatchesAndPackages(ctx: AppContext): void {
  // Batches (spec 03 sections 3, 5 and 7).
  serveResource(ctx, api.batches, {
    table: gymBatches,
    updateReadsRow: true,
    toRow(input, _who, previous) {
      if (previous && input.batchLimit < previous.memberCount)
        throw conflict(GYM_BATCH_MESSAGES.belowMembers(previous.memberCount));
      return input;
    },
    toItem: toBatch,
    messages: GYM_BATCH_MESSAGES,
    search: [gymBatches.batchName],
    order: 'oldest',
    tags: ['gym: batches'],
  });

  // Packages (spec 03 sections 3, 5, 7 and 9). An id that is not 24 characters is the spec's
  // "Invalid package ID format." on update.
  serveResource(ctx, api.packages, {
    table: gymPackages,
    toRow: (input) => ({ ...input, fees: String(input.fees), save: String(input.save) }),
    toItem: toPackage,
    messages: { ...GYM_PACKAGE_MESSAGES, unsaved: GYM_PACKAGE_MESSAGES.invalidId },
    search: [gymPackages.name],
    order: 'oldest',
    tags: ['gym: packages'],
  });
}

/** The gym's batches, packages, fees, the members' dashboard and the members' plans. */
export function registerGymRoutes(ctx: AppContext): void {
  serveBatchesAndPackages(ctx);
  registerGymFeeRoutes(ctx);

  // The dashboard's lists (beyond the spec): expiring this week, expired, fees due.
  ctx.app.route({
    ...routeOf(api.dashboard, ['gym: members']),
    handler: async (request) => {
      const org = currentOrg(request);
      const board = await membersDashboard(ctx.db, org.id, todayInIndia());
      const members = await withExpiryOffers(ctx.db, org, board.expiring.members);
      return { success: true as const, ...board, expiring: { ...board.expiring, members } };
    },
  });
  registerWhatsAppSendRoute(ctx, 'gym-expiry', gymMembers);

  registerGymPlanRoutes(ctx);
}
