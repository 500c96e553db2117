import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, SEAT_LAYOUTS, SHIFTS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';
import { libraryMembers } from './members.table';

/**
 * A library's two layouts for one shift (spec 02: both persisted per library and shift): the
 * grid's rows and columns, and the seats at each round table.
 */
export const seatLayouts = pgTable(
  'seat_layouts',
  {
    id: idColumn(),
    orgId: orgColumn(),
    shift: text('shift', { enum: SHIFTS }).notNull(),
    gridRows: integer('grid_rows').notNull(),
    gridCols: integer('grid_cols').notNull(),
    /** Seats at each table, table 1 first. */
    tables: integer('tables').array().notNull(),
    /**
     * The layout's seats: the grid's and every table's. Computed by the database on every write
     * (the function comes with migration library_seat_days), so the search reads one number.
     */
    seats: integer('seats')
      .notNull()
      .generatedAlwaysAs(sql`seat_layout_seats(grid_rows, grid_cols, tables)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('seat_layouts_org_shift_key').on(t.orgId, t.shift)],
);

/**
 * A seat held for one shift from start_date to expiry_date (both included). The custom
 * migration adds the exclusion constraint that makes a double sale impossible: no two bookings
 * of one seat (org, layout, seat_table, seat_number) with overlapping shift slots and dates.
 */
export const seatBookings = pgTable(
  'seat_bookings',
  {
    id: idColumn(),
    orgId: orgColumn(),
    shift: text('shift', { enum: SHIFTS }).notNull(),
    layout: text('layout', { enum: SEAT_LAYOUTS }).notNull(),
    seatNumber: integer('seat_number').notNull(),
    /** The table number as the form gave it. */
    tableNo: integer('table_no').notNull(),
    /** Part of the seat's identity: the table on the tables layout, 0 on the grid. */
    seatTable: integer('seat_table')
      .notNull()
      .generatedAlwaysAs(sql`case when layout = 'tables' then table_no else 0 end`),
    memberId: varchar('member_id', { length: 20 }).notNull(),
    memberIdLetter1: varchar('member_id_letter1', { length: 1 }),
    memberIdLetter2: varchar('member_id_letter2', { length: 1 }),
    /** The joined member whose member id this is, when there is one. */
    joinedMemberId: idRef('joined_member_id').references(() => libraryMembers.id, {
      onDelete: 'set null',
    }),
    planDetails: varchar('plan_details', { length: 200 }).notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paidAmount: money('paid_amount').notNull().default('0'),
    dueAmount: money('due_amount').notNull().default('0'),
    nextBillDate: date('next_bill_date', { mode: 'string' }),
    bookingTime: timestamp('booking_time', { withTimezone: true }).notNull().defaultNow(),
    bookedBy: idRef('booked_by')
      .notNull()
      .references(() => users.id),
    /** The member renewed it themselves from /library/dashboard (decision 0360). */
    renewedByMember: boolean('renewed_by_member').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seat_bookings_org_id_idx').on(t.orgId, t.id),
    // The home's renewals of the week: few rows of each library, read by their creation time.
    index('seat_bookings_org_renewals_idx')
      .on(t.orgId, t.createdAt)
      .where(sql`${t.renewedByMember}`),
    // The seat map and the totals: bookings of a library still running on a day. (The seat
    // columns were for the search's count, which now reads library_seat_days instead.)
    index('seat_bookings_org_expiry_idx').on(
      t.orgId,
      t.expiryDate,
      t.startDate,
      t.shift,
      t.layout,
      t.seatTable,
      t.seatNumber,
    ),
    index('seat_bookings_org_member_idx').on(t.orgId, t.memberId),
    index('seat_bookings_joined_member_idx').on(t.joinedMemberId),
    check('seat_bookings_dates_check', sql`${t.expiryDate} >= ${t.startDate}`),
    check('seat_bookings_seat_check', sql`${t.seatNumber} >= 1 and ${t.tableNo} >= 1`),
  ],
);

/**
 * Seats taken per library and day, which the library search reads instead of counting bookings:
 * for each single shift the bookings holding a seat in it (its own and Full day ones, which never
 * share a seat on a day), and for Full day the distinct seats held in any shift. Kept by
 * statement triggers on seat_bookings (migration library_seat_days), so every write keeps it,
 * routes and bulk SQL alike; a day without a row has no seat taken.
 */
export const librarySeatDays = pgTable(
  'library_seat_days',
  {
    orgId: orgColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    morning: integer('morning').notNull().default(0),
    afternoon: integer('afternoon').notNull().default(0),
    evening: integer('evening').notNull().default(0),
    night: integer('night').notNull().default(0),
    fullDay: integer('full_day').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day] })],
);
