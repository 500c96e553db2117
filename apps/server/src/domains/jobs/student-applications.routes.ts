import { z } from 'zod';
import {
  JOB_MESSAGES,
  applyInputSchema,
  idSchema,
  messageResponseSchema,
  myApplicationSchema,
  pageInfo,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { forbidden } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { studentApplicationsPage } from './applications.service';
import { applyToJob, toMyApplication, withdrawApplication } from './student-applications.service';

const tags = ['jobs'];

/** A student's side of the portal: apply to a job, My applications, withdraw. */
export function registerStudentApplicationRoutes({ app, db }: AppContext): void {
  app.post(
    '/api/v1/application/apply/:jobId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: z.object({ jobId: z.string() }),
        body: applyInputSchema.optional(),
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'student') throw forbidden(JOB_MESSAGES.studentsOnly);
      await applyToJob(db, user.id, request.params.jobId, request.body ?? { note: '' });
      return reply.status(201).send({ success: true, message: JOB_MESSAGES.applied });
    },
  );

  // A student's own applications, newest first: scoped by the account, never by a parameter.
  app.get(
    '/api/v1/application/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: {
          200: pagedAnswer('applications', myApplicationSchema),
        },
      },
    },
    async (request) => {
      const { rows, total } = await studentApplicationsPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return {
        success: true as const,
        applications: rows.map(toMyApplication),
        ...pageInfo(request.query, total),
      };
    },
  );

  // A student withdraws their own application while nothing has been decided on it. The row is
  // removed, so the company no longer sees it and the student may apply again while it is open.
  app.delete(
    '/api/v1/application/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await withdrawApplication(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: JOB_MESSAGES.withdrawn };
    },
  );
}
