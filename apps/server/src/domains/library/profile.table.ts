import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { PHONE_MAX_LENGTH } from '@vedann/contracts';
import { updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** A library's profile (spec 02 section 3), one row per library. */
export const libraryProfiles = pgTable(
  'library_profiles',
  {
    orgId: orgColumn().primaryKey(),
    mobile: varchar('mobile', { length: PHONE_MAX_LENGTH }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    /** The gazetteer city of the pincode, '' when it is not known: search's first filter. */
    cityKey: varchar('city_key', { length: 40 }).notNull().default(''),
    zone: varchar('zone', { length: 80 }).notNull().default(''),
    branchName: varchar('branch_name', { length: 100 }).notNull().default(''),
    social: text('social').array().notNull().default([]),
    gst: varchar('gst', { length: 15 }).notNull().default(''),
    pan: varchar('pan', { length: 10 }).notNull().default(''),
    otherId: varchar('other_id', { length: 40 }).notNull().default(''),
    founderName: varchar('founder_name', { length: 100 }).notNull().default(''),
    founderVedanId: varchar('founder_vedan_id', { length: 20 }).notNull().default(''),
    profilePhoto: text('profile_photo'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_profiles_city_idx').on(t.cityKey, t.pincode),
    index('library_profiles_pincode_idx').on(t.pincode),
  ],
);
