import { z } from 'zod';
import { whatsAppOfferSchema } from '../messages/channels';
import { pageQuerySchema } from '../common/api';
import { calendarDateSchema } from '../common/date';

/** Book loans of a library (spec 02 sections 2 to 8). */

export const LOAN_MESSAGES = {
  // Spec 02 sections 5 and 8, word for word.
  required: 'Please fill in all required fields.',
  addFailed: 'There was an error adding the loan.',
  loadFailed: 'Failed to fetch loans.',
  // Ours.
  added: 'Loan added.',
  updated: 'Loan updated.',
  returned: 'Book returned.',
  removed: 'Loan removed.',
  notFound: 'Loan not found.',
  empty: 'No loans yet.',
  alreadyReturned: 'This loan has already been returned.',
  noCopies: 'All copies of this book are on loan. It can be lent again when a copy is returned.',
  bookNotFound: 'No book with that Book ID in this library.',
  duplicateLoanId: 'A loan with this Loan ID already exists in this library.',
  dueBeforeLoan: 'The due date cannot be before the loan date.',
  borrowerNotFound: 'No Vedann account has that Vedan ID.',
  vedanId: 'A Vedan ID is VD followed by 6 letters or digits.',
  email: 'Enter a valid e-mail address.',
} as const;

/** Spec 02 section 4: returnBook false shows Pending, true shows Returned. */
export const LOAN_STATUS = { pending: 'Pending', returned: 'Returned' } as const;

/** A loan without a due date is due this many days after the loan date. */
export const LOAN_DEFAULT_DAYS = 14;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A required field: missing or blank gives the spec's one message for the loan form. */
const requiredText = (max: number) =>
  z
    .string({ error: LOAN_MESSAGES.required })
    .trim()
    .min(1, LOAN_MESSAGES.required)
    .max(max, `At most ${max} characters.`);

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `At most ${max} characters.`).optional(),
  );

export const loanInputSchema = z
  .object({
    loanId: requiredText(40),
    bookName: requiredText(200),
    /**
     * The catalogue book lent: its id or its displayed id (2026B07). Without it, the book is
     * found by its exact title when one book has it; otherwise the loan names a book outside the
     * catalogue and takes no copy.
     */
    bookId: optionalText(40),
    borrowerName: requiredText(100),
    loanDate: z.preprocess(
      blankToUndefined,
      z.string({ error: LOAN_MESSAGES.required }).pipe(calendarDateSchema()),
    ),
    /** LOAN_DEFAULT_DAYS after the loan date when not given. */
    dueDate: z.preprocess(blankToUndefined, calendarDateSchema().optional()),
    returnBook: z.boolean().default(false),
    /** Links the borrower to their Vedann account: they get the overdue reminder there. */
    borrowerVedanId: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : value),
      z
        .string()
        .regex(/^VD[0-9A-Z]{6}$/, LOAN_MESSAGES.vedanId)
        .optional(),
    ),
    /** For a borrower without an account: where the overdue reminder goes. */
    borrowerEmail: z.preprocess(
      blankToUndefined,
      z.string().trim().max(254).pipe(z.email(LOAN_MESSAGES.email)).optional(),
    ),
  })
  .refine((loan) => !loan.dueDate || loan.dueDate >= loan.loanDate, {
    message: LOAN_MESSAGES.dueBeforeLoan,
    path: ['dueDate'],
  });
export type LoanInput = z.input<typeof loanInputSchema>;
export type LoanData = z.output<typeof loanInputSchema>;

export const loanSchema = z.object({
  _id: z.string(),
  id: z.string(),
  loanId: z.string(),
  bookName: z.string(),
  /** The displayed id of the catalogue book, or what was typed for a book outside it. */
  bookId: z.string(),
  /** The catalogue book, when the loan took one of its copies. */
  book: z.object({ _id: z.string(), displayId: z.string() }).nullable(),
  borrowerName: z.string(),
  borrowerVedanId: z.string().nullable(),
  borrowerEmail: z.string().nullable(),
  loanDate: z.string(),
  dueDate: z.string(),
  returnBook: z.boolean(),
  returnedOn: z.string().nullable(),
  status: z.enum([LOAN_STATUS.pending, LOAN_STATUS.returned]),
  /** Not returned and past its due date (India's day): shown in red. */
  overdue: z.boolean(),
  /**
   * An overdue loan's "Send on WhatsApp": the overdue message in the borrower's language, when
   * their account has a phone, and when the desk last sent it (decision 0359).
   */
  whatsapp: whatsAppOfferSchema.nullable().optional(),
  createdAt: z.string(),
});
export type Loan = z.infer<typeof loanSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const loansQuerySchema = pageQuerySchema.extend({
  /** Pending (false) or returned (true) loans only. */
  returnBook: flag.optional(),
  overdue: flag.optional(),
});

/** The return's body is optional: the book comes back today unless a day is given. */
export const loanReturnSchema = z.preprocess(
  (value) => value ?? {},
  z.object({ returnedOn: z.preprocess(blankToUndefined, calendarDateSchema().optional()) }),
);
