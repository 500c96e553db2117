import type { Area } from '../../app-context';
import { registerUpiRoutes } from './upi.routes';
import * as upiTables from './upi.table';
import * as paymentTables from './payments.table';
import * as invoiceNumberTables from './invoice-numbers.table';
import * as gatewayTables from './gateway.table';
import { registerOnlineRoutes } from './gateway.routes';

export { registerUtrPaymentRoutes } from './payments.routes';
export {
  feePayStates,
  payStateOf,
  utrOfReceipt,
  type Payable,
  type PaymentTarget,
  type ReceiptMessage,
} from './payments.service';
export { sendReceiptLater } from './receipts';
export { readUpiSettings } from './upi.service';
export { NO_UPI, upiDocumentParts, type UpiOnDocument } from './payments.pdf';
export { withPayLink } from './payments.mail';
export {
  financialYearLabel,
  financialYearOf,
  issueInvoiceNumber,
  issueInvoiceNumbers,
  type InvoiceSeries,
} from './invoice-numbers';
export type { Payer } from './payments.service';

/**
 * How members pay a business: its UPI details, from which pay links are built, and the UTRs of
 * fees paid by UPI (issue 32), and the numbers of tax invoices (`issueInvoiceNumber`, decision
 * 0349). The areas that keep fees mount the UTR routes with their `Payable`
 * (`registerUtrPaymentRoutes`) and number their invoices in their own series.
 */
export const paymentsArea: Area = {
  name: 'payments',
  routes(ctx) {
    registerUpiRoutes(ctx);
    registerOnlineRoutes(ctx);
  },
  tables: [upiTables, paymentTables, invoiceNumberTables, gatewayTables],
};
