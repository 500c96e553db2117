import { and, asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { FEE_MESSAGES, LIBRARY_MEMBER_MESSAGES, idSchema, owedPayLink } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser, type OrgKindAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../pdf';
import { cardPhoto } from '../files/card-photo';
import { organizations } from '../orgs/orgs.table';
import { readUpiSettings, utrOfReceipt } from '../payments';
import { libraryFeeNumber, libraryMonthOwed } from './fees.payable';
import { paidForMonth } from './fees.service';
import { feePayments } from './fees.table';
import { libraryMembers } from './members.table';
import { feeReceipt, memberCard, type CardSeat, type LibraryIssuer } from './library.documents';
import { libraryProfiles } from './profile.table';
import { libraryToday } from './seats.service';
import { seatBookings } from './seats.table';

const tags = ['library: documents'];
const fees: OrgKindAccess = { org: 'library', permission: 'fees' };
const members: OrgKindAccess = { org: 'library', permission: 'members' };
const params = z.object({ id: idSchema });

/** The library with its profile's address, GSTIN and PAN (empty when it has no profile yet). */
async function libraryIssuer(db: Db, orgId: string): Promise<LibraryIssuer> {
  const [row] = await db
    .select({
      name: organizations.name,
      city: organizations.city,
      address: libraryProfiles.address,
      pincode: libraryProfiles.pincode,
      gst: libraryProfiles.gst,
      pan: libraryProfiles.pan,
      mobile: libraryProfiles.mobile,
      email: libraryProfiles.email,
    })
    .from(organizations)
    .leftJoin(libraryProfiles, eq(libraryProfiles.orgId, organizations.id))
    .where(eq(organizations.id, orgId))
    .limit(1);
  return {
    name: row?.name ?? '',
    city: row?.city ?? '',
    address: row?.address ?? '',
    pincode: row?.pincode ?? '',
    gst: row?.gst ?? '',
    pan: row?.pan ?? '',
    mobile: row?.mobile ?? '',
    email: row?.email ?? '',
  };
}

/** The member's booking that holds today, else the next one to start; undefined without one. */
async function currentSeat(
  db: Db,
  orgId: string,
  memberRecordId: string,
): Promise<CardSeat | undefined> {
  const [seat] = await db
    .select({
      seatNumber: seatBookings.seatNumber,
      shift: seatBookings.shift,
      layout: seatBookings.layout,
      tableNo: seatBookings.tableNo,
      startDate: seatBookings.startDate,
      expiryDate: seatBookings.expiryDate,
    })
    .from(seatBookings)
    .where(
      and(
        eq(seatBookings.orgId, orgId),
        eq(seatBookings.joinedMemberId, memberRecordId),
        gte(seatBookings.expiryDate, libraryToday()),
      ),
    )
    .orderBy(asc(seatBookings.startDate))
    .limit(1);
  return seat;
}

/** Fee receipts and members' ID cards as PDFs, from the shared PDF pool. */
export function registerLibraryDocumentRoutes({ app, db, storage }: AppContext): void {
  async function sendCard(
    reply: Parameters<typeof sendPdf>[0],
    member: typeof libraryMembers.$inferSelect,
  ) {
    const [library, seat, photo] = await Promise.all([
      libraryIssuer(db, member.orgId),
      currentSeat(db, member.orgId, member.id),
      cardPhoto(db, storage, member.orgId, member.picName),
    ]);
    const pdf = await pdfWork(() => renderDocumentPdf(memberCard(member, seat, library, photo)));
    return sendPdf(reply, pdf, `ID card ${member.memberId}.pdf`, 'ID card');
  }

  // A fee payment's receipt: the library's GSTIN and PAN, the amount in figures and words.
  app.get(
    '/api/v1/fee-payments/:id/receipt',
    { config: { access: fees }, schema: { tags, params } },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      const [row] = await db
        .select({ payment: feePayments, member: libraryMembers })
        .from(feePayments)
        .innerJoin(libraryMembers, eq(libraryMembers.id, feePayments.memberId))
        .where(and(eq(feePayments.orgId, orgId), eq(feePayments.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound(FEE_MESSAGES.paymentNotFound);
      const payment = { ...row.payment, month: row.payment.month.slice(0, 7) };
      const [library, upi, utr, paid] = await Promise.all([
        libraryIssuer(db, orgId),
        readUpiSettings(db, orgId),
        utrOfReceipt(db, orgId, payment.id),
        paidForMonth(db, row.member.id, row.payment.month),
      ]);
      const payLink = owedPayLink(upi, {
        amount: libraryMonthOwed(row.member.fees, paid),
        reference: libraryFeeNumber(row.member.memberId, payment.month),
      });
      const pdf = await pdfWork(() =>
        renderDocumentPdf(feeReceipt(payment, row.member, library, { payLink, utr })),
      );
      return sendPdf(reply, pdf, `Receipt ${row.member.memberId} ${payment.month}.pdf`, 'Receipt');
    },
  );

  // A joined member's ID card, for the library's staff to print.
  app.get(
    '/api/v1/joined/:id/card',
    { config: { access: members }, schema: { tags, params } },
    async (request, reply) => {
      const [member] = await db
        .select()
        .from(libraryMembers)
        .where(
          and(
            eq(libraryMembers.orgId, currentOrg(request).id),
            eq(libraryMembers.id, request.params.id),
          ),
        )
        .limit(1);
      if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      return sendCard(reply, member);
    },
  );

  // The member's own ID card, from their dashboard: only a membership of their own Vedan ID.
  app.get(
    '/api/v1/library/dashboard/:id/card',
    { config: { access: 'user' }, schema: { tags, params } },
    async (request, reply) => {
      const user = currentUser(request);
      const [member] = await db
        .select()
        .from(libraryMembers)
        .where(
          and(eq(libraryMembers.id, request.params.id), eq(libraryMembers.vedanKey, user.vedanId)),
        )
        .limit(1);
      if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      return sendCard(reply, member);
    },
  );
}
