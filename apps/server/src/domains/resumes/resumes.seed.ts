import { eq } from 'drizzle-orm';
import { defaultResume, resumeInputSchema, type ResumeData } from '@vedann/contracts';
import { users } from '../accounts/users.table';
import { resumes } from './resumes.table';
import type { DemoSeed } from '../../db/seed/steps';

/** Asha Rao, the demo student, has one saved resume to preview, download and copy. */
const ASHA: ResumeData = {
  ...defaultResume(),
  name: 'Asha Rao',
  email: 'student@vedann.demo',
  phone: '9876543210',
  address: 'Kothrud, Pune, Maharashtra',
  portfolio: 'https://github.com/asha-rao',
  skills: [{ skill: 'TypeScript' }, { skill: 'React' }, { skill: 'SQL' }, { skill: 'Teamwork' }],
  experience: [
    {
      role: 'Web Development Intern',
      company: 'Sutra Technologies',
      year: '2025',
      bullets: 'Built the seat booking screens in React\nWrote the SQL reports the owners use',
    },
  ],
  projects: [
    {
      name: 'Campus lost-and-found',
      link: 'https://github.com/asha-rao/lost-found',
      year: '2024',
      bullets: 'A TypeScript app built with teamwork in a group of four',
    },
  ],
  education: [
    { type: '10th', university: 'Kendriya Vidyalaya, Pune', percentage: '92', year: '2019' },
    { type: '12th', university: 'Fergusson College', percentage: '88.4', year: '2021' },
    {
      type: 'Graduation',
      university: 'Savitribai Phule Pune University',
      percentage: '79',
      year: '2025',
    },
  ],
  certificate: 'AWS Certified Cloud Practitioner',
};

export const demoResumesSeed: DemoSeed = {
  key: 'demo_resumes_seeded',
  async run(db) {
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'student@vedann.demo'));
    if (!student) return;
    await db.insert(resumes).values({ ...resumeInputSchema.parse(ASHA), userId: student.id });
  },
};
