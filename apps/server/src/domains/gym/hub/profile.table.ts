import { jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { GYM_BRANCH_IDS, PHONE_MAX_LENGTH, type GymTax } from '@vedann/contracts';
import { createdAt, idColumn, updatedAt } from '../../../db/columns';
import { orgColumn } from '../../orgs/orgs.table';

/** A gym's profile (spec 03 section 3): one per gym, read by the GST invoices of its fees. */
export const gymProfiles = pgTable(
  'gym_profiles',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /** The Vedan ID of the account that made the profile. */
    vedanId: varchar('vedan_id', { length: 12 }).notNull().default(''),
    name: varchar('name', { length: 150 }).notNull(),
    contactNo: varchar('contact_no', { length: PHONE_MAX_LENGTH }).notNull(),
    mainAddress: varchar('main_address', { length: 300 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    image: text('image'),
    branchId: text('branch_id', { enum: GYM_BRANCH_IDS }).notNull(),
    branchname: varchar('branchname', { length: 150 }).notNull(),
    gymId: varchar('gym_id', { length: 20 }).notNull(),
    founder: varchar('founder', { length: 150 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    taxes: jsonb('taxes').$type<GymTax[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('gym_profiles_org_idx').on(t.orgId)],
);
