/** What other areas use of placement: the company area's demo data and its ratings page. */
export {
  companyRatings,
  interviewRounds,
  placementEnquiries,
  placementOutcomes,
} from './placement.table';
