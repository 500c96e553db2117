import { z } from 'zod';

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

/** An uploaded file's address, as the upload routes answer it, or empty. */
export const fileUrlSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^\/api\/v1\/files\/[0-9a-f]{24}$/.test(value),
    COMPANY_AREA_MESSAGES.fileUrl,
  )
  .default('');
