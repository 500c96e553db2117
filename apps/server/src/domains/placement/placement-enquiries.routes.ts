import { PLACEMENT_MESSAGES, pageInfo, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import {
  answerEnquiry,
  companyEnquiriesPage,
  sendEnquiry,
  studentEnquiriesPage,
} from './placement-enquiries.service';
import { tags } from './placement.shared';

/** Enquiries: a student asks a company about a post; the company's team answers. */
export function registerPlacementEnquiryRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(placementApi.sendEnquiry, tags),
    handler: async (request, reply) => {
      const enquiry = await sendEnquiry(db, currentUser(request).id, request.body);
      return reply.status(201).send({
        success: true as const,
        message: PLACEMENT_MESSAGES.enquirySent,
        enquiry,
      });
    },
  });

  app.route({
    ...routeOf(placementApi.myEnquiries, tags),
    handler: async (request) => {
      const { enquiries, total } = await studentEnquiriesPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return { success: true as const, enquiries, ...pageInfo(request.query, total) };
    },
  });

  app.route({
    ...routeOf(placementApi.companyEnquiries, tags),
    handler: async (request) => {
      const { enquiries, total } = await companyEnquiriesPage(
        db,
        currentOrg(request).id,
        request.query,
      );
      return { success: true as const, enquiries, ...pageInfo(request.query, total) };
    },
  });

  app.route({
    ...routeOf(placementApi.answerEnquiry, tags),
    handler: async (request) => {
      const enquiry = await answerEnquiry(
        db,
        currentOrg(request).id,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: PLACEMENT_MESSAGES.enquiryAnswered, enquiry };
    },
  });
}
