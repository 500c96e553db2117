import { eq } from 'drizzle-orm';
import { RESUME_MATCH_MESSAGES, resumeMatch, resumesApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, notFound } from '../../http/errors';
import { jobs } from './jobs.table';

/**
 * `POST /api/resumes/match`. It sits under `/resumes` but reads the portal's jobs, so the jobs area
 * serves it: the resumes area imports no area above it.
 */
export function registerResumeMatchRoute({ app, db }: AppContext): void {
  const tags = ['resumes'];
  // How well the resume, as the form holds it, matches a job: the job's keywords found and
  // missing in it (issue 18). The job is a pasted description or any job of the portal, read
  // by id (jobs are public).
  app.route({
    ...routeOf(resumesApi.match, tags),
    handler: async (request) => {
      const { resume, description, jobId } = request.body;
      let job: { _id: string; title: string } | null = null;
      let text = description ?? '';
      if (jobId) {
        const [row] = await db
          .select({ id: jobs.id, title: jobs.title, description: jobs.description })
          .from(jobs)
          .where(eq(jobs.id, jobId));
        if (!row) throw notFound(RESUME_MATCH_MESSAGES.jobNotFound);
        job = { _id: row.id, title: row.title };
        text = `${row.title}\n${row.description}`;
      }
      const match = resumeMatch(resume, text);
      if (match.found.length + match.missing.length === 0)
        throw badRequest(RESUME_MATCH_MESSAGES.noKeywords);
      return { success: true as const, ...match, job };
    },
  });
}
