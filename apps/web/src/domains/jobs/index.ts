// What other areas use of the jobs area: the company's pages show its jobs as the portal does.
export { useJobValue } from './i18n';
export { CompanyLogo } from './job-card';
