import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { currentUser } from '../../http/access';
import { attendanceDaily } from '../attendance';
import { organizations } from '../orgs/orgs.table';
import { books } from './books.table';
import { toLoan } from './loans.service';
import { loans } from './loans.table';
import { libraryMembersDirectory } from './members.directory';
import { memberFeeMonths } from './fees.service';
import { libraryMembers } from './members.table';
import { addDays, libraryToday } from './seats.service';
import { seatBookings } from './seats.table';

type SignedInUser = ReturnType<typeof currentUser>;

/** Enough for anyone; a person joins a handful of libraries. */
const MAX_LIBRARIES = 20;

/** What the dashboard shows, read at once for every library that joined the person. */
async function loadMemberDashboard(db: Db, user: SignedInUser) {
  const joined = await db
    .select({
      member: libraryMembers,
      library: { _id: organizations.id, name: organizations.name, city: organizations.city },
    })
    .from(libraryMembers)
    .innerJoin(organizations, eq(organizations.id, libraryMembers.orgId))
    .where(eq(libraryMembers.vedanKey, user.vedanId))
    .orderBy(asc(libraryMembers.joiningDate), asc(libraryMembers.id))
    .limit(MAX_LIBRARIES);
  const today = libraryToday();
  const since = addDays(today, -30);
  const orgIds = joined.map(({ member }) => member.orgId);
  const [bookings, feesByOrg, onLoan, days] = await Promise.all([
    joined.length === 0
      ? []
      : db
          .select()
          .from(seatBookings)
          // A booking is the member's by its link to their record, made when it was sold
          // (by member id or Vedan ID) or when they joined (seats sold before).
          .where(
            and(
              inArray(seatBookings.orgId, orgIds),
              inArray(
                seatBookings.joinedMemberId,
                joined.map(({ member }) => member.id),
              ),
              gte(seatBookings.expiryDate, today),
            ),
          )
          .orderBy(asc(seatBookings.startDate))
          .limit(100),
    Promise.all(
      joined.map(async ({ member }) => ({
        id: member.id,
        months: (await memberFeeMonths(db, member.orgId, [member])).get(member.id) ?? [],
      })),
    ),
    joined.length === 0
      ? []
      : db
          .select({
            loan: loans,
            book: { id: books.id, number: books.number, createdAt: books.createdAt },
          })
          .from(loans)
          .leftJoin(books, eq(books.id, loans.bookId))
          .where(
            and(
              eq(loans.borrowerUserId, user.id),
              eq(loans.returnBook, false),
              inArray(loans.orgId, orgIds),
            ),
          )
          .orderBy(asc(loans.dueDate), asc(loans.id))
          .limit(100),
    joined.length === 0
      ? []
      : db
          .select({
            orgId: attendanceDaily.orgId,
            memberId: attendanceDaily.personRecordId,
            date: attendanceDaily.date,
            timeIn: attendanceDaily.timeIn,
            timeOut: attendanceDaily.timeOut,
            remark: attendanceDaily.remark,
          })
          .from(attendanceDaily)
          .where(
            and(
              inArray(attendanceDaily.orgId, orgIds),
              gte(attendanceDaily.date, since),
              lte(attendanceDaily.date, today),
              eq(attendanceDaily.personDirectory, libraryMembersDirectory.name),
              inArray(
                attendanceDaily.personRecordId,
                joined.map(({ member }) => member.id),
              ),
            ),
          )
          .orderBy(desc(attendanceDaily.date))
          .limit(31 * MAX_LIBRARIES),
  ]);
  return { joined, today, since, bookings, feesByOrg, onLoan, days };
}

/** The member's own dashboard: their profile and, per library that joined them, their record. */
export async function memberDashboard(db: Db, user: SignedInUser) {
  const { joined, today, since, bookings, feesByOrg, onLoan, days } = await loadMemberDashboard(
    db,
    user,
  );
  return {
    success: true as const,
    profile: {
      fullname: user.fullname,
      vedanId: user.vedanId,
      email: user.email,
      profilePhoto: user.profilePhoto,
    },
    libraries: joined.map(({ member, library }) => {
      const months = feesByOrg.find((entry) => entry.id === member.id)?.months ?? [];
      const own = days.filter((d) => d.orgId === member.orgId && d.memberId === member.id);
      return {
        library,
        member: {
          _id: member.id,
          memberId: member.memberId,
          name: member.name,
          seatNo: member.seatNo,
          time: member.time,
          joiningDate: member.joiningDate,
          fees: Number(member.fees),
          picName: member.picName,
          messageChannel: member.messageChannel,
          messageLanguage: member.messageLanguage,
        },
        seats: bookings
          .filter((b) => b.joinedMemberId === member.id)
          .map((b) => ({
            _id: b.id,
            seatNumber: b.seatNumber,
            shift: b.shift,
            layout: b.layout,
            tableNo: b.tableNo,
            startDate: b.startDate,
            expiryDate: b.expiryDate,
            nextBillDate: b.nextBillDate,
          })),
        fees: months.map(({ payments: _payments, ...month }) => month),
        totalDue: Math.round(months.reduce((sum, m) => sum + m.due, 0) * 100) / 100,
        loans: onLoan
          .filter(({ loan }) => loan.orgId === member.orgId)
          .map(({ loan, book }) => {
            const full = toLoan({ ...loan, book }, today);
            return {
              _id: full._id,
              loanId: full.loanId,
              bookName: full.bookName,
              bookId: full.bookId,
              loanDate: full.loanDate,
              dueDate: full.dueDate,
              status: full.status,
              overdue: full.overdue,
            };
          }),
        attendance: {
          from: since,
          to: today,
          days: own.map(({ date, timeIn, timeOut, remark }) => ({
            date,
            timeIn,
            timeOut,
            remark,
          })),
          present: own.filter((d) => d.remark === 'Present').length,
        },
      };
    }),
  };
}
