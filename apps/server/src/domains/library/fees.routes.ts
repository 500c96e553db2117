import { and, eq } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  FEE_PLAN_ROWS,
  LIBRARY_MEMBER_MESSAGES,
  MONTHS,
  libraryApi,
  pageInfo,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { feePayStates, payStateOf, sendReceiptLater } from '../payments';
import { registerWhatsAppSendRoute, whatsAppOffers } from '../messages';
import { feeDueMessage, libraryMemberContacts, libraryReceiptOffer } from './fees.messages';
import { libraryFeeNumber, libraryFeePayable, libraryMonthOwed } from './fees.payable';
import { feeCardMonths, feePayments, feePlanRows } from './fees.table';
import {
  feesDuePage,
  findLibraryMember,
  memberFeeMonths,
  monthStart,
  recordFeePayment,
} from './fees.service';
import { libraryMembers } from './members.table';
import { libraryToday } from './seats.service';

const tags = ['library: fees'];
const api = libraryApi.fees;

const toFeeMonth = (month: number, row?: typeof feeCardMonths.$inferSelect) => ({
  month: MONTHS[month - 1] ?? 'January',
  Enquiry: row?.enquiry ?? '',
  Applied: row?.applied ?? '',
  Learning: row?.learning ?? '',
  FeesCovered: Number(row?.feesCovered ?? 0),
  LeftFees: Number(row?.leftFees ?? 0),
  'P/L': Number(row?.profitLoss ?? 0),
});

const thisYear = () => Number(libraryToday().slice(0, 4));

export function registerFeeRoutes(ctx: AppContext): void {
  registerFeeCardRoutes(ctx);
  registerFeePaymentRoutes(ctx);
  registerFeeDueRoutes(ctx);
  registerWhatsAppSendRoute(ctx, 'library-fee', libraryMembers);
  registerWhatsAppSendRoute(ctx, 'library-receipt', feePayments);
}

/** The Fee Card and the fee plans: the library's own yearly figures. */
function registerFeeCardRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: POST /api/update-fees {month, data}; one row of the Fee Card.
  app.route({
    ...routeOf(api.updateCard, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { month, data } = request.body;
      const year = request.body.year ?? thisYear();
      const monthNo = MONTHS.indexOf(month) + 1;
      const values = {
        enquiry: data.Enquiry,
        applied: data.Applied,
        learning: data.Learning,
        feesCovered: data.FeesCovered,
        leftFees: data.LeftFees,
        profitLoss: data['P/L'],
      };
      const [row] = await db
        .insert(feeCardMonths)
        .values({ orgId: org.id, year, month: monthNo, ...values })
        .onConflictDoUpdate({
          target: [feeCardMonths.orgId, feeCardMonths.year, feeCardMonths.month],
          set: values,
        })
        .returning();
      return {
        success: true as const,
        message: FEE_MESSAGES.updated,
        year,
        fee: toFeeMonth(monthNo, row),
      };
    },
  });

  // The Fee Card of a year: always its 12 months, empty ones as zeros.
  app.route({
    ...routeOf(api.card, tags),
    handler: async (request) => {
      const year = request.query.year ?? thisYear();
      const rows = await db
        .select()
        .from(feeCardMonths)
        .where(and(eq(feeCardMonths.orgId, currentOrg(request).id), eq(feeCardMonths.year, year)));
      return {
        success: true as const,
        year,
        fees: MONTHS.map((_, index) =>
          toFeeMonth(
            index + 1,
            rows.find((row) => row.month === index + 1),
          ),
        ),
      };
    },
  });

  app.route({
    ...routeOf(api.plans, tags),
    handler: async (request) => {
      const rows = await db
        .select()
        .from(feePlanRows)
        .where(eq(feePlanRows.orgId, currentOrg(request).id));
      return {
        success: true as const,
        rows: FEE_PLAN_ROWS.map((plan) => {
          const row = rows.find((r) => r.plan === plan);
          return { plan, Student: row?.students ?? 0, Fees: Number(row?.fees ?? 0) };
        }),
      };
    },
  });

  app.route({
    ...routeOf(api.savePlans, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      await db.transaction(async (tx) => {
        for (const row of request.body.rows) {
          const values = { students: row.Student, fees: row.Fees.toFixed(2) };
          await tx
            .insert(feePlanRows)
            .values({ orgId, plan: row.plan, ...values })
            .onConflictDoUpdate({ target: [feePlanRows.orgId, feePlanRows.plan], set: values });
        }
      });
      return {
        success: true as const,
        message: FEE_MESSAGES.planSaved,
        rows: FEE_PLAN_ROWS.map((plan) => {
          const row = request.body.rows.find((r) => r.plan === plan);
          return { plan, Student: row?.Student ?? 0, Fees: row?.Fees ?? 0 };
        }),
      };
    },
  });
}

