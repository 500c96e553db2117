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
export * from '../domains/library/seats.table';
export * from '../domains/library/joined.table';
export * from '../domains/library/fees.table';
export * from '../domains/library/profile.table';
export * from '../domains/library/tickets.table';
