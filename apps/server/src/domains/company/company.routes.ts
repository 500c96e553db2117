import { and, asc, avg, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMPANY_AREA_MESSAGES,
  COMPANY_MESSAGES,
  SHARE_CHART_MONTHS,
  certificateInputSchema,
  certificateSchema,
  companyCardSchema,
  companyNewsSchema,
  aharProfileInputSchema,
  companyProfileInputSchema,
  companyProfileSchema,
  companyRatingSchema,
  feedDecisionSchema,
  pendingCompanyNewsSchema,
  UPLOADED_IMAGE_PATTERN,
  idSchema,
  newsInputSchema,
  pageInfo,
  pageQuerySchema,
  productInputSchema,
  productSchema,
  publicCompanySchema,
  ratingSummarySchema,
  sharePriceInputSchema,
  sharePriceSchema,
  type CompanyProfile,
  type OrgKind,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { currentOrg, currentUser, type OrgKindsAccess } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { FileCategory } from '../../http/file-type';
import { pagedAnswer } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { jsonField, readMultipart, storeFile } from '../../http/uploads';
import { organizations } from '../orgs/orgs.table';
import { saveCompanyProfile } from '../jobs/jobs.service';
import { applications, companyProfiles, jobs } from '../jobs/jobs.table';
import { newsArticles } from '../news/news.table';
import {
  companyCertificates,
  companyNews,
  companyProducts,
  companyRatings,
  companySharePrices,
} from './company.table';

const tags = ['company area'];
const READ = { org: 'company' } as const;
const WRITE = { org: 'company', permission: 'profile' } as const;
/** The profile itself is also the ahar's View Profile (its `profile` permission). */
const PROFILE_READ: OrgKindsAccess = { orgs: { company: null, ahar: 'profile' } };
const PROFILE_WRITE: OrgKindsAccess = { orgs: { company: 'profile', ahar: 'profile' } };
const PROFILE_KINDS = ['company', 'ahar'] as const;
const EMPTY_CONTACT = { phone: '', email: '', website: '', address: '' };

type CertificateRow = typeof companyCertificates.$inferSelect;
const toCertificate = (row: CertificateRow) => ({
  _id: row.id,
  businessType: row.businessType,
  name: row.name,
  file: row.file,
  fileName: row.fileName,
});
const toProduct = (row: typeof companyProducts.$inferSelect) => ({
  _id: row.id,
  code: row.code,
  name: row.name,
  use: row.use,
  hsn: row.hsn,
  pricePerUnit: row.pricePerUnit,
  image: row.image,
  description: row.description,
});
type NewsRow = typeof companyNews.$inferSelect;
const toNews = (row: NewsRow) => ({
  _id: row.id,
  date: row.date,
  event: row.event,
  description: row.description,
  source: row.source,
  // An administrator who deletes the article takes the item off the feed: it may be sent again.
  feed: row.feed === 'approved' && !row.articleId ? ('none' as const) : row.feed,
  articleId: row.articleId,
});

/** The news feed's article made of a company's approved news item. */
export function feedArticle(row: NewsRow, company: { name: string; logo: string | null }) {
  const source = /^https?:\/\/\S+$/i.test(row.source) ? row.source : '';
  return {
    title: row.event.slice(0, 150),
    description: [`${company.name}, ${row.date}: ${row.event}`, source ? '' : row.source]
      .filter(Boolean)
      .join('\n'),
    url: source,
    // The company's logo when it is an uploaded picture, else the jobs drawing.
    image:
      company.logo && UPLOADED_IMAGE_PATTERN.test(company.logo) ? company.logo : '/news/jobs.svg',
  };
}

/**
 * The company's whole profile: the portal's fields, the area's tables and the certificates. The
 * ahar keeps the same profile (spec 04 section 2.6's Company profile), read with `kinds`.
 */
export async function readCompanyProfile(
  db: Db,
  orgId: string,
  kinds: readonly OrgKind[] = ['company'],
): Promise<CompanyProfile> {
  const [[row], certificates] = await Promise.all([
    db
      .select({ org: organizations, profile: companyProfiles })
      .from(organizations)
      .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
      .where(and(eq(organizations.id, orgId), inArray(organizations.kind, [...kinds]))),
    db
      .select()
      .from(companyCertificates)
      .where(eq(companyCertificates.orgId, orgId))
      .orderBy(asc(companyCertificates.id))
      .limit(50),
  ]);
  if (!row) throw notFound(COMPANY_AREA_MESSAGES.companyNotFound);
  const profile = row.profile;
  return {
    _id: row.org.id,
    name: row.org.name,
    industry: profile?.industry ?? '',
    location: profile?.location ?? row.org.city,
    description: profile?.description ?? '',
    website: profile?.website ?? '',
    logo: profile?.logo ?? null,
    productNo: profile?.productNo ?? '',
    gstNo: profile?.gstNo ?? '',
    established: profile?.established ?? '',
    founders: profile?.founders ?? [],
    contact: profile?.contact ?? EMPTY_CONTACT,
    businessType: profile?.businessType ?? null,
    certificates: certificates.map(toCertificate),
  };
}

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

async function ratingSummary(db: Db, orgId: string) {
  const [row] = await db
    .select({ average: avg(companyRatings.rating), count: count() })
    .from(companyRatings)
    .where(eq(companyRatings.orgId, orgId));
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  return {
    average: average === null ? null : Math.round(average * 10) / 10,
    count: row?.count ?? 0,
  };
}

export function registerCompanyAreaRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  app.get(
    '/api/v1/company/profile',
    {
      config: { access: PROFILE_READ },
      schema: {
        tags,
        response: { 200: z.object({ success: z.literal(true), profile: companyProfileSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await readCompanyProfile(db, currentOrg(request).id, PROFILE_KINDS),
    }),
  );

  // Submit Profile: the spec's POST /api/companies, on the company the recruiter acts for (the
  // job portal's company, so one company has one profile). The body's userId is not read.
  app.post(
    '/api/v1/company/profile',
    {
      config: { access: PROFILE_WRITE, signInMessage: COMPANY_AREA_MESSAGES.notLoggedIn },
      schema: {
        tags,
        description:
          'JSON with the fields of companyProfileInput, or multipart/form-data with the same fields (founders and contact as JSON texts) and an optional logo image in `image`.',
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            profile: companyProfileSchema,
          }),
        },
      },
    },
    async (request) => {
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
  );

  // Certificates: a preset name of the business type, and the file (pdf, jpg or png by content).
  registerOrgResource(ctx, {
    table: companyCertificates,
    paths: ['/api/v1/company/certificates'],
    access: { read: READ, write: WRITE },
    keys: { list: 'certificates', item: 'certificate' },
    input: certificateInputSchema,
    item: certificateSchema,
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

  registerOrgResource(ctx, {
    table: companyProducts,
    paths: ['/api/v1/company/products'],
    access: { read: READ, write: WRITE },
    keys: { list: 'products', item: 'product' },
    input: productInputSchema,
    item: productSchema,
    toRow: (input) => input,
    toItem: toProduct,
    messages: {
      created: COMPANY_AREA_MESSAGES.productSaved,
      updated: COMPANY_AREA_MESSAGES.productUpdated,
      removed: COMPANY_AREA_MESSAGES.productRemoved,
      notFound: COMPANY_AREA_MESSAGES.productNotFound,
    },
    search: [companyProducts.name, companyProducts.code],
    order: 'oldest',
    tags,
  });

  registerOrgResource(ctx, {
    table: companyNews,
    paths: ['/api/v1/company/news'],
    access: { read: READ, write: WRITE },
    keys: { list: 'news', item: 'newsItem' },
    input: newsInputSchema,
    item: companyNewsSchema,
    toRow: (input) => input,
    toItem: toNews,
    afterDelete: async (row) => {
      if (row.articleId) await db.delete(newsArticles).where(eq(newsArticles.id, row.articleId));
    },
    messages: {
      created: COMPANY_AREA_MESSAGES.newsSaved,
      updated: COMPANY_AREA_MESSAGES.newsUpdated,
      removed: COMPANY_AREA_MESSAGES.newsRemoved,
      notFound: COMPANY_AREA_MESSAGES.newsNotFound,
    },
    tags,
  });

  // --- The platform's news feed (beyond the spec): a company sends a news item, and a platform
  // administrator approves it (it becomes a news article) or not.
  const newsParams = z.object({ id: idSchema });
  const newsAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    newsItem: companyNewsSchema,
  });
  app.post(
    '/api/v1/company/news/:id/feed',
    {
      config: { access: WRITE },
      schema: { tags, params: newsParams, response: { 200: newsAnswer } },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [row] = await db
        .select()
        .from(companyNews)
        .where(and(eq(companyNews.orgId, orgId), eq(companyNews.id, request.params.id)));
      if (!row) throw notFound(COMPANY_AREA_MESSAGES.newsNotFound);
      const state = toNews(row).feed;
      if (state === 'pending') throw conflict(COMPANY_AREA_MESSAGES.feedPending);
      if (state === 'approved') throw conflict(COMPANY_AREA_MESSAGES.feedApproved);
      const [updated] = await db
        .update(companyNews)
        .set({ feed: 'pending' })
        .where(and(eq(companyNews.id, row.id), ne(companyNews.feed, 'pending')))
        .returning();
      if (!updated) throw conflict(COMPANY_AREA_MESSAGES.feedPending);
      return {
        success: true as const,
        message: COMPANY_AREA_MESSAGES.feedRequested,
        newsItem: toNews(updated),
      };
    },
  );

  app.get(
    '/api/v1/admin/company-news',
    {
      config: { access: 'platform-admin' },
      schema: {
        tags,
        querystring: pageQuerySchema.omit({ search: true }),
        response: { 200: pagedAnswer('news', pendingCompanyNewsSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const pending = eq(companyNews.feed, 'pending');
      const [rows, [totals]] = await Promise.all([
        db
          .select({ news: companyNews, companyName: organizations.name })
          .from(companyNews)
          .innerJoin(organizations, eq(organizations.id, companyNews.orgId))
          .where(pending)
          .orderBy(asc(companyNews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(companyNews).where(pending),
      ]);
      return {
        success: true as const,
        news: rows.map(({ news, companyName }) => ({
          ...toNews(news),
          companyId: news.orgId,
          companyName,
        })),
        ...pageInfo(request.query, totals?.total ?? 0),
      };
    },
  );

  app.put(
    '/api/v1/admin/company-news/:id/feed',
    {
      config: { access: 'platform-admin' },
      schema: { tags, params: newsParams, body: feedDecisionSchema, response: { 200: newsAnswer } },
    },
    async (request) => {
      const updated = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ news: companyNews, name: organizations.name, logo: companyProfiles.logo })
          .from(companyNews)
          .innerJoin(organizations, eq(organizations.id, companyNews.orgId))
          .leftJoin(companyProfiles, eq(companyProfiles.orgId, companyNews.orgId))
          .where(eq(companyNews.id, request.params.id))
          .for('update', { of: companyNews });
        if (!found) throw notFound(COMPANY_AREA_MESSAGES.newsNotFound);
        if (found.news.feed !== 'pending') throw conflict(COMPANY_AREA_MESSAGES.feedNotPending);
        if (!request.body.approve)
          return tx
            .update(companyNews)
            .set({ feed: 'rejected' })
            .where(eq(companyNews.id, found.news.id))
            .returning();
        const [article] = await tx
          .insert(newsArticles)
          .values(feedArticle(found.news, { name: found.name, logo: found.logo }))
          .returning({ id: newsArticles.id });
        return tx
          .update(companyNews)
          .set({ feed: 'approved', articleId: article!.id })
          .where(eq(companyNews.id, found.news.id))
          .returning();
      });
      return {
        success: true as const,
        message: request.body.approve
          ? COMPANY_AREA_MESSAGES.feedPublished
          : COMPANY_AREA_MESSAGES.feedRefused,
        newsItem: toNews(updated[0]!),
      };
    },
  );

  // Share prices: one per month, entered by the company; nothing is fetched or invented.
  registerOrgResource(ctx, {
    table: companySharePrices,
    paths: ['/api/v1/company/share-prices'],
    access: { read: READ, write: WRITE },
    keys: { list: 'sharePrices', item: 'sharePrice' },
    input: sharePriceInputSchema,
    item: sharePriceSchema,
    updateReadsRow: true,
    toRow: async (input, acting, previous) => {
      const [taken] = await db
        .select({ id: companySharePrices.id })
        .from(companySharePrices)
        .where(
          and(
            eq(companySharePrices.orgId, acting.org.id),
            eq(companySharePrices.month, input.month),
            previous ? ne(companySharePrices.id, previous.id) : undefined,
          ),
        );
      if (taken) throw conflict(COMPANY_AREA_MESSAGES.sharePriceDuplicate);
      return input;
    },
    toItem: (row) => ({ _id: row.id, month: row.month, price: row.price }),
    messages: {
      created: COMPANY_AREA_MESSAGES.sharePriceSaved,
      updated: COMPANY_AREA_MESSAGES.sharePriceUpdated,
      removed: COMPANY_AREA_MESSAGES.sharePriceRemoved,
      notFound: COMPANY_AREA_MESSAGES.sharePriceNotFound,
    },
    tags,
  });

  // The chart: the latest 12 months entered, oldest first.
  const chartPrices = async (orgId: string) => {
    const rows = await db
      .select()
      .from(companySharePrices)
      .where(eq(companySharePrices.orgId, orgId))
      .orderBy(desc(companySharePrices.month))
      .limit(SHARE_CHART_MONTHS);
    return rows.reverse().map((row) => ({ _id: row.id, month: row.month, price: row.price }));
  };
  app.get(
    '/api/v1/company/share-prices/chart',
    {
      config: { access: READ },
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), sharePrices: z.array(sharePriceSchema) }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      sharePrices: await chartPrices(currentOrg(request).id),
    }),
  );

  // Product images and the PDFs of products and news: public, as the company page shows them.
  const fileRoutes: { path: string; category: FileCategory; message: string }[] = [
    {
      path: '/api/v1/company/images',
      category: 'image',
      message: COMPANY_AREA_MESSAGES.productImage,
    },
    { path: '/api/v1/company/documents', category: 'pdf', message: COMPANY_AREA_MESSAGES.pdfOnly },
  ];
  for (const { path, category, message } of fileRoutes) {
    app.post(
      path,
      {
        config: { access: WRITE },
        schema: {
          tags,
          description: `multipart/form-data with the file in \`file\` (${category === 'image' ? 'an image, at most 2 MB' : 'a PDF, at most 10 MB'}).`,
          response: { 201: z.object({ success: z.literal(true), url: z.string() }) },
        },
      },
      async (request, reply) => {
        const org = currentOrg(request);
        const { file } = await readMultipart(request, {
          fileField: 'file',
          category,
          rejectMessage: message,
        });
        if (!file) throw badRequest(message);
        const stored = await storeFile(db, ctx.storage, file, {
          ownerId: currentUser(request).id,
          orgId: org.id,
          isPublic: true,
        });
        return reply.status(201).send({ success: true as const, url: stored.url });
      },
    );
  }

  // The students' ratings, as the company's Rating page lists them (no names: the rating is the
  // students' view of the company, not a record about them).
  app.get(
    '/api/v1/company/ratings',
    {
      config: { access: READ },
      schema: {
        tags,
        querystring: pageQuerySchema.omit({ search: true }),
        response: {
          200: pagedAnswer('ratings', companyRatingSchema).extend({
            summary: ratingSummarySchema,
          }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { page, limit } = request.query;
      const [rows, summary] = await Promise.all([
        db
          .select({ rating: companyRatings, post: jobs.title })
          .from(companyRatings)
          .innerJoin(applications, eq(applications.id, companyRatings.applicationId))
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(eq(companyRatings.orgId, orgId))
          .orderBy(desc(companyRatings.createdAt))
          .limit(limit)
          .offset((page - 1) * limit),
        ratingSummary(db, orgId),
      ]);
      return {
        success: true as const,
        ratings: rows.map(({ rating, post }) => ({
          _id: rating.applicationId,
          post,
          rating: rating.rating,
          comment: rating.comment,
          createdAt: rating.createdAt.toISOString(),
        })),
        summary,
        ...pageInfo(request.query, summary.count),
      };
    },
  );

  // The companies students may write to: public, by name, 12 a page.
  app.get(
    '/api/v1/company-pages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: { 200: pagedAnswer('companies', companyCardSchema) },
      },
    },
    async (request) => {
      const { page, limit, search } = request.query;
      const where = and(
        eq(organizations.kind, 'company'),
        search ? ilike(organizations.name, containsPattern(search)) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({ org: organizations, profile: companyProfiles })
          .from(organizations)
          .leftJoin(companyProfiles, eq(companyProfiles.orgId, organizations.id))
          .where(where)
          .orderBy(asc(organizations.name), asc(organizations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(organizations).where(where),
      ]);
      return {
        success: true as const,
        companies: rows.map(({ org, profile }) => ({
          _id: org.id,
          name: org.name,
          industry: profile?.industry ?? '',
          location: profile?.location ?? org.city,
          logo: profile?.logo ?? null,
        })),
        ...pageInfo(request.query, totals?.total ?? 0),
      };
    },
  );

  // The company as students see it: public, with no GST number and no certificate files.
  app.get(
    '/api/v1/company-pages/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ success: z.literal(true), company: publicCompanySchema }) },
      },
    },
    async (request) => {
      const orgId = request.params.id;
      const profile = await readCompanyProfile(db, orgId);
      const [products, news, sharePrices, rating] = await Promise.all([
        db
          .select()
          .from(companyProducts)
          .where(eq(companyProducts.orgId, orgId))
          .orderBy(asc(companyProducts.id))
          .limit(50),
        db
          .select()
          .from(companyNews)
          .where(eq(companyNews.orgId, orgId))
          .orderBy(desc(companyNews.date), desc(companyNews.id))
          .limit(20),
        chartPrices(orgId),
        ratingSummary(db, orgId),
      ]);
      const shown = publicCompanySchema
        .omit({ certificates: true, products: true, news: true, sharePrices: true, rating: true })
        .parse(profile);
      return {
        success: true as const,
        company: {
          ...shown,
          certificates: profile.certificates.map(({ name }) => ({ name })),
          products: products.map(toProduct),
          news: news.map(toNews),
          sharePrices,
          rating,
        },
      };
    },
  );
}
