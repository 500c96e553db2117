/**
 * Every table, for drizzle-kit (`drizzle.config.ts`). It lists the areas' tables, so it sits on
 * the top floor beside app.ts; the database floor never imports it.
 */
export * from './domains/accounts/users.table';
export * from './domains/orgs/orgs.table';
export * from './domains/files/files.table';
export * from './domains/platform/meta.table';
export * from './domains/resumes/resumes.table';
export * from './domains/jobs/jobs.table';
export * from './domains/plans/plans.table';
export * from './domains/news/news.table';
export * from './domains/contact/contact.table';
export * from './domains/lostfound/lostfound.table';
export * from './domains/student/exams/exams.table';
export * from './domains/student/events/events.table';
export * from './domains/student/blood/blood.table';
export * from './domains/diet/diet.table';
export * from './domains/placement/placement.table';
export * from './domains/company/company.table';
export * from './domains/bills/bills.table';
export * from './domains/accounts-books/accounts-books.table';
export * from './domains/reminders/reminders.table';
export * from './domains/library/books.table';
export * from './domains/library/shelves.table';
export * from './domains/library/loans.table';
export * from './domains/attendance/attendance.table';
export * from './domains/notices/notices.table';
export * from './domains/broadcasts/broadcasts.table';
export * from './domains/maintenance/maintenance.table';
export * from './domains/enquiries/enquiries.table';
export * from './domains/staff/staff.table';
export * from './domains/barber/barber.table';
export * from './domains/ahar/demand/demand.table';
export * from './domains/ahar/reviews/reviews.table';
export * from './domains/library/seats.table';
export * from './domains/library/members.table';
export * from './domains/library/fees.table';
export * from './domains/library/profile.table';
export * from './domains/library/tickets.table';
export * from './domains/gym/hub/hub.tables';
export * from './domains/gym/members/gym.table';
export * from './domains/ahar/stock/ahar-stock.tables';
export * from './domains/ahar/people/regular-members.table';
