import { boolean, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { BLOOD_GROUPS, PHONE_MAX_LENGTH } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';

/** A request for blood, posted by a signed-in person; open until they close it. */
export const bloodRequests = pgTable(
  'blood_requests',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group', { enum: BLOOD_GROUPS }).notNull(),
    units: integer('units').notNull(),
    hospital: varchar('hospital', { length: 150 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    /** cityKey(city): what "nearby" compares. */
    cityKey: varchar('city_key', { length: 80 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: PHONE_MAX_LENGTH }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blood_requests_open_idx')
      .on(t.id)
      .where(sql`status = 'open'`),
    index('blood_requests_open_group_idx')
      .on(t.bloodGroup, t.id)
      .where(sql`status = 'open'`),
    index('blood_requests_open_city_idx')
      .on(t.cityKey, t.bloodGroup, t.id)
      .where(sql`status = 'open'`),
    index('blood_requests_user_idx').on(t.userId, t.id),
  ],
);

/** A person's donor registration: one per account. */
export const bloodDonors = pgTable(
  'blood_donors',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group', { enum: BLOOD_GROUPS }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    cityKey: varchar('city_key', { length: 80 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    phone: varchar('phone', { length: PHONE_MAX_LENGTH }).notNull(),
    available: boolean('available').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A request's donors and the donor search (issue 31): willing donors of a city and group,
    // paged by id.
    index('blood_donors_available_city_idx')
      .on(t.cityKey, t.bloodGroup, t.id)
      .where(sql`available`),
  ],
);
