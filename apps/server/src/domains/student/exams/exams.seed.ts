import type {
  AdmitCardInput,
  ExamInput,
  ExamResultInput,
  ScholarshipInput,
  StudyCentreInput,
  TestSeriesInput,
} from '@vedann/contracts';
import {
  admitCardInputSchema,
  examInputSchema,
  examResultInputSchema,
  scholarshipInputSchema,
  studyCentreInputSchema,
  testSeriesInputSchema,
  addDays,
  todayInIndia,
} from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import {
  admitCards,
  examResults,
  exams,
  scholarships,
  studyCentres,
  testSeries,
} from './exams.table';

type DemoExam = Omit<ExamInput, 'notificationDate' | 'lastDate'> & {
  opened: number;
  closes: number;
};

// Real exams and their official sites; the dates are placed around the day of loading.
const EXAMS: DemoExam[] = [
  {
    name: 'SSC CGL',
    university: 'Staff Selection Commission',
    site: 'https://ssc.gov.in',
    state: 'Pan India',
    post: 'Staff Selection',
    opened: -20,
    closes: 5,
  },
  {
    name: 'UPSC Civil Services (Preliminary)',
    university: 'Union Public Service Commission',
    site: 'https://upsc.gov.in',
    state: 'Pan India',
    post: 'Civil Services',
    opened: -10,
    closes: 14,
  },
  {
    name: 'NEET UG',
    university: 'National Testing Agency',
    site: 'https://neet.nta.nic.in',
    state: 'Pan India',
    post: 'Medical Admission',
    opened: -5,
    closes: 25,
  },
  {
    name: 'JEE Main (Session 1)',
    university: 'National Testing Agency',
    site: 'https://jeemain.nta.nic.in',
    state: 'Pan India',
    post: 'Engineering Admission',
    opened: -25,
    closes: 3,
  },
  {
    name: 'CUET UG',
    university: 'National Testing Agency',
    site: 'https://cuet.nta.nic.in',
    state: 'Pan India',
    post: 'University Admission',
    opened: 0,
    closes: 40,
  },
  {
    name: 'GATE',
    university: 'Indian Institutes of Technology',
    site: 'https://gate.iitk.ac.in',
    state: 'Pan India',
    post: 'Postgraduate Admission',
    opened: -40,
    closes: 6,
  },
  {
    name: 'IBPS PO',
    university: 'Institute of Banking Personnel Selection',
    site: 'https://www.ibps.in',
    state: 'Pan India',
    post: 'Banking',
    opened: -12,
    closes: 9,
  },
  {
    name: 'RRB NTPC',
    university: 'Railway Recruitment Boards',
    site: 'https://www.rrbcdg.gov.in',
    state: 'Pan India',
    post: 'Railways',
    opened: -8,
    closes: 21,
  },
  {
    name: 'NDA and NA',
    university: 'Union Public Service Commission',
    site: 'https://upsc.gov.in',
    state: 'Pan India',
    post: 'Defence',
    opened: -3,
    closes: 18,
  },
  {
    name: 'CTET',
    university: 'Central Board of Secondary Education',
    site: 'https://ctet.nic.in',
    state: 'Pan India',
    post: 'Teaching',
    opened: -15,
    closes: 2,
  },
  {
    name: 'HTET',
    university: 'Board of School Education Haryana',
    site: 'https://bseh.org.in',
    state: 'Haryana',
    post: 'Teaching',
    opened: -7,
    closes: 12,
  },
  {
    name: 'HSSC CET Group C',
    university: 'Haryana Staff Selection Commission',
    site: 'https://hssc.gov.in',
    state: 'Haryana',
    post: 'Staff Selection',
    opened: -2,
    closes: 30,
  },
  {
    name: 'Haryana Police Constable',
    university: 'Haryana Staff Selection Commission',
    site: 'https://hssc.gov.in',
    state: 'Haryana',
    post: 'Police',
    opened: -30,
    closes: -2,
  },
  {
    name: 'PSTET',
    university: 'Punjab School Education Board',
    site: 'https://pstet.pseb.ac.in',
    state: 'Punjab',
    post: 'Teaching',
    opened: -9,
    closes: 16,
  },
  {
    name: 'PPSC Civil Services',
    university: 'Punjab Public Service Commission',
    site: 'https://ppsc.gov.in',
    state: 'Punjab',
    post: 'Civil Services',
    opened: -4,
    closes: 27,
  },
  {
    name: 'Punjab Police Constable',
    university: 'Punjab Police Recruitment Board',
    site: 'https://www.punjabpolice.gov.in',
    state: 'Punjab',
    post: 'Police',
    opened: -18,
    closes: 7,
  },
  {
    name: 'DSSSB TGT',
    university: 'Delhi Subordinate Services Selection Board',
    site: 'https://dsssb.delhi.gov.in',
    state: 'Delhi',
    post: 'Teaching',
    opened: -6,
    closes: 20,
  },
  {
    name: 'Delhi Police Constable',
    university: 'Staff Selection Commission',
    site: 'https://ssc.gov.in',
    state: 'Delhi',
    post: 'Police',
    opened: -11,
    closes: 10,
  },
  {
    name: 'IPU CET',
    university: 'Guru Gobind Singh Indraprastha University',
    site: 'https://ipu.ac.in',
    state: 'Delhi',
    post: 'University Admission',
    opened: 5,
    closes: 60,
  },
  {
    name: 'GRE General Test',
    university: 'Educational Testing Service',
    site: 'https://www.ets.org/gre',
    state: 'International',
    post: 'Postgraduate Admission',
    opened: -60,
    closes: 45,
  },
  {
    name: 'IELTS Academic',
    university: 'British Council and IDP',
    site: 'https://ielts.org',
    state: 'International',
    post: 'University Admission',
    opened: -60,
    closes: 35,
  },
];

