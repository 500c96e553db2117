/** What other areas use of company. */
export { companyRatings } from './company.table';
