import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  companyNewsSchema,
  feedDecisionSchema,
  newsInputSchema,
  pendingCompanyNewsSchema,
} from './company-news';
import { companyCardSchema, publicCompanySchema } from './company-pages';
import { companyHomeSchema } from './company-home';
import { productInputSchema, productSchema } from './company-products';
import {
  aharProfileInputSchema,
  certificateInputSchema,
  certificateSchema,
  companyProfileInputSchema,
  companyProfileSchema,
} from './company-profile';
import { companyRatingSchema, ratingSummarySchema } from './company-ratings';
import { sharePriceInputSchema, sharePriceSchema } from './company-share-prices';

/** Any member of the company reads its pages; changing them needs `profile`. */
const READ = { org: 'company' } as const;
const WRITE = { org: 'company', permission: 'profile' } as const;
/** The profile itself is also the ahar's View Profile (its `profile` permission). */
const PROFILE_READ: OrgKindsAccess = { orgs: { company: null, ahar: 'profile' } };
const PROFILE_WRITE: OrgKindsAccess = { orgs: { company: 'profile', ahar: 'profile' } };

const idParams = z.object({ id: idSchema });
const pagedQuery = pageQuerySchema.omit({ search: true });
const newsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  newsItem: companyNewsSchema,
});
/** An upload of the company's pages (`file`: what it takes): the stored file's address. */
const uploadAt = (path: string, file: string) =>
  endpoint({
    method: 'POST',
    path,
    access: WRITE,
    description: `multipart/form-data with the file in \`file\` (${file}).`,
    answer: z.object({ success: z.literal(true), url: z.string() }),
    status: 201,
  });

/**
 * The company area: its profile (also the ahar's), certificates, products, news and their way
 * onto the platform's news feed, share prices, the students' ratings and the public pages.
 */
export const companyApi = {
  /** The home's figures in one request, for any member; each part by its page's permission. */
  home: endpoint({
    method: 'GET',
    path: '/company/home',
    access: { org: 'company' },
    answer: companyHomeSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/company/profile',
    access: PROFILE_READ,
    answer: z.object({ success: z.literal(true), profile: companyProfileSchema }),
  }),
  /**
   * Submit Profile: the spec's POST /api/companies, on the company the recruiter acts for. JSON
   * (the ahar's form without the industry), or multipart with the same fields (founders and
   * contact as JSON texts) and an optional logo in `image`; the server reads either itself.
   */
  submitProfile: endpoint({
    method: 'POST',
    path: '/company/profile',
    access: PROFILE_WRITE,
    body: z.union([companyProfileInputSchema, aharProfileInputSchema]),
    description:
      'JSON with the fields of companyProfileInput, or multipart/form-data with the same fields (founders and contact as JSON texts) and an optional logo image in `image`.',
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      profile: companyProfileSchema,
    }),
  }),
  /** A preset name of the business type, and the file (pdf, jpg or png) as multipart. */
  certificates: resource({
    path: '/company/certificates',
    access: { read: READ, write: WRITE },
    keys: { list: 'certificates', item: 'certificate' },
    input: certificateInputSchema,
    item: certificateSchema,
  }),
  products: resource({
    path: '/company/products',
    access: { read: READ, write: WRITE },
    keys: { list: 'products', item: 'product' },
    input: productInputSchema,
    item: productSchema,
  }),
  news: resource({
    path: '/company/news',
    access: { read: READ, write: WRITE },
    keys: { list: 'news', item: 'newsItem' },
    input: newsInputSchema,
    item: companyNewsSchema,
  }),
  /** The company sends a news item for a platform administrator to approve (beyond the spec). */
  sendNewsToFeed: endpoint({
    method: 'POST',
    path: '/company/news/:id/feed',
    access: WRITE,
    params: idParams,
    answer: newsAnswer,
  }),
  /** The news items waiting for a platform administrator. */
  pendingNews: endpoint({
    method: 'GET',
    path: '/admin/company-news',
    access: 'platform-admin',
    query: pagedQuery,
    answer: z
      .object({ success: z.literal(true), news: z.array(pendingCompanyNewsSchema) })
      .extend(pageInfoSchema.shape),
  }),
  /** Approved, the news item becomes a news article; or not, and the company is told. */
  decideNewsFeed: endpoint({
    method: 'PUT',
    path: '/admin/company-news/:id/feed',
    access: 'platform-admin',
    params: idParams,
    body: feedDecisionSchema,
    answer: newsAnswer,
  }),
  /** One price per month, entered by the company; nothing is fetched or invented. */
  sharePrices: resource({
    path: '/company/share-prices',
    access: { read: READ, write: WRITE },
    keys: { list: 'sharePrices', item: 'sharePrice' },
    input: sharePriceInputSchema,
    item: sharePriceSchema,
  }),
  shareChart: endpoint({
    method: 'GET',
    path: '/company/share-prices/chart',
    access: READ,
    answer: z.object({ success: z.literal(true), sharePrices: z.array(sharePriceSchema) }),
  }),
  /** Product images (at most 2 MB), multipart with the file in `file`; public. */
  images: uploadAt('/company/images', 'an image, at most 2 MB'),
  /** The PDFs of products and news (at most 10 MB), multipart with the file in `file`; public. */
  documents: uploadAt('/company/documents', 'a PDF, at most 10 MB'),
  /** The students' ratings, without names, and their summary. */
  ratings: endpoint({
    method: 'GET',
    path: '/company/ratings',
    access: READ,
    query: pagedQuery,
    answer: z
      .object({ success: z.literal(true), ratings: z.array(companyRatingSchema) })
      .extend(pageInfoSchema.shape)
      .extend({ summary: ratingSummarySchema }),
  }),
  /** The companies students may write to: public, by name. */
  pages: endpoint({
    method: 'GET',
    path: '/company-pages',
    access: 'public',
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), companies: z.array(companyCardSchema) })
      .extend(pageInfoSchema.shape),
  }),
  /** The company as students see it: no GST number and no certificate files. */
  page: endpoint({
    method: 'GET',
    path: '/company-pages/:id',
    access: 'public',
    params: idParams,
    answer: z.object({ success: z.literal(true), company: publicCompanySchema }),
  }),
};
