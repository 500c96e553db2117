import { LOAN_STATUS, type Loan } from '@vedann/contracts';
import type { PdfDocument } from '../../pdf';

/** A loan as a one-page slip: what was lent, to whom, until when, with a QR code of the loan. */
export function loanSlip(loan: Loan, library: { name: string; city: string }): PdfDocument {
  return {
    size: 'A4',
    title: 'Book loan slip',
    subtitle: `Loan ${loan.loanId}`,
    issuer: { name: library.name, ...(library.city ? { address: library.city } : {}) },
    fields: [
      { label: 'Loan ID', value: loan.loanId },
      { label: 'Book', value: loan.bookName },
      ...(loan.bookId ? [{ label: 'Book ID', value: loan.bookId }] : []),
      { label: 'Borrower', value: loan.borrowerName },
      ...(loan.borrowerVedanId ? [{ label: 'Vedan ID', value: loan.borrowerVedanId }] : []),
      { label: 'Loan date', value: loan.loanDate },
      { label: 'Due date', value: loan.dueDate },
      {
        label: 'Status',
        value: loan.returnBook
          ? `${LOAN_STATUS.returned}${loan.returnedOn ? ` on ${loan.returnedOn}` : ''}`
          : `${LOAN_STATUS.pending}${loan.overdue ? ' (overdue)' : ''}`,
      },
    ],
    paragraphs: ['Please return the book by its due date, in the condition it was lent.'],
    qr: { text: `loan:${loan.loanId}`, caption: `Loan ${loan.loanId}: show this at the desk` },
    footer: `${library.name}: book loan slip`,
  };
}
