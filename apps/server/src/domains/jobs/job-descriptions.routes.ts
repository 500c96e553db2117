import { and, eq } from 'drizzle-orm';
import { JD_MESSAGES, JOB_MESSAGES, jobsApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { readMultipart, storeFile } from '../../http/uploads';
import { toCompanyJob } from './jobs.service';
import { jobDescriptions, jobs } from './jobs.table';

const tags = ['job descriptions'];

/** The job-description maker of spec 04 section 2.5: rows kept per company, published as jobs. */
export function registerJobDescriptionRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  serveResource(ctx, jobsApi.company.descriptions, {
    table: jobDescriptions,
    toRow: (input) => input,
    toItem: (row) => ({
      _id: row.id,
      code: row.code,
      profile: row.profile,
      experience: row.experience,
      salary: row.salary,
      location: row.location,
      description: row.description,
      date: row.date,
      education: row.education,
      jobId: row.jobId,
    }),
    messages: {
      created: JD_MESSAGES.created,
      updated: JD_MESSAGES.updated,
      removed: JD_MESSAGES.removed,
      notFound: JD_MESSAGES.notFound,
    },
    order: 'oldest',
    tags,
  });

  // The description column's PDF: checked by its bytes, at most 10 MB, readable by the company.
  app.route({
    ...routeOf(jobsApi.company.descriptionFile, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      const { file } = await readMultipart(request, {
        fileField: 'file',
        category: 'pdf',
        rejectMessage: JD_MESSAGES.pdf,
      });
      if (!file) throw badRequest(JD_MESSAGES.pdf);
      const stored = await storeFile(db, ctx.storage, file, {
        ownerId: currentUser(request).id,
        orgId: org.id,
        isPublic: false,
      });
      return reply.status(201).send({ success: true as const, url: stored.url });
    },
  });

  app.route({
    ...routeOf(jobsApi.company.publishDescription, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      const job = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(jobDescriptions)
          .where(and(eq(jobDescriptions.orgId, org.id), eq(jobDescriptions.id, request.params.id)))
          .for('update');
        if (!row) throw notFound(JD_MESSAGES.notFound);
        const lines = [
          `${row.profile} (${row.code}).`,
          row.education ? `Education: ${row.education}.` : '',
          `Experience: ${row.experience} years.`,
        ];
        const [created] = await tx
          .insert(jobs)
          .values({
            orgId: org.id,
            companyName: org.name,
            title: row.profile,
            description: lines.filter(Boolean).join('\n'),
            position: request.body.position,
            jobType: request.body.jobType,
            salary: row.salary,
            location: row.location,
            industry: request.body.industry,
            experience: row.experience,
          })
          .returning();
        if (!created) throw notFound(JOB_MESSAGES.notFound);
        await tx
          .update(jobDescriptions)
          .set({ jobId: created.id })
          .where(eq(jobDescriptions.id, row.id));
        return created;
      });
      return reply
        .status(201)
        .send({ success: true as const, message: JD_MESSAGES.published, job: toCompanyJob(job) });
    },
  });
}
