import { JOB_MESSAGES, jobsApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { forbidden } from '../../http/errors';
import { studentApplicationsPage } from './applications.service';
import { applyToJob, toMyApplication, withdrawApplication } from './student-applications.service';

const tags = ['jobs'];

/** A student's side of the portal: apply to a job, My applications, withdraw. */
export function registerStudentApplicationRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(jobsApi.applications.apply, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'student') throw forbidden(JOB_MESSAGES.studentsOnly);
      await applyToJob(db, user.id, request.params.jobId, request.body ?? { note: '' });
      return reply.status(201).send({ success: true, message: JOB_MESSAGES.applied });
    },
  });

  // A student's own applications, newest first: scoped by the account, never by a parameter.
  app.route({
    ...routeOf(jobsApi.applications.mine, tags),
    handler: async (request) => {
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
  });

  // A student withdraws their own application while nothing has been decided on it. The row is
  // removed, so the company no longer sees it and the student may apply again while it is open.
  app.route({
    ...routeOf(jobsApi.applications.withdraw, tags),
    handler: async (request) => {
      await withdrawApplication(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: JOB_MESSAGES.withdrawn };
    },
  });
}
