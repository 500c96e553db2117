import type { FastifyRequest } from 'fastify';
import {
  COMPANY_AREA_MESSAGES,
  COMPANY_MESSAGES,
  aharProfileInputSchema,
  companyApi,
  companyProfileInputSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { jsonField, readMultipart, storeFile } from '../../http/uploads';
import { saveCompanyProfile } from '../jobs';
import { COMPANY_TAGS as tags, PROFILE_KINDS } from './company.access';
import { companyCertificates } from './company.table';
import { readCompanyProfile, toCertificate } from './company-profile.service';

async function readProfileForm(ctx: AppContext, request: FastifyRequest, ownerId: string) {
  const schema =
    currentOrg(request).kind === 'ahar' ? aharProfileInputSchema : companyProfileInputSchema;
  if (!request.isMultipart()) {
    return { input: schema.parse(request.body ?? {}), logo: undefined };
  }
  const { fields, file } = await readMultipart(request, {
    fileField: 'image',
    category: 'image',
    rejectMessage: COMPANY_MESSAGES.logo,
  });
  const input = schema.parse({
    ...fields,
    founders: jsonField(fields.founders),
    contact: jsonField(fields.contact) ?? {},
  });
  const stored = file
    ? await storeFile(ctx.db, ctx.storage, file, { ownerId, orgId: null, isPublic: true })
    : undefined;
  return { input, logo: stored?.url };
}

/** The company's profile (also the ahar's) and its certificates. */
export function registerCompanyProfileRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.route({
    ...routeOf(companyApi.profile, tags),
    handler: async (request) => ({
      success: true as const,
      profile: await readCompanyProfile(db, currentOrg(request).id, PROFILE_KINDS),
    }),
  });

  // Submit Profile: the spec's POST /api/companies, on the company the recruiter acts for (the
  // job portal's company, so one company has one profile). The body's userId is not read. The
  // body may be multipart, so the handler reads it (by the kind's schema) and the route checks
  // none: the declared body types the web's JSON call only.
  const submitRoute = routeOf(companyApi.submitProfile, tags, {
    signInMessage: COMPANY_AREA_MESSAGES.notLoggedIn,
  });
  const { response, description } = submitRoute.schema;
  app.route({
    ...submitRoute,
    schema: { tags, response, description },
    handler: async (request) => {
      const org = currentOrg(request);
      const user = currentUser(request);
      const before = await readCompanyProfile(db, org.id, PROFILE_KINDS);
      const { input, logo } = await readProfileForm(ctx, request, user.id);
      const profile = {
        industry: input.industry,
        location: input.location,
        description: input.description,
        website: input.website,
        productNo: input.productNo,
        gstNo: input.gstNo,
        established: input.established,
        founders: input.founders,
        contact: input.contact,
        businessType: input.businessType,
        ...(logo === undefined ? {} : { logo }),
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
        // The ahar's screen words it with an exclamation mark (spec 04 section 8).
        message:
          org.kind === 'ahar'
            ? COMPANY_AREA_MESSAGES.submittedAhar
            : COMPANY_AREA_MESSAGES.submitted,
        profile: await readCompanyProfile(db, org.id, PROFILE_KINDS),
      };
    },
  });

  // Certificates: a preset name of the business type, and the file (pdf, jpg or png by content).
  serveResource(ctx, companyApi.certificates, {
    table: companyCertificates,
    upload: {
      field: 'file',
      category: 'document',
      rejectMessage: COMPANY_AREA_MESSAGES.certificateFile,
      requiredMessage: COMPANY_AREA_MESSAGES.certificateRequired,
    },
    updateReadsRow: true,
    toRow: (input, acting, previous) => ({
      businessType: input.businessType,
      name: input.name,
      file: acting.upload?.url ?? previous?.file ?? '',
      fileName: acting.upload?.name ?? previous?.fileName ?? '',
    }),
    toItem: toCertificate,
    messages: {
      created: COMPANY_AREA_MESSAGES.certificateSaved,
      updated: COMPANY_AREA_MESSAGES.certificateSaved,
      removed: COMPANY_AREA_MESSAGES.certificateRemoved,
      notFound: COMPANY_AREA_MESSAGES.certificateNotFound,
    },
    order: 'oldest',
    tags,
  });
}
