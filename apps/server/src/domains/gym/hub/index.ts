/** What gym/members uses of the hub: the diet and workout records, and the gym's tax profile. */
export { gymDietPlans, gymWorkouts } from './records.table';
export { gymTaxProfile } from './profile.service';
