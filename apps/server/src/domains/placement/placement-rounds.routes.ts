import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  ROUND_MESSAGES,
  idSchema,
  interviewRoundInputSchema,
  interviewRoundSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { statusMailServices } from '../jobs';
import { companyApplication } from './placement-applications.service';
import { addRound, listRounds, removeRound, updateRound } from './placement-rounds.service';
import { COMPANY_APPLICANTS, params, tags } from './placement.shared';

const roundParams = z.object({ id: idSchema, roundId: idSchema });
const roundAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  round: interviewRoundSchema,
  status: z.enum(APPLICATION_STATUSES),
});

/** Interview rounds of an application: named, each with its assessment and result. */
export function registerPlacementRoundRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  // A status changed here is told to the student, as the job portal's status select does.
  const statusServices = statusMailServices(ctx);

  app.get(
    '/api/v1/admin/applications/:id/rounds',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        response: {
          200: z.object({ success: z.literal(true), rounds: z.array(interviewRoundSchema) }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(db, orgId, request.params.id);
      return { success: true as const, rounds: await listRounds(db, orgId, application.id) };
    },
  );

  app.post(
    '/api/v1/admin/applications/:id/rounds',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, body: interviewRoundInputSchema, response: { 201: roundAnswer } },
    },
    async (request, reply) => {
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
  );

  app.put(
    '/api/v1/admin/applications/:id/rounds/:roundId',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params: roundParams,
        body: interviewRoundInputSchema,
        response: { 200: roundAnswer },
      },
    },
    async (request) => {
      const { id: applicationId, roundId } = request.params;
      const { round, status } = await updateRound(
        statusServices(request),
        currentOrg(request).id,
        { applicationId, roundId },
        request.body,
      );
      return { success: true as const, message: ROUND_MESSAGES.updated, round, status };
    },
  );

  app.delete(
    '/api/v1/admin/applications/:id/rounds/:roundId',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params: roundParams,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            status: z.enum(APPLICATION_STATUSES),
          }),
        },
      },
    },
    async (request) => {
      const { id: applicationId, roundId } = request.params;
      const status = await removeRound(statusServices(request), currentOrg(request).id, {
        applicationId,
        roundId,
      });
      return { success: true as const, message: ROUND_MESSAGES.removed, status };
    },
  );
}
