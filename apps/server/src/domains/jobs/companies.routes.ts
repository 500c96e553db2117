import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  COMPANY_MESSAGES,
  companyInputSchema,
  companyWithProfileInputSchema,
  isCompanyProfileBody,
  jobsApi,
  type Company,
  type CompanyContact,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { forbidden, notFound } from '../../http/errors';
import { jsonField, readMultipart, storeFile } from '../../http/uploads';
import { organizations } from '../orgs/orgs.table';
import { createOrganization } from '../orgs/orgs.service';
import { saveCompanyProfile } from './jobs.service';
import { companyProfiles } from './jobs.table';

const tags = ['companies'];

async function findCompany(db: Db, orgId: string): Promise<Company> {
  const [row] = await db
    .select({ org: organizations, profile: companyProfiles })
    .from(organizations)
    .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  if (!row || row.org.kind !== 'company') throw notFound(COMPANY_MESSAGES.notFound);
  return {
    _id: row.org.id,
    id: row.org.id,
    name: row.org.name,
    // A company registered before it had a profile shows its city until the profile is saved.
    industry: row.profile?.industry ?? '',
    location: row.profile?.location ?? row.org.city,
    description: row.profile?.description ?? '',
    website: row.profile?.website ?? '',
    logo: row.profile?.logo ?? null,
    createdAt: row.org.createdAt.toISOString(),
  };
}

type CompanyForm = z.output<typeof companyInputSchema> & {
  founders?: string[];
  contact?: CompanyContact;
};

/**
 * A company body: the portal's fields, or spec 04's profile, which adds founders and contact
 * (isCompanyProfileBody) and then needs a founder.
 */
function parseCompanyBody(body: Record<string, unknown>): CompanyForm {
  return isCompanyProfileBody(body)
    ? companyWithProfileInputSchema.parse(body)
    : companyInputSchema.parse(body);
}

/**
 * The company form's body: JSON, or multipart with the same fields (founders and contact as JSON
 * texts) and the image in `image` (spec 04 section 7) or `logo` (the portal's form), checked by
 * its bytes, at most 2 MB. The image is public, as it shows on the company's page and every job.
 */
async function readCompanyForm(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: string,
): Promise<{ input: CompanyForm; logo: string | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      input: parseCompanyBody(typeof body === 'object' && body !== null ? { ...body } : {}),
      logo: undefined,
    };
  }
  const { fields, file } = await readMultipart(request, {
    fileField: ['image', 'logo'],
    category: 'image',
    rejectMessage: COMPANY_MESSAGES.logo,
  });
  const input = parseCompanyBody({
    ...fields,
    founders: jsonField(fields.founders),
    contact: jsonField(fields.contact),
  });
  const stored = file
    ? await storeFile(ctx.db, ctx.storage, file, { ownerId, orgId: null, isPublic: true })
    : undefined;
  return { input, logo: stored?.url };
}

/** The profile's founders and contact, when the body was spec 04's profile. */
const profileParts = (input: CompanyForm) => ({
  ...(input.founders === undefined ? {} : { founders: input.founders }),
  ...(input.contact === undefined ? {} : { contact: input.contact }),
});

export function registerCompanyRoutes(ctx: AppContext): void {
  const { app, db, authCache } = ctx;
  // A recruiter registers a company: the organization (kind company) they own, and its profile.
  app.route({
    ...routeOf(jobsApi.companies.create, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'recruiter') throw forbidden(COMPANY_MESSAGES.recruiterOnly);
      const { input, logo } = await readCompanyForm(ctx, request, user.id);
      const org = await createOrganization(
        db,
        {
          kind: 'company',
          name: input.name,
          city: input.location,
          ownerId: user.id,
        },
        ctx.orgSetup,
      );
      await db.insert(companyProfiles).values({
        orgId: org.id,
        industry: input.industry,
        location: input.location,
        description: input.description,
        website: input.website,
        logo: logo ?? null,
        ...profileParts(input),
      });
      await authCache.forgetMemberships(user.id);
      return reply.status(201).send({
        success: true as const,
        message: COMPANY_MESSAGES.created,
        company: await findCompany(db, org.id),
      });
    },
  });

  // One company, to its team; the id must be the company the request acts for (X-Org-Id).
  app.route({
    ...routeOf(jobsApi.companies.one, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      if (org.id !== request.params.id) throw notFound(COMPANY_MESSAGES.notFound);
      return { success: true as const, company: await findCompany(db, org.id) };
    },
  });

  app.route({
    ...routeOf(jobsApi.companies.update, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      if (org.id !== request.params.id) throw notFound(COMPANY_MESSAGES.notFound);
      const user = currentUser(request);
      const before = await findCompany(db, org.id);
      const { input, logo } = await readCompanyForm(ctx, request, user.id);
      const profile = {
        industry: input.industry,
        location: input.location,
        description: input.description,
        website: input.website,
        ...(logo === undefined ? {} : { logo }),
        ...profileParts(input),
      };
      await saveCompanyProfile(ctx, {
        orgId: org.id,
        userId: user.id,
        before,
        name: input.name,
        location: input.location,
        profile,
        logo,
      });
      return {
        success: true as const,
        message: COMPANY_MESSAGES.updated,
        company: await findCompany(db, org.id),
      };
    },
  });
}