const SCHOLARSHIPS: ScholarshipInput[] = [
  {
    name: 'National Scholarship Portal schemes',
    field: 'School and college students (central schemes)',
    link: 'https://scholarships.gov.in',
    category: 'Central Government',
  },
  {
    name: 'PM YASASVI',
    field: 'OBC, EBC and DNT students of classes 9 and 11',
    link: 'https://yet.nta.ac.in',
    category: 'SC, ST and OBC',
  },
  {
    name: 'Post Matric Scholarship for SC Students',
    field: 'Any course after class 10',
    link: 'https://scholarships.gov.in',
    category: 'SC, ST and OBC',
  },
  {
    name: 'Pre and Post Matric Scholarships for Minorities',
    field: 'Students of minority communities',
    link: 'https://scholarships.gov.in',
    category: 'Minority',
  },
  {
    name: 'Central Sector Scheme of Scholarship',
    field: 'Top performers of class 12 in college',
    link: 'https://scholarships.gov.in',
    category: 'Merit',
  },
  {
    name: 'INSPIRE Scholarship for Higher Education',
    field: 'Natural and basic sciences',
    link: 'https://online-inspire.gov.in',
    category: 'Research',
  },
  {
    name: 'Pragati Scholarship for Girls',
    field: 'Girls in technical degree and diploma courses',
    link: 'https://www.aicte-india.org',
    category: 'Girls',
  },
  {
    name: 'Haryana Post Matric Scholarship',
    field: 'Haryana domicile students after class 10',
    link: 'https://harchhatravratti.highereduhry.ac.in',
    category: 'State Government',
  },
  {
    name: 'Punjab Post Matric Scholarship',
    field: 'Punjab domicile SC students',
    link: 'https://scholarships.punjab.gov.in',
    category: 'State Government',
  },
  {
    name: 'Commonwealth Scholarships',
    field: "Master's and PhD study in the United Kingdom",
    link: 'https://cscuk.fcdo.gov.uk',
    category: 'Study Abroad',
  },
  {
    name: 'Fulbright-Nehru Fellowships',
    field: 'Graduate study and research in the United States',
    link: 'https://www.usief.org.in',
    category: 'Study Abroad',
  },
];

