// What other areas use of the jobs area: the company's pages show its jobs, the placement cell
// shows its internships.
export { useJobValue } from './i18n';
export { CompanyLogo } from './job-card';
export { JobsPage } from './jobs-page';
