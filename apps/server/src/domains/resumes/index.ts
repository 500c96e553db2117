/** What other areas use of the resumes area: the table, a person's latest resume and its PDF. */
export { resumes } from './resumes.table';
export { latestResumeOf, sendResumePdf, toResume } from './resumes.service';
