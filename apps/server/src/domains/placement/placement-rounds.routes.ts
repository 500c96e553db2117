import { ROUND_MESSAGES, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { statusMailServices } from '../jobs';
import { companyApplication } from './placement-applications.service';
import { addRound, listRounds, removeRound, updateRound } from './placement-rounds.service';
import { tags } from './placement.shared';

/** Interview rounds of an application: named, each with its assessment and result. */
export function registerPlacementRoundRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  // A status changed here is told to the student, as the job portal's status select does.
  const statusServices = statusMailServices(ctx);

  app.route({
    ...routeOf(placementApi.rounds, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(db, orgId, request.params.id);
      return { success: true as const, rounds: await listRounds(db, orgId, application.id) };
    },
  });

  app.route({
    ...routeOf(placementApi.addRound, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(db, orgId, request.params.id);
      const { round, status } = await addRound(
        statusServices(request),
        orgId,
        application.id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: ROUND_MESSAGES.saved, round, status });
    },
  });

  app.route({
    ...routeOf(placementApi.updateRound, tags),
    handler: async (request) => {
      const { id: applicationId, roundId } = request.params;
      const { round, status } = await updateRound(
        statusServices(request),
        currentOrg(request).id,
        { applicationId, roundId },
        request.body,
      );
      return { success: true as const, message: ROUND_MESSAGES.updated, round, status };
    },
  });

  app.route({
    ...routeOf(placementApi.removeRound, tags),
    handler: async (request) => {
      const { id: applicationId, roundId } = request.params;
      const status = await removeRound(statusServices(request), currentOrg(request).id, {
        applicationId,
        roundId,
      });
      return { success: true as const, message: ROUND_MESSAGES.removed, status };
    },
  });
}
