import type { ArticleInput } from '@vedann/contracts';
import { newsArticles } from './news.table';
import type { DemoSeed } from '../../db/seed/steps';

/** The eight articles of Latest News (spec 01 section 2.3), about what Vedann offers. */
export const DEMO_ARTICLES: (ArticleInput & { image: string })[] = [
  {
    title: 'Job portal opens to every student',
    description:
      'Students can now browse openings from recruiters on Vedann, read each job description and apply in one step. Recruiters see every application beside the job it was sent for.',
    image: '/news/jobs.svg',
  },
  {
    title: 'Build a resume that passes the ATS',
    description:
      'The resume builder gives every resume a score out of 100 with a tip for each missing part, and downloads it as a PDF whose text applicant tracking systems can read.',
    image: '/news/resume.svg',
  },
  {
    title: 'Study centres go digital',
    description:
      'Libraries and study centres manage seats by shift, attendance, book loans and monthly fees on Vedann, and their members see their own seat, fees and books from the student dashboard.',
    image: '/news/library.svg',
  },
  {
    title: 'Gyms publish their membership plans',
    description:
      'A gym or a library can now list its plans, membership cards with yearly fees, and waive-off tasks that let members earn part of their fee back, on a public page anyone can open.',
    image: '/news/gym.svg',
  },
  {
    title: 'Ahar kitchens keep their books in one place',
    description:
      'Tiffin services and small kitchens record bills, daily demand, staff attendance and inventory, and read a balance sheet at the end of the month.',
    image: '/news/ahar.svg',
  },
  {
    title: 'Lost something? Ask the neighbourhood',
    description:
      'The lost-and-found board takes reports of missing people, animals and belongings with a photo, so that anyone nearby who has seen them can help.',
    image: '/news/lostnfound.svg',
  },
  {
    title: 'Exam season: test series and scholarships',
    description:
      'The student dashboard gathers exam applications, test series, scholarships, results and admit cards, so preparation starts from one page.',
    image: '/news/exams.svg',
  },
  {
    title: 'Events and activities for every campus',
    description:
      'Sports, esports and competitions now have their own corner of the student dashboard, and upcoming events are listed for anyone who wants to join in.',
    image: '/news/community.svg',
  },
];

export const demoNewsSeed: DemoSeed = {
  key: 'demo_news_seeded',
  async run(db) {
    // One at a time, so the ids (time-ordered) keep the list's order: the first article above is
    // the oldest, and the newest shows first.
    for (const article of DEMO_ARTICLES) {
      await db.insert(newsArticles).values({ url: '', ...article });
    }
  },
};
