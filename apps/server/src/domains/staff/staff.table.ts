import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { PHONE_MAX_LENGTH, STAFF_GENDERS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

/** A trainer (gym) or staff member (ahar, barber): a record of the business, maybe linked to an account. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: STAFF_GENDERS }).notNull(),
    /** E.164 (`+919876543210`), as every phone is kept (decision 0359). */
    mobile: varchar('mobile', { length: PHONE_MAX_LENGTH }).notNull(),
    joindate: date('joindate', { mode: 'string' }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    experience: integer('experience').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    /** The linked account's Vedan ID ('' when not linked), for lookups at the desk. */
    vedanId: varchar('vedan_id', { length: 12 }).notNull().default(''),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_members_org_id_idx').on(t.orgId, t.id),
    index('staff_members_org_vedan_idx').on(t.orgId, t.vedanId),
    index('staff_members_user_idx').on(t.userId),
  ],
);
