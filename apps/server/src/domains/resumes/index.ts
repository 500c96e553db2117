import type { Area } from '../../app-context';
import { registerResumeRoutes } from './resumes.routes';
import { demoResumesSeed } from './resumes.seed';
import * as resumesTables from './resumes.table';

/** What other areas use of the resumes area: the table, a person's latest resume and its PDF. */
export { resumes } from './resumes.table';
export { latestResumeOf, sendResumePdf, toResume } from './resumes.service';

/** The resume builder and its PDFs. */
export const resumesArea: Area = {
  name: 'resumes',
  routes(ctx) {
    registerResumeRoutes(ctx);
  },
  tables: [resumesTables],
  seeds: [demoResumesSeed],
};
