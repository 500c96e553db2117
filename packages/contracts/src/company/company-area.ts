import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { TAX_ID_MESSAGES, isGstin } from '../common/tax-ids';
import { companyInputSchema } from '../jobs/company';

/**
 * The company area (spec 04 sections 2.4, 3, 5, 8, 9): the company's full profile (on the same
 * company the job portal shows), its certificates, products, news and events, monthly share
 * prices, and the students' rating of the company after an interview.
 */

/** Spec 04 section 3: the certificate presets, by business type. */
export const CERTIFICATE_PRESETS = {
  'General Business': ['GST Registration', 'Shop & Establishment License', 'PAN & TAN'],
  'Food Industry': ['FSSAI License', 'Health Trade License', 'GST Registration'],
  'Import/Export': ['Import Export Code', 'GST Registration'],
  'Manufacturing & Industrial Units': [
    'Factory License',
    'Pollution Control Certificate',
    'GST Registration',
  ],
  'Financial Services & NBFCs': ['RBI License', 'GST Registration', 'Company Registration'],
  'Medical & Healthcare': ['ISO Certification', 'Drug License', 'GST Registration'],
  'Construction & Real Estate': [
    'RERA Registration',
    'GST Registration',
    'Environmental Clearance',
  ],
} as const satisfies Record<string, readonly string[]>;
export type BusinessType = keyof typeof CERTIFICATE_PRESETS;
export const BUSINESS_TYPES = Object.keys(CERTIFICATE_PRESETS) as [BusinessType, ...BusinessType[]];
export type CertificateName = (typeof CERTIFICATE_PRESETS)[BusinessType][number];
export const CERTIFICATE_NAMES = [
  ...new Set(Object.values(CERTIFICATE_PRESETS).flat()),
] as CertificateName[];

/** Broker platforms of the ShareMarket Lists page (ours: the spec names none). */
export const BROKER_PLATFORMS = [
  { name: 'Zerodha', url: 'https://zerodha.com/' },
  { name: 'Groww', url: 'https://groww.in/' },
  { name: 'Upstox', url: 'https://upstox.com/' },
  { name: 'Angel One', url: 'https://www.angelone.in/' },
  { name: 'ICICI Direct', url: 'https://www.icicidirect.com/' },
  { name: 'NSE India', url: 'https://www.nseindia.com/' },
  { name: 'BSE India', url: 'https://www.bseindia.com/' },
] as const;

/** The share price chart covers the last 12 months (spec 04 section 2.4). */
export const SHARE_CHART_MONTHS = 12;

export const COMPANY_AREA_MESSAGES = {
  // Spec 04 section 8 and 5, word for word.
  submitted: 'Company profile submitted successfully',
  /** The ahar's variant of the same message (spec 04 section 8). */
  submittedAhar: 'Company profile submitted successfully!',
  submitFailed: 'Failed to submit company profile',
  notLoggedIn: 'User not logged in! Please log in first.',
  // Ours.
  founderRequired: 'At least one founder is required.',
  founderName: "Enter each founder's name (at most 100 characters).",
  tooManyFounders: 'At most 20 founders.',
  productNo: 'Product No may have at most 50 characters.',
  established: 'Enter the year the company was established (four digits).',
  contactPhone: 'Phone must be exactly 10 digits.',
  contactEmail: 'Enter a valid email address.',
  contactAddress: 'Address may have at most 300 characters.',
  businessType: 'Choose a business type.',
  certificateName: 'Choose a certificate of the business type.',
  certificateFile: 'A certificate must be a PDF, JPG or PNG file of at most 10 MB.',
  certificateRequired: 'Attach the certificate file.',
  certificateSaved: 'Certificate saved.',
  certificateRemoved: 'Certificate removed.',
  certificateNotFound: 'Certificate not found.',
  productCode: 'Enter the product id (at most 30 characters).',
  productName: 'Enter the product name.',
  productUse: 'Use may have at most 300 characters.',
  hsn: 'Enter an HSN code of 4, 6 or 8 digits.',
  price: 'Price per unit must be a number from 0 to 10,00,00,000.',
  fileUrl: 'Upload the file again.',
  productImage: 'Only image files are allowed.',
  pdfOnly: 'Only PDF files are allowed.',
  productSaved: 'Product saved.',
  productUpdated: 'Product updated.',
  productRemoved: 'Product removed.',
  productNotFound: 'Product not found.',
  newsEvent: 'Enter the event.',
  newsSource: 'Source may have at most 300 characters.',
  newsSaved: 'News saved.',
  newsUpdated: 'News updated.',
  newsRemoved: 'News removed.',
  newsNotFound: 'News not found.',
  feedRequested: 'Sent to the platform administrators for the news feed.',
  feedPending: 'This news item is already waiting for approval.',
  feedApproved: 'This news item is already on the news feed.',
  feedNotPending: 'This news item is not waiting for approval.',
  feedDecision: 'Say whether the news item is approved.',
  feedPublished: 'Approved: the news item is on the news feed.',
  feedRefused: 'Not approved: the company is told.',
  month: 'Choose a month.',
  sharePrice: 'Enter a share price from 0 to 10,00,000.',
  sharePriceSaved: 'Share price saved.',
  sharePriceUpdated: 'Share price updated.',
  sharePriceRemoved: 'Share price removed.',
  sharePriceNotFound: 'Share price not found.',
  sharePriceDuplicate: 'That month already has a price; edit it instead.',
  ratingRange: 'A rating is a whole number from 1 to 5.',
  ratingComment: 'A comment may have at most 500 characters.',
  ratingSaved: 'Thank you for rating the company.',
  ratingNeedsInterview: 'You can rate a company once it has called you to an interview.',
  companyNotFound: 'Company not found.',
} as const;

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).default('');

