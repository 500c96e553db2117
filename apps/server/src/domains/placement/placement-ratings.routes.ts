import { COMPANY_AREA_MESSAGES, PLACEMENT_MESSAGES, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { companyApplication } from './placement-applications.service';
import {
  rateCompany,
  saveAssessment,
  setCompanyConsent,
  setStudentConsent,
} from './placement-ratings.service';
import { answerWithApplication, tags } from './placement.shared';

/** The ratings after an interview: both sides' consent, the assessment, the company's rating. */
export function registerPlacementRatingRoutes({ app, db }: AppContext): void {
  // The interview rating needs both sides' agreement: the student's for their application, and
  // the company's.
  app.route({
    ...routeOf(placementApi.studentConsent, tags),
    handler: async (request) => {
      const id = await setStudentConsent(
        db,
        currentUser(request).id,
        request.params.id,
        request.body.consent,
      );
      return answerWithApplication(db, id, PLACEMENT_MESSAGES.consentSaved);
    },
  });

  app.route({
    ...routeOf(placementApi.companyConsent, tags),
    handler: async (request) => {
      const application = await companyApplication(db, currentOrg(request).id, request.params.id);
      await setCompanyConsent(db, application.id, request.body.consent);
      return answerWithApplication(db, application.id, PLACEMENT_MESSAGES.consentSaved);
    },
  });

  app.route({
    ...routeOf(placementApi.assess, tags),
    handler: async (request) => {
      const application = await companyApplication(db, currentOrg(request).id, request.params.id);
      await saveAssessment(db, application.id, request.body);
      return answerWithApplication(db, application.id, PLACEMENT_MESSAGES.assessmentSaved);
    },
  });

  // The student rates the company after an interview (the mirror of the skills assessment).
  app.route({
    ...routeOf(placementApi.rateCompany, tags),
    handler: async (request) => {
      const id = await rateCompany(db, currentUser(request).id, request.params.id, request.body);
      return answerWithApplication(db, id, COMPANY_AREA_MESSAGES.ratingSaved);
    },
  });
}
