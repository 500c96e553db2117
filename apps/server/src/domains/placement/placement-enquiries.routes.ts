import { z } from 'zod';
import {
  PLACEMENT_MESSAGES,
  pageInfo,
  placementEnquiryAnswerSchema,
  placementEnquiryInputSchema,
  placementEnquirySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { pagedAnswer } from '../../http/paging';
import {
  answerEnquiry,
  companyEnquiriesPage,
  sendEnquiry,
  studentEnquiriesPage,
} from './placement-enquiries.service';
import { COMPANY_APPLICANTS, pageQuery, params, tags } from './placement.shared';

const enquiryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  enquiry: placementEnquirySchema,
});

/** Enquiries: a student asks a company about a post; the company's team answers. */
export function registerPlacementEnquiryRoutes({ app, db }: AppContext): void {
  app.post(
    '/api/v1/placement/enquiries',
    {
      config: { access: 'user' },
      schema: { tags, body: placementEnquiryInputSchema, response: { 201: enquiryAnswer } },
    },
    async (request, reply) => {
      const enquiry = await sendEnquiry(db, currentUser(request).id, request.body);
      return reply.status(201).send({
        success: true as const,
        message: PLACEMENT_MESSAGES.enquirySent,
        enquiry,
      });
    },
  );

  app.get(
    '/api/v1/placement/enquiries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('enquiries', placementEnquirySchema) },
      },
    },
    async (request) => {
      const { enquiries, total } = await studentEnquiriesPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return { success: true as const, enquiries, ...pageInfo(request.query, total) };
    },
  );

  app.get(
    '/api/v1/company/enquiries',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('enquiries', placementEnquirySchema) },
      },
    },
    async (request) => {
      const { enquiries, total } = await companyEnquiriesPage(
        db,
        currentOrg(request).id,
        request.query,
      );
      return { success: true as const, enquiries, ...pageInfo(request.query, total) };
    },
  );

  app.patch(
    '/api/v1/company/enquiries/:id',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        body: placementEnquiryAnswerSchema,
        response: { 200: enquiryAnswer },
      },
    },
    async (request) => {
      const enquiry = await answerEnquiry(
        db,
        currentOrg(request).id,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: PLACEMENT_MESSAGES.enquiryAnswered, enquiry };
    },
  );
}