/** An uploaded file's address, as the upload routes answer it, or empty. */
export const fileUrlSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^\/api\/v1\/files\/[0-9a-f]{24}$/.test(value),
    COMPANY_AREA_MESSAGES.fileUrl,
  )
  .default('');

export const companyContactSchema = z.object({
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{10}$/.test(value), COMPANY_AREA_MESSAGES.contactPhone)
    .default(''),
  email: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      COMPANY_AREA_MESSAGES.contactEmail,
    )
    .default(''),
  website: companyInputSchema.shape.website,
  address: optionalText(300, COMPANY_AREA_MESSAGES.contactAddress),
});
export type CompanyContact = z.output<typeof companyContactSchema>;

export const foundersSchema = z
  .array(
    z
      .string({ error: COMPANY_AREA_MESSAGES.founderName })
      .trim()
      .min(1, COMPANY_AREA_MESSAGES.founderName)
      .max(100, COMPANY_AREA_MESSAGES.founderName),
    { error: COMPANY_AREA_MESSAGES.founderRequired },
  )
  .min(1, COMPANY_AREA_MESSAGES.founderRequired)
  .max(20, COMPANY_AREA_MESSAGES.tooManyFounders);

/**
 * `POST /companies` as spec 04 section 7 sends it (userId, name, industry, description, founders,
 * contact and an optional image): a company body that carries `founders` or `contact` is a
 * company profile, and then needs at least one founder. The spec's form has no location, so it
 * may be left out here; the body's userId is not read (the signed-in recruiter registers).
 */
export const companyWithProfileInputSchema = companyInputSchema.extend({
  location: z.string().trim().max(80, 'Location may have at most 80 characters.').default(''),
  founders: foundersSchema,
  contact: companyContactSchema,
});
export type CompanyWithProfileInput = z.input<typeof companyWithProfileInputSchema>;

/** Whether a company body is spec 04's profile (it names founders or contact). */
export const isCompanyProfileBody = (body: Record<string, unknown>): boolean =>
  body.founders !== undefined || body.contact !== undefined;

/**
 * Submit Profile: the job portal's company fields (name, industry, location, description,
 * website) and the area's details table and contact table. In multipart, `founders` and
 * `contact` are JSON texts (spec 04 section 7) and the logo is the file `image`.
 */
export const companyProfileInputSchema = companyInputSchema.extend({
  productNo: optionalText(50, COMPANY_AREA_MESSAGES.productNo),
  gstNo: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isGstin(value), TAX_ID_MESSAGES.gstin)
    .default(''),
  established: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= 2100),
      COMPANY_AREA_MESSAGES.established,
    )
    .default(''),
  founders: foundersSchema,
  contact: companyContactSchema,
  businessType: z.enum(BUSINESS_TYPES, { error: COMPANY_AREA_MESSAGES.businessType }),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/**
 * An ahar's Submit Profile: the same form without the industry, which is the job portal's list of
 * developer jobs and means nothing for a food business; one sent anyway is not kept.
 */
export const aharProfileInputSchema = companyProfileInputSchema.extend({
  industry: z
    .unknown()
    .optional()
    .transform(() => '' as const),
});
export type AharProfileInput = z.input<typeof aharProfileInputSchema>;

