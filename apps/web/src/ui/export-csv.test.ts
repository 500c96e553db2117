import { describe, expect, it } from 'vitest';
import {
  aharApi,
  jobsApi,
  libraryApi,
  orgsApi,
  plansApi,
  studentApi,
  contactApi,
} from '@vedann/contracts';
import { exportsCsv } from './export-csv';

// Every screen's source, to find the pagers (import.meta.glob: the web has no Node types).
const SOURCES = import.meta.glob<string>('../**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The screens whose pagers page no list of a business, so the server exports none of them
 * (decision 0358): public lists, a person's own, and the platform's.
 */
const NOT_A_BUSINESS_LIST: Record<string, string> = {
  '../domains/ahar/demand/ahar-public-page.tsx': "an ahar's public page",
  '../domains/contact/contact-messages-page.tsx': "the platform's contact messages",
  '../domains/diet/consultant-pane.tsx': 'the diet consultants, a platform list',
  '../domains/jobs/job-list.tsx': 'the public jobs',
  '../domains/jobs/my-applications-page.tsx': "the student's own applications",
  '../domains/library/library-card-sections.tsx': "the library member's own books",
  '../domains/library/library-search-page.tsx': 'the public library search',
  '../domains/lostfound/matches-panel.tsx': "the person's own matches",
  '../domains/lostfound/nikat-vastu.tsx': 'the public lost and found',
  '../domains/news/news-page.tsx': 'the public news',
  '../domains/news/news-queue.tsx': "the platform's news queue",
  '../domains/placement/enquiry-page.tsx': "the student's own enquiries",
  '../domains/placement/opportunity-pages.tsx': "the student's own applications",
  '../domains/plans/businesses-page.tsx': 'the public list of businesses',
  '../domains/resumes/saved-resumes-page.tsx': "the person's own resumes",
  '../domains/student/blood/blood-requests.tsx': "the student's blood requests",
  '../domains/student/blood/donor-search.tsx': 'the public donor search',
  '../domains/student/events/events-pages.tsx': 'the public events',
  '../domains/student/exams/exam-parts.tsx': "the platform's exam lists",
};

/** The pagers of a source, each `<ListPager ... />` element whole. */
const pagersOf = (source: string) => [...source.matchAll(/<ListPager\b[\s\S]*?\/>/g)].map(String);

describe('the Export CSV button', () => {
  it('is offered for the lists the server exports: a business kind, or its owner and admins', () => {
    expect(exportsCsv(libraryApi.loans.list)).toBe(true);
    expect(exportsCsv(aharApi.stock.locations.reuse.items)).toBe(true);
    expect(exportsCsv(plansApi.plans)).toBe(true);
    expect(exportsCsv(orgsApi.members)).toBe(true);
    expect(exportsCsv(jobsApi.company.applicants)).toBe(true);
  });

  it("is not offered for a platform's list or a person's own", () => {
    expect(exportsCsv(studentApi.exams.exams)).toBe(false);
    expect(exportsCsv(contactApi.messages)).toBe(false);
    expect(exportsCsv({ path: '/jobs/mine', access: 'user' })).toBe(false);
    expect(exportsCsv({ path: '/jobs', access: 'public' })).toBe(false);
  });

  it('is beside every pager of a business list', () => {
    const missing: string[] = [];
    const exempt: string[] = [];
    for (const [file, source] of Object.entries(SOURCES)) {
      if (file === '../ui/list-pager.tsx') continue;
      // A screen whose button sits in its header (beside its Import) passes it as its own element.
      const ownButton = source.includes('<ExportCsvButton');
      const bare = pagersOf(source).filter((pager) => !pager.includes('exportCsv='));
      if (bare.length === 0 || ownButton) continue;
      if (file in NOT_A_BUSINESS_LIST) exempt.push(file);
      else missing.push(file);
    }
    expect(missing, 'pagers of a business list without exportCsv').toEqual([]);
    // The exemptions stay exact: a screen that now exports, or is gone, leaves the list.
    expect(exempt.sort()).toEqual(Object.keys(NOT_A_BUSINESS_LIST).sort());
  });
});
