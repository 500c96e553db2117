import { and, eq } from 'drizzle-orm';
import { LIBRARY_MEMBER_MESSAGES, SEAT_RENEWAL_MESSAGES, libraryApi } from '@vedann/contracts';
import { renewOwnSeat } from './renew.service';
import { toSeatBooking } from './seat-bookings.service';
import { libraryToday } from './seats.service';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { registerOwnMessageChoiceRoute } from '../messages';
import { listBooks } from './books.routes';
import { memberDashboard } from './dashboard.service';
import { libraryMembers } from './members.table';

const tags = ['library: member dashboard'];
const api = libraryApi.dashboard;

/**
 * The member's own dashboard: scoped by the signed-in account's Vedan ID alone, never by a
 * business, so a person sees exactly the libraries that joined them and nobody else's data.
 */
export function registerMemberDashboardRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  app.route({
    ...routeOf(api.mine, tags),
    handler: async (request) => memberDashboard(db, currentUser(request)),
  });

  // Books Available of a library that joined this person: only books with a copy on the shelf.
  app.route({
    ...routeOf(api.books, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const [member] = await db
        .select({ orgId: libraryMembers.orgId })
        .from(libraryMembers)
        .where(
          and(eq(libraryMembers.id, request.params.id), eq(libraryMembers.vedanKey, user.vedanId)),
        )
        .limit(1);
      if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
      return listBooks(db, member.orgId, { ...request.query, available: true });
    },
  });

  // The member's own channel and language for this library's messages (decision 0359).
  registerOwnMessageChoiceRoute(ctx, api.messages, {
    table: libraryMembers,
    ownedBy: (vedanId) => eq(libraryMembers.vedanKey, vedanId),
    messages: {
      notFound: LIBRARY_MEMBER_MESSAGES.notFound,
      saved: LIBRARY_MEMBER_MESSAGES.messagesSaved,
    },
    tags,
  });

  // The member renews their seat for the next month (decision 0360).
  app.route({
    ...routeOf(api.renew, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { row, memberName, due } = await renewOwnSeat(
        db,
        { id: user.id, vedanId: user.vedanId },
        request.params.id,
        libraryToday(),
      );
      return reply.status(201).send({
        success: true as const,
        message: SEAT_RENEWAL_MESSAGES.renewed,
        booking: toSeatBooking({ booking: row, bookedBy: user.fullname, memberName }),
        due,
      });
    },
  });
}
