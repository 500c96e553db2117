import { PLACEMENT_MESSAGES, decisionInputSchema, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/uploads';
import { statusMailServices } from '../jobs';
import { companyApplication } from './placement-applications.service';
import { recordDecision, scheduleInterview } from './placement-outcomes.service';
import { answerWithApplication, tags } from './placement.shared';

/** What the company sets for an application: the interview, then the decision. */
export function registerPlacementOutcomeRoutes(ctx: AppContext): void {
  const { app, db, storage } = ctx;
  // A status changed here is told to the student, as the job portal's status select does.
  const statusServices = statusMailServices(ctx);

  app.route({
    ...routeOf(placementApi.setInterview, tags),
    handler: async (request) => {
      const application = await companyApplication(db, currentOrg(request).id, request.params.id);
      await scheduleInterview(statusServices(request), application.id, request.body);
      return answerWithApplication(db, application.id, PLACEMENT_MESSAGES.interviewSet);
    },
  });

  // The decision, with the offer or rejection letter as a PDF that only the student and the
  // company can read (the file belongs to the student and to the company).
  app.route({
    ...routeOf(placementApi.decide, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const { fields, file } = await readMultipart(request, {
        fileField: 'letter',
        category: 'pdf',
        rejectMessage: PLACEMENT_MESSAGES.letterFile,
      });
      const parsed = decisionInputSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? PLACEMENT_MESSAGES.decisionInvalid);
      const application = await companyApplication(db, orgId, request.params.id);
      await recordDecision(
        statusServices(request),
        storage,
        { orgId, application },
        parsed.data,
        file,
      );
      return answerWithApplication(db, application.id, PLACEMENT_MESSAGES.decisionSaved);
    },
  });
}
