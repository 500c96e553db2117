import { and, asc, eq } from 'drizzle-orm';
import { businessDay } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';
import { storeFile } from '../../http/uploads';
import type { Storage } from '../../storage/storage';
import { applications, companyProfiles, jobs } from '../jobs';
import { demoPicture, type Rgb } from '../lostfound';
import { newsArticles } from '../news';
import { demoDay, demoOrg, demoUser } from '../people/demo';
import {
  companyRatings,
  interviewRounds,
  placementEnquiries,
  placementOutcomes,
} from '../placement';
import { feedArticle } from './company-news.service';
import { companyNews, companyProducts, companySharePrices } from './company.table';

/** The demo recruiter's company (domains/accounts/accounts.seed.ts). */
export const DEMO_COMPANY = 'Sutra Technologies';

const PROFILE = {
  productNo: 'ST-2019-01',
  // A GSTIN of Karnataka whose check character is right (the profile form checks it).
  gstNo: '29AAPCS1234K1ZY',
  established: '2019',
  founders: ['Rahul Mehta', 'Nandini Krishnan'],
  contact: {
    phone: '+918045671234',
    email: 'hello@sutra.example',
    website: 'https://sutra.example',
    address: '14 27th Main Road, HSR Layout, Bengaluru 560102',
  },
  businessType: 'General Business' as const,
};

const PRODUCTS: {
  code: string;
  name: string;
  use: string;
  hsn: string;
  pricePerUnit: number;
  colors: [Rgb, Rgb];
}[] = [
  {
    code: 'SB-01',
    name: 'Sutra Billing',
    use: 'GST invoices, receipts and day books for shops, in English and Hindi.',
    hsn: '997331',
    pricePerUnit: 4999,
    colors: [
      [230, 240, 255],
      [30, 90, 200],
    ],
  },
  {
    code: 'SS-02',
    name: 'Sutra Shopfront',
    use: 'An online catalogue and order page for a small business, with UPI payments.',
    hsn: '998314',
    pricePerUnit: 12000,
    colors: [
      [235, 250, 240],
      [20, 140, 80],
    ],
  },
  {
    code: 'SK-03',
    name: 'Attendance kiosk',
    use: 'A tablet stand and scanner that checks staff and members in by their card.',
    hsn: '8471',
    pricePerUnit: 18500,
    colors: [
      [255, 243, 230],
      [200, 110, 20],
    ],
  },
];

/** Days before the demo data's day; the first item is the one on the platform's news feed. */
const NEWS = [
  {
    daysAgo: 12,
    event: 'Sutra Technologies opens a campus hiring drive for 2027 graduates',
    source: 'https://sutra.example/careers',
    approved: true,
  },
  {
    daysAgo: 40,
    event: 'Sutra Billing passes 5,000 shops across Karnataka',
    source: 'Sutra Technologies press note',
    approved: false,
  },
  {
    daysAgo: 95,
    event: 'New office in HSR Layout, Bengaluru',
    source: '',
    approved: false,
  },
];

/** Twelve months of closing prices, oldest first: a steady rise with a dip in the middle. */
const PRICES = [182.5, 188, 195.25, 191.4, 203.1, 210.75, 198.6, 205, 219.3, 226.45, 231.8, 240.2];

/** The twelve months before the demo data's month, oldest first (YYYY-MM). */
export function lastTwelveMonths(today = businessDay()): string[] {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - 12 + i, 1));
    return at.toISOString().slice(0, 7);
  });
}

async function publicPicture(
  db: Db,
  storage: Storage,
  ownerId: string,
  name: string,
  colors: [Rgb, Rgb],
): Promise<string> {
  const stored = await storeFile(
    db,
    storage,
    { buffer: demoPicture(...colors), mime: 'image/png', ext: 'png', originalName: name },
    { ownerId, orgId: null, isPublic: true },
  );
  return stored.url;
}

/** Morning of `daysAgo` days before the demo data's day, 11:00 in India. */
const interviewDay = (daysAgo: number) => new Date(`${demoDay(-daysAgo)}T11:00:00+05:30`);

/**
 * The company area's demo data for Sutra Technologies (the demo recruiter's company): a filled
 * profile with a logo, three products with pictures, three news items (one approved onto the
 * platform's news feed), twelve months of share prices, the demo student's interview (a round
 * cleared) and enquiry, and two students' ratings of the company.
 */
