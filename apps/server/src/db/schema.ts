/** Every table, for drizzle-kit and for the typed query builder. */
export * from '../domains/accounts/users.table';
export * from '../domains/orgs/orgs.table';
export * from '../domains/files/files.table';
export * from '../domains/platform/meta.table';
export * from '../domains/resumes/resumes.table';
export * from '../domains/jobs/jobs.table';
export * from '../domains/plans/plans.table';
export * from '../domains/news/news.table';
export * from '../domains/contact/contact.table';
export * from '../domains/lostfound/lostfound.table';
export * from '../domains/exams/exams.table';
export * from '../domains/events/events.table';
export * from '../domains/blood/blood.table';
export * from '../domains/diet/diet.table';
export * from '../domains/placement/placement.table';
export * from '../domains/bills/bills.table';
export * from '../domains/accounts-books/accounts-books.table';
