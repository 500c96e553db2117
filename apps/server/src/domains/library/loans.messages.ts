import { and, eq, inArray } from 'drizzle-orm';
import type { Loan, MessageLanguage } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  dateInLanguage,
  messageLanguageOf,
  whatsAppOffers,
  type TemplateMessage,
} from '../messages';
import { loans } from './loans.table';

/** What an overdue-loan message says: whose loan, which book, from where, due when. */
export interface LoanOverdueFacts {
  borrower: string;
  book: string;
  library: string;
  /** YYYY-MM-DD */
  dueDate: string;
  loanCode: string;
}

/** The overdue-loan reminder as a WhatsApp or SMS template in the borrower's language. */
export function loanOverdueMessage(
  facts: LoanOverdueFacts,
  language: MessageLanguage,
): TemplateMessage {
  return {
    template: MESSAGE_TEMPLATES.loanOverdue,
    language,
    params: [
      facts.borrower,
      facts.book,
      facts.library,
      dateInLanguage(facts.dueDate, language),
      facts.loanCode,
    ],
  };
}

/**
 * How to reach borrowers on WhatsApp: the phone and language of the account a loan links (a
 * borrower known by e-mail alone has neither). Keyed by the loan's record id.
 */
async function borrowerContacts(db: Db, orgId: string, loanIds: readonly string[]) {
  if (loanIds.length === 0) return new Map<string, { phone: string; language: MessageLanguage }>();
  const rows = await db
    .select({ id: loans.id, phone: users.phoneNumber, language: users.language })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.borrowerUserId))
    .where(and(eq(loans.orgId, orgId), inArray(loans.id, [...loanIds])));
  return new Map(
    rows.map((row) => [row.id, { phone: row.phone, language: messageLanguageOf(row.language) }]),
  );
}

/**
 * The loans with an overdue one's "Send on WhatsApp" (about its due date, so a loan given more
 * days and overdue again is offered again); a loan not overdue has none.
 */
export async function withOverdueOffers(
  db: Db,
  org: { id: string; name: string },
  list: readonly Loan[],
): Promise<Loan[]> {
  const overdue = list.filter((loan) => loan.overdue);
  const contacts = await borrowerContacts(
    db,
    org.id,
    overdue.map((loan) => loan._id),
  );
  const offers = await whatsAppOffers(
    db,
    org.id,
    'library-loan',
    overdue.map((loan) => {
      const contact = contacts.get(loan._id);
      return {
        target: loan._id,
        period: loan.dueDate,
        phone: contact?.phone ?? null,
        message: loanOverdueMessage(
          {
            borrower: loan.borrowerName,
            book: loan.bookName,
            library: org.name,
            dueDate: loan.dueDate,
            loanCode: loan.loanId,
          },
          contact?.language ?? 'en',
        ),
      };
    }),
  );
  return list.map((loan) => ({
    ...loan,
    whatsapp: offers.get(`${loan._id}:${loan.dueDate}`) ?? null,
  }));
}