export const certificateSchema = z.object({
  _id: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  name: z.string(),
  file: z.string(),
  fileName: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate's fields; the file travels beside them as `file` (pdf, jpg or png). */
export const certificateInputSchema = z
  .object({
    businessType: z.enum(BUSINESS_TYPES, { error: COMPANY_AREA_MESSAGES.businessType }),
    name: z.string({ error: COMPANY_AREA_MESSAGES.certificateName }).trim(),
  })
  .refine(
    ({ businessType, name }) =>
      (CERTIFICATE_PRESETS[businessType] as readonly string[]).includes(name),
    { message: COMPANY_AREA_MESSAGES.certificateName, path: ['name'] },
  );
export type CertificateInput = z.input<typeof certificateInputSchema>;

export const companyProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  productNo: z.string(),
  gstNo: z.string(),
  established: z.string(),
  founders: z.array(z.string()),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    address: z.string(),
  }),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  certificates: z.array(certificateSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const productInputSchema = z.object({
  code: z
    .string({ error: COMPANY_AREA_MESSAGES.productCode })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.productCode)
    .max(30, COMPANY_AREA_MESSAGES.productCode),
  name: z
    .string({ error: COMPANY_AREA_MESSAGES.productName })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.productName)
    .max(120, COMPANY_AREA_MESSAGES.productName),
  use: optionalText(300, COMPANY_AREA_MESSAGES.productUse),
  hsn: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(\d{4}|\d{6}|\d{8})$/.test(value),
      COMPANY_AREA_MESSAGES.hsn,
    )
    .default(''),
  pricePerUnit: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.price })
    .min(0, COMPANY_AREA_MESSAGES.price)
    .max(100_000_000, COMPANY_AREA_MESSAGES.price),
  image: fileUrlSchema,
  description: fileUrlSchema,
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  use: z.string(),
  hsn: z.string(),
  pricePerUnit: z.number(),
  image: z.string(),
  description: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const newsInputSchema = z.object({
  date: calendarDateSchema(),
  event: z
    .string({ error: COMPANY_AREA_MESSAGES.newsEvent })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.newsEvent)
    .max(200, COMPANY_AREA_MESSAGES.newsEvent),
  description: fileUrlSchema,
  source: optionalText(300, COMPANY_AREA_MESSAGES.newsSource),
});
export type NewsInput = z.input<typeof newsInputSchema>;
/**
 * Where a news item stands with the platform's news feed (beyond the spec): not sent, waiting for a
 * platform administrator, on the feed, or not approved (it may be sent again).
 */
export const NEWS_FEED_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type NewsFeedState = (typeof NEWS_FEED_STATES)[number];
export const companyNewsSchema = z.object({
  _id: z.string(),
  date: z.string(),
  event: z.string(),
  description: z.string(),
  source: z.string(),
  feed: z.enum(NEWS_FEED_STATES),
  /** The news feed's article, once approved. */
  articleId: z.string().nullable(),
});
export type CompanyNews = z.infer<typeof companyNewsSchema>;

/** A company's news item waiting for a platform administrator (`GET /admin/company-news`). */
export const pendingCompanyNewsSchema = companyNewsSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type PendingCompanyNews = z.infer<typeof pendingCompanyNewsSchema>;
export const feedDecisionSchema = z.object({
  approve: z.boolean({ error: COMPANY_AREA_MESSAGES.feedDecision }),
});
export type FeedDecision = z.infer<typeof feedDecisionSchema>;

/** One month's share price (the closing price the company enters), in rupees. */
export const sharePriceInputSchema = z.object({
  month: z
    .string({ error: COMPANY_AREA_MESSAGES.month })
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, COMPANY_AREA_MESSAGES.month),
  price: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.sharePrice })
    .min(0, COMPANY_AREA_MESSAGES.sharePrice)
    .max(1_000_000, COMPANY_AREA_MESSAGES.sharePrice),
});
export type SharePriceInput = z.input<typeof sharePriceInputSchema>;
export const sharePriceSchema = z.object({
  _id: z.string(),
  month: z.string(),
  price: z.number(),
});
export type SharePrice = z.infer<typeof sharePriceSchema>;

/** A student's rating of a company after an interview (the mirror of the skills assessment). */
export const companyRatingInputSchema = z.object({
  rating: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.ratingRange })
    .int(COMPANY_AREA_MESSAGES.ratingRange)
    .min(1, COMPANY_AREA_MESSAGES.ratingRange)
    .max(5, COMPANY_AREA_MESSAGES.ratingRange),
  comment: optionalText(500, COMPANY_AREA_MESSAGES.ratingComment),
});
export type CompanyRatingInput = z.input<typeof companyRatingInputSchema>;
export const companyRatingSchema = z.object({
  _id: z.string(),
  post: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});
export type CompanyRating = z.infer<typeof companyRatingSchema>;
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
});

/**
 * The company as students see it: the profile, its products and news, the share prices of the
 * chart (the latest 12 months entered, oldest first; empty when none) and the rating.
 */
export const publicCompanySchema = companyProfileSchema
  .omit({ certificates: true, gstNo: true })
  .extend({
    certificates: z.array(certificateSchema.pick({ name: true })),
    products: z.array(productSchema),
    news: z.array(companyNewsSchema),
    sharePrices: z.array(sharePriceSchema),
    rating: ratingSummarySchema,
  });
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** A row of the public company list (the student's Enquiry form chooses from it). */
export const companyCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  logo: z.string().nullable(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;
