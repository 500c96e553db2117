/** What other areas use of the plans area: its table (the library search lists plans). */
export { plans } from './plans.table';