export const demoCompanySeed: DemoSeed = {
  key: 'demo_company_area',
  async run(db, { storage }) {
    const company = await demoOrg(db, DEMO_COMPANY, 'company');
    const recruiter = await demoUser(db, 'recruiter@vedann.demo');
    const student = await demoUser(db, 'student@vedann.demo');
    const owner = await demoUser(db, 'owner@vedann.demo');
    if (!company || !recruiter || !student || !owner) return;
    const orgId = company.id;

    // News first: the approved item's article takes the company's logo, or the jobs drawing
    // when there is none yet, as the administrators' approval does.
    const [profile] = await db
      .select({ logo: companyProfiles.logo })
      .from(companyProfiles)
      .where(eq(companyProfiles.orgId, orgId));
    for (const item of NEWS) {
      const [row] = await db
        .insert(companyNews)
        .values({ orgId, date: demoDay(-item.daysAgo), event: item.event, source: item.source })
        .returning();
      if (!row || !item.approved) continue;
      const [article] = await db
        .insert(newsArticles)
        .values(feedArticle(row, { name: DEMO_COMPANY, logo: profile?.logo ?? null }))
        .returning({ id: newsArticles.id });
      await db
        .update(companyNews)
        .set({ feed: 'approved', articleId: article?.id ?? null })
        .where(eq(companyNews.id, row.id));
    }

    const logo = storage
      ? await publicPicture(db, storage, recruiter.id, 'sutra-logo.png', [
          [25, 60, 140],
          [250, 200, 60],
        ])
      : undefined;
    // The jobs step made the profile row (industry, location, description, website).
    await db
      .update(companyProfiles)
      .set({ ...PROFILE, ...(logo ? { logo } : {}) })
      .where(eq(companyProfiles.orgId, orgId));

    for (const product of PRODUCTS) {
      const { colors, ...fields } = product;
      const image = storage
        ? await publicPicture(db, storage, recruiter.id, `${product.code}.png`, colors)
        : '';
      await db.insert(companyProducts).values({ orgId, ...fields, image });
    }

    const months = lastTwelveMonths();
    await db
      .insert(companySharePrices)
      .values(months.map((month, i) => ({ orgId, month, price: PRICES[i] ?? 200 })));

    // The company's jobs, oldest first: the demo student applied to the first (the jobs step).
    const sutraJobs = await db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.orgId, orgId))
      .orderBy(asc(jobs.id))
      .limit(2);
    const [firstJob, secondJob] = sutraJobs;
    if (!firstJob || !secondJob) return;
    const [asha] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, firstJob.id), eq(applications.applicantId, student.id)));
    // Vikram Singh (a student account too) applied to the second.
    const [vikram] = await db
      .insert(applications)
      .values({
        orgId,
        jobId: secondJob.id,
        applicantId: owner.id,
        status: 'shortlisted',
        note: 'I have built two billing apps for shops in Delhi.',
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    const interview = {
      address: PROFILE.contact.address,
      contactNumber: '+919845012345',
    };
    const called = [
      { application: asha, daysAgo: 6, rating: 5, comment: 'Clear questions and quick feedback.' },
      {
        application: vikram,
        daysAgo: 9,
        rating: 4,
        comment: 'A friendly panel; the office was easy to find.',
      },
    ];
    for (const { application, daysAgo, rating, comment } of called) {
      if (!application) continue;
      await db
        .insert(placementOutcomes)
        .values({
          applicationId: application.id,
          orgId,
          interviewAt: interviewDay(daysAgo),
          ...interview,
        })
        .onConflictDoUpdate({
          target: placementOutcomes.applicationId,
          set: { interviewAt: interviewDay(daysAgo), ...interview },
        });
      const userId = application === asha ? student.id : owner.id;
      await db
        .insert(companyRatings)
        .values({ applicationId: application.id, orgId, userId, rating, comment })
        .onConflictDoNothing();
    }
    if (asha) {
      await db.insert(interviewRounds).values({
        orgId,
        applicationId: asha.id,
        name: 'Technical interview',
        result: 'Cleared',
        assessment: {
          technical: 7,
          skillTest: 6,
          companyTest: 5,
          behaviour: 8,
          communication: 7,
        },
      });
    }

    // The demo student's enquiry about an internship, answered by the company.
    await db.insert(placementEnquiries).values({
      orgId,
      userId: student.id,
      post: 'Frontend Developer Intern',
      message: 'Is there a summer internship for second-year students?',
      response: 'Approved',
      contactName: 'Rahul Mehta',
      contactNumber: '+919845012345',
      address: PROFILE.contact.address,
    });
  },
};
