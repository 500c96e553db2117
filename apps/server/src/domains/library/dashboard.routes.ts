import { and, asc, eq, gte, or } from 'drizzle-orm';
import { memberDashboardSchema } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { organizations } from '../orgs/orgs.table';
import { memberFeeMonths } from './fees.service';
import { libraryMembers } from './joined.table';
import { libraryToday } from './seats.service';
import { seatBookings } from './seats.table';

const tags = ['library: member dashboard'];
/** Enough for anyone; a person joins a handful of libraries. */
const MAX_LIBRARIES = 20;

/**
 * The member's own dashboard: scoped by the signed-in account's Vedan ID alone, never by a
 * business, so a person sees exactly the libraries that joined them and nobody else's data.
 */
export function registerMemberDashboardRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/library/dashboard',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: memberDashboardSchema } },
    },
    async (request) => {
      const user = currentUser(request);
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
      const [bookings, feesByOrg] = await Promise.all([
        joined.length === 0
          ? []
          : db
              .select()
              .from(seatBookings)
              .where(
                and(
                  or(
                    ...joined.map(({ member }) =>
                      and(
                        eq(seatBookings.orgId, member.orgId),
                        eq(seatBookings.memberId, member.memberId),
                      ),
                    ),
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
      ]);
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
            },
            seats: bookings
              .filter((b) => b.orgId === member.orgId && b.memberId === member.memberId)
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
          };
        }),
      };
    },
  );
}
