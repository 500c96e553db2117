import { and, eq, lt, sql } from 'drizzle-orm';
import type { ReminderKind } from '../reminders/reminders.service';
import { reminderStillDue } from '../reminders/reminders.table';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { loans } from './loans.table';
import { libraryMembers } from './members.table';
import { LIBRARY_MEMBER_PAGE } from './fees.reminders';
import { messageLanguageOf } from '../messages';
import { loanOverdueMessage } from './loans.messages';

export const LOAN_OVERDUE_KIND = 'loan-overdue';

/**
 * An e-mail to the borrower of each loan past its due date and not returned, once per loan: to
 * their Vedann account's address when the loan names their Vedan ID, otherwise to the e-mail the
 * loan gives. A borrower with neither gets none (the loans list still shows the loan in red).
 * Where the library chose WhatsApp or SMS and a provider is configured, it also goes to the
 * account's phone, in its language (decision 0359); a borrower known by e-mail alone has none.
 */
export const loanOverdueReminder: ReminderKind = {
  name: LOAN_OVERDUE_KIND,
  notification: 'loan-overdue',
  async listDue(db, today, limit) {
    const to = sql<string>`coalesce(${users.email}, ${loans.borrowerEmail})`;
    const person = sql`coalesce(${loans.borrowerUserId}, lower(${loans.borrowerEmail}))`;
    const period = sql`'loan:' || ${loans.id}`;
    const rows = await db
      .select({
        id: loans.id,
        orgId: loans.orgId,
        to,
        userId: loans.borrowerUserId,
        person: sql<string>`${person}`,
        library: organizations.name,
        loanId: loans.loanId,
        bookName: loans.bookName,
        borrowerName: loans.borrowerName,
        loanDate: loans.loanDate,
        dueDate: loans.dueDate,
        phone: users.phoneNumber,
        // The member's own choice where the borrower is the library's member.
        language: sql<
          string | null
        >`coalesce(${libraryMembers.messageLanguage}, ${users.language})`,
        channel: libraryMembers.messageChannel,
      })
      .from(loans)
      .innerJoin(organizations, eq(organizations.id, loans.orgId))
      .leftJoin(users, eq(users.id, loans.borrowerUserId))
      .leftJoin(
        libraryMembers,
        and(eq(libraryMembers.orgId, loans.orgId), eq(libraryMembers.vedanKey, users.vedanId)),
      )
      .where(
        and(
          eq(loans.returnBook, false),
          lt(loans.dueDate, today),
          sql`${to} is not null`,
          reminderStillDue(LOAN_OVERDUE_KIND, person, period),
        ),
      )
      .orderBy(loans.dueDate)
      .limit(limit);
    return rows.map((r) => ({
      person: r.person,
      period: `loan:${r.id}`,
      orgId: r.orgId,
      to: r.to,
      userId: r.userId,
      business: r.library,
      link: LIBRARY_MEMBER_PAGE,
      phone: r.phone,
      channels: r.channel ? [r.channel] : null,
      message: loanOverdueMessage(
        {
          borrower: r.borrowerName,
          book: r.bookName,
          library: r.library,
          dueDate: r.dueDate,
          loanCode: r.loanId,
        },
        messageLanguageOf(r.language),
      ),
      subject: `Overdue book: ${r.bookName}, from ${r.library}`,
      text: [
        `Dear ${r.borrowerName},`,
        '',
        `The book "${r.bookName}" you borrowed from ${r.library} on ${r.loanDate} (loan ${r.loanId}) was due back on ${r.dueDate}.`,
        'Please return it at your next visit, so that other readers can borrow it too.',
        '',
        `${r.library}, through Vedann`,
        '',
      ].join('\n'),
    }));
  },
};
