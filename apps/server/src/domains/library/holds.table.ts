import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { SEAT_LAYOUTS, SHIFTS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

/**
 * A seat a student holds after booking it online (decision 0360), for a month from its start
 * date at the chosen plan's fee. It stands while `expires_at` is ahead or its UTR was reported
 * (`reported_at`); confirming the payment turns it into the booking, rejecting it or its lapse
 * frees the seat. Holds and bookings of a library are written under one lock (the library's
 * seat layouts, `lockLibrarySeats`), and each checks the other, so one seat has one holder.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: idColumn(),
    orgId: orgColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shift: text('shift', { enum: SHIFTS }).notNull(),
    layout: text('layout', { enum: SEAT_LAYOUTS }).notNull(),
    /** The table on the tables layout, 0 on the grid (as a booking's `seat_table`). */
    seatTable: integer('seat_table').notNull(),
    seatNumber: integer('seat_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    planName: varchar('plan_name', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the student reported the payment's UTR: the hold then waits for the desk. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('seat_holds_org_id_idx').on(t.orgId, t.id),
    index('seat_holds_org_seat_idx').on(t.orgId, t.layout, t.seatTable, t.seatNumber),
    index('seat_holds_org_user_idx').on(t.orgId, t.userId),
    // The sweep: holds past their time, whatever the library.
    index('seat_holds_expires_idx').on(t.expiresAt),
    check('seat_holds_dates_check', sql`${t.expiryDate} >= ${t.startDate}`),
  ],
);
