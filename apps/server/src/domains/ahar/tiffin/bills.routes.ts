import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  aharApi,
  idSchema,
  owedPayLink,
  pageInfo,
  tiffinBillNumber,
  TIFFIN_BILL_MESSAGES,
  type MyTiffinBills,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { currentOrg, currentUser } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { notFound } from '../../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../../pdf';
import { messageLanguageOf, registerWhatsAppSendRoute, whatsAppOffers } from '../../messages';
import { readUpiSettings, registerUtrPaymentRoutes, utrOfReceipt } from '../../payments';
import { organizations } from '../../orgs/orgs.table';
import { tiffinBillDocument } from './bills.document';
import { tiffinBillDueMessage, tiffinReceipt } from './bills.messages';
import { tiffinBillPayable } from './bills.payable';
import {
  billPayStates,
  billsOfAccount,
  findTiffinBill,
  orgOfOwnBill,
  tiffinBillOwed,
  tiffinBillsPage,
  toTiffinBill,
  type BillWithName,
} from './bills.service';
import { tiffinBills } from './bills.table';

const tags = ['ahar: tiffin bills'];
const api = aharApi.tiffin;
const params = z.object({ id: idSchema });

/**
 * The desk's "Send on WhatsApp" for each bill: the bill due while it is due (period: its month),
 * its receipt once paid (period: the receipt's number).
 */
async function billOffers(db: Db, orgId: string, ahar: string, rows: readonly BillWithName[]) {
  const due = rows.filter((row) => row.status === 'Due');
  const [dueOffers, receiptOffers] = await Promise.all([
    whatsAppOffers(
      db,
      orgId,
      'tiffin-bill',
      due.map((row) => ({
        target: row.id,
        period: row.month,
        phone: row.phone,
        message: tiffinBillDueMessage(
          {
            name: row.name,
            ahar,
            month: row.month,
            due: tiffinBillOwed(row),
            reference: tiffinBillNumber(row.id, row.month),
          },
          messageLanguageOf(row.language),
        ),
      })),
    ),
    Promise.all(
      rows
        .filter((row) => row.status === 'Paid')
        .map(async (row) => ({ row, receipt: await tiffinReceipt(db, orgId, row.id) })),
    ).then((paid) =>
      whatsAppOffers(
        db,
        orgId,
        'tiffin-receipt',
        paid.flatMap(({ row, receipt }) =>
          receipt?.message.message
            ? [
                {
                  target: row.id,
                  period: receipt.receiptNo,
                  phone: row.phone,
                  message: receipt.message.message,
                },
              ]
            : [],
        ),
      ),
    ),
  ]);
  return (row: BillWithName) =>
    (row.status === 'Due'
      ? dueOffers.get(`${row.id}:${row.month}`)
      : receiptOffers.get(`${row.id}:${row.receiptNo ?? ''}`)) ?? null;
}

/** A bill as a PDF: the bill with its pay link while due, its receipt with the UTR once paid. */
async function sendBillPdf(
  db: Db,
  reply: Parameters<typeof sendPdf>[0],
  orgId: string,
  bill: BillWithName,
) {
  const [[ahar], upi, utr] = await Promise.all([
    db
      .select({ name: organizations.name, city: organizations.city })
      .from(organizations)
      .where(eq(organizations.id, orgId)),
    readUpiSettings(db, orgId),
    utrOfReceipt(db, orgId, bill.id),
  ]);
  const reference = tiffinBillNumber(bill.id, bill.month);
  const payLink = owedPayLink(upi, { amount: tiffinBillOwed(bill), reference });
  const pdf = await pdfWork(() =>
    renderDocumentPdf(
      tiffinBillDocument({ ...bill, reference }, ahar ?? { name: '', city: '' }, {
        payLink,
        utr,
      }),
    ),
  );
  const paid = bill.status === 'Paid';
  return sendPdf(
    reply,
    pdf,
    `${paid ? 'Receipt' : 'Tiffin bill'} ${bill.name} ${bill.month}.pdf`,
    paid ? 'Receipt' : 'Tiffin bill',
  );
}

/** The member's bills, grouped by ahar, each with its pay state. */
async function myBillsAnswer(db: Db, vedanId: string): Promise<MyTiffinBills[]> {
  const rows = await billsOfAccount(db, vedanId);
  const orgIds = [...new Set(rows.map((row) => row.orgId))];
  if (orgIds.length === 0) return [];
  const ahars = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, orgIds));
  return Promise.all(
    orgIds.map(async (orgId) => {
      const own = rows.filter((row) => row.orgId === orgId);
      const payState = await billPayStates(db, orgId, own);
      const owed = own.reduce((sum, row) => sum + Number(tiffinBillOwed(row)), 0);
      return {
        ahar: { _id: orgId, name: ahars.find((one) => one.id === orgId)?.name ?? '' },
        owed: owed.toFixed(2),
        bills: own.map((row) => toTiffinBill(row, payState(row))),
      };
    }),
  );
}

/**
 * Tiffin bills (decision 0366): the owner's paged list with each bill's UPI pay state and
 * WhatsApp message, the member's own bills at `/ahar/me`, each bill's PDF, and the UTR and
 * pay-link routes of the payments kit.
 */
export function registerTiffinBillRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  registerUtrPaymentRoutes(ctx, tiffinBillPayable);
  registerWhatsAppSendRoute(ctx, 'tiffin-bill', tiffinBills);
  registerWhatsAppSendRoute(ctx, 'tiffin-receipt', tiffinBills);

  app.route({
    ...routeOf(api.bills, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { rows, total, totalDue } = await tiffinBillsPage(db, org.id, request.query);
      const [payState, offerOf] = await Promise.all([
        billPayStates(db, org.id, rows),
        billOffers(db, org.id, org.name, rows),
      ]);
      return {
        success: true as const,
        bills: rows.map((row) => toTiffinBill(row, payState(row), { whatsapp: offerOf(row) })),
        totalDue,
        ...pageInfo(request.query, total),
      };
    },
  });

  app.get(
    apiPath(`${api.bills.path}/:id/pdf`),
    { config: { access: api.bills.access }, schema: { tags, params } },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      return sendBillPdf(db, reply, orgId, await findTiffinBill(db, orgId, request.params.id));
    },
  );

  app.route({
    ...routeOf(api.myBills, tags),
    handler: async (request) => ({
      success: true as const,
      ahars: await myBillsAnswer(db, currentUser(request).vedanId),
    }),
  });

  // The member's own bill: another's and none answer alike.
  app.get(
    apiPath(`${api.myBills.path}/:id/pdf`),
    { config: { access: 'user' }, schema: { tags, params } },
    async (request, reply) => {
      const { id } = request.params;
      const orgId = await orgOfOwnBill(db, currentUser(request).vedanId, id);
      if (!orgId) throw notFound(TIFFIN_BILL_MESSAGES.notFound);
      return sendBillPdf(db, reply, orgId, await findTiffinBill(db, orgId, id));
    },
  );
}