const STUDY_CENTRES: StudyCentreInput[] = [
  {
    examType: 'UPSC',
    coaching: 'Mukherjee Nagar reading rooms',
    location: 'Mukherjee Nagar, Delhi',
    website: 'https://upsc.gov.in',
  },
  {
    examType: 'SSC',
    coaching: 'Rajendra Nagar study halls',
    location: 'Old Rajendra Nagar, Delhi',
    website: 'https://ssc.gov.in',
  },
  {
    examType: 'NEET',
    coaching: 'Kota self-study centres',
    location: 'Talwandi, Kota',
    website: 'https://neet.nta.nic.in',
  },
  {
    examType: 'Banking',
    coaching: 'Sector 17 library hall',
    location: 'Sector 17, Chandigarh',
    website: 'https://www.ibps.in',
  },
];

const ADMIT_CARDS: AdmitCardInput[] = [
  { exam: 'SSC CGL Tier 1', websiteLink: 'https://ssc.gov.in', state: 'Pan India' },
  { exam: 'NEET UG', websiteLink: 'https://neet.nta.nic.in', state: 'Pan India' },
  { exam: 'JEE Main', websiteLink: 'https://jeemain.nta.nic.in', state: 'Pan India' },
  { exam: 'HTET', websiteLink: 'https://bseh.org.in', state: 'Haryana' },
  { exam: 'PSTET', websiteLink: 'https://pstet.pseb.ac.in', state: 'Punjab' },
  { exam: 'DSSSB TGT', websiteLink: 'https://dsssb.delhi.gov.in', state: 'Delhi' },
  { exam: 'GRE General Test', websiteLink: 'https://www.ets.org/gre', state: 'International' },
];

const TEST_SERIES: TestSeriesInput[] = [
  { exam: 'JEE Main', title: 'NTA mock tests', link: 'https://nta.ac.in', free: true },
  { exam: 'NEET UG', title: 'NTA mock tests', link: 'https://nta.ac.in', free: true },
  { exam: 'CUET UG', title: 'NTA mock tests', link: 'https://nta.ac.in', free: true },
  { exam: 'SSC CGL', title: 'Previous question papers', link: 'https://ssc.gov.in', free: true },
  {
    exam: 'UPSC Civil Services',
    title: 'Previous question papers',
    link: 'https://upsc.gov.in',
    free: true,
  },
  {
    exam: 'GATE',
    title: 'Mock test on the official site',
    link: 'https://gate.iitk.ac.in',
    free: true,
  },
];

const RESULTS: (Omit<ExamResultInput, 'resultDate'> & { daysAgo: number })[] = [
  { exam: 'UPSC Civil Services', title: 'Final result', link: 'https://upsc.gov.in', daysAgo: 12 },
  { exam: 'SSC CHSL', title: 'Tier 1 result', link: 'https://ssc.gov.in', daysAgo: 5 },
  { exam: 'CTET', title: 'Result and score card', link: 'https://ctet.nic.in', daysAgo: 30 },
  { exam: 'HTET', title: 'Result', link: 'https://bseh.org.in', daysAgo: 20 },
];

/** Exams, scholarships and the rest of the exam pages, as platform content. */
export const demoExamsSeed: DemoSeed = {
  key: 'demo_exams_seeded',
  async run(db) {
    const today = todayInIndia();
    await db.insert(exams).values(
      EXAMS.map(({ opened, closes, ...exam }) =>
        examInputSchema.parse({
          ...exam,
          notificationDate: addDays(today, opened),
          lastDate: addDays(today, closes),
        }),
      ),
    );
    await db.insert(scholarships).values(SCHOLARSHIPS.map((s) => scholarshipInputSchema.parse(s)));
    await db.insert(studyCentres).values(STUDY_CENTRES.map((s) => studyCentreInputSchema.parse(s)));
    await db.insert(admitCards).values(ADMIT_CARDS.map((a) => admitCardInputSchema.parse(a)));
    await db.insert(testSeries).values(TEST_SERIES.map((s) => testSeriesInputSchema.parse(s)));
    await db
      .insert(examResults)
      .values(
        RESULTS.map(({ daysAgo, ...result }) =>
          examResultInputSchema.parse({ ...result, resultDate: addDays(today, -daysAgo) }),
        ),
      );
  },
};