/** A member's fee months and the payments towards them. */
function registerFeePaymentRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  // A member's months (the last twelve), each Paid, Partly paid or Due, with its payments.
  app.route({
    ...routeOf(api.memberFees, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const member = await findLibraryMember(db, orgId, request.params.id);
      const months = (await memberFeeMonths(db, orgId, [member])).get(member.id) ?? [];
      return {
        success: true as const,
        months,
        totalDue: Math.round(months.reduce((sum, m) => sum + m.due, 0) * 100) / 100,
      };
    },
  });

  app.route({
    ...routeOf(api.pay, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      const { month, amount, paidOn, method } = request.body;
      const payment = await db.transaction(async (tx) => {
        // The member row is locked so two payments for one month cannot both pass the check.
        const [member] = await tx
          .select()
          .from(libraryMembers)
          .where(and(eq(libraryMembers.orgId, orgId), eq(libraryMembers.id, request.params.id)))
          .for('update');
        if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
        return recordFeePayment(tx, orgId, member, {
          month: monthStart(month),
          amount,
          paidOn,
          method,
        });
      });
      // The member is sent the receipt; the desk may send it on WhatsApp itself.
      sendReceiptLater(ctx, libraryFeePayable, orgId, payment.id, request.log);
      return reply.status(201).send({
        success: true as const,
        message: FEE_MESSAGES.paymentSaved,
        payment: {
          _id: payment.id,
          month,
          amount: Number(payment.amount),
          paidOn: payment.paidOn,
          receiptNo: payment.invoiceNo,
          method: payment.method,
          whatsapp: await libraryReceiptOffer(db, orgId, payment.id),
        },
      });
    },
  });

  app.route({
    ...routeOf(api.removePayment, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(feePayments)
        .where(
          and(eq(feePayments.orgId, currentOrg(request).id), eq(feePayments.id, request.params.id)),
        )
        .returning({ id: feePayments.id });
      if (!row) throw notFound(FEE_MESSAGES.paymentNotFound);
      return { success: true, message: FEE_MESSAGES.paymentRemoved };
    },
  });
}

function registerFeeDueRoutes({ app, db }: AppContext): void {
  // Fees due: every member-month from joining to this month not fully paid, oldest month first.
  app.route({
    ...routeOf(api.due, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const orgId = org.id;
      const { page, limit, month } = request.query;
      const [rows, totals] = await feesDuePage(db, orgId, { page, limit, month });
      const total = totals[0];
      const states = await feePayStates(
        db,
        orgId,
        'library-fee',
        rows.map((row) => ({
          target: row.id,
          period: row.month,
          amount: libraryMonthOwed(row.fees, row.paid),
          reference: libraryFeeNumber(row.member_id, row.month),
        })),
      );
      const contacts = await libraryMemberContacts(
        db,
        orgId,
        rows.map((row) => row.id),
      );
      const offers = await whatsAppOffers(
        db,
        orgId,
        'library-fee',
        rows.map((row) => {
          const contact = contacts.get(row.id);
          const facts = {
            name: row.name,
            library: org.name,
            month: row.month,
            due: libraryMonthOwed(row.fees, row.paid),
            memberCode: row.member_id,
          };
          return {
            target: row.id,
            period: row.month,
            phone: contact?.phone ?? null,
            message: feeDueMessage(facts, contact?.language ?? 'en'),
          };
        }),
      );
      return {
        success: true as const,
        dues: rows.map((row) => {
          const fee = Number(row.fees);
          const paid = Number(row.paid);
          return {
            pay: payStateOf(states, { target: row.id, period: row.month }),
            whatsapp: offers.get(`${row.id}:${row.month}`) ?? null,
            memberId: row.id,
            memberCode: row.member_id,
            name: row.name,
            vedanId: row.vedan_id,
            month: row.month,
            fee,
            paid,
            due: Math.round((fee - paid) * 100) / 100,
            status: paid > 0 ? ('Partly paid' as const) : ('Due' as const),
          };
        }),
        totalDue: Number(total?.due ?? 0),
        ...pageInfo({ page, limit }, Number(total?.total ?? 0)),
      };
    },
  });
}
