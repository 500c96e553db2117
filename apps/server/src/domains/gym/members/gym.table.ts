import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  GYM_DOCUMENTS,
  GYM_FEE_CURRENCIES,
  GYM_FEE_STATUSES,
  GYM_GENDERS,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
} from '@vedann/contracts';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../../db/columns';
import { orgColumn } from '../../orgs/orgs.table';
import { gymDietPlans, gymWorkouts } from '../hub';

/**
 * A gym's batch. `member_count` is kept by the member routes in the same statement that places
 * a member, `UPDATE ... SET member_count = member_count + 1 WHERE member_count < batch_limit`,
 * so two members can never both take the last place, and the CHECK holds it in any case.
 */
export const gymBatches = pgTable(
  'gym_batches',
  {
    id: idColumn(),
    orgId: orgColumn(),
    batchName: varchar('batch_name', { length: 60 }).notNull(),
    batchLimit: integer('batch_limit').notNull(),
    batchOpenTime: varchar('batch_open_time', { length: 5 }).notNull(),
    batchCloseTime: varchar('batch_close_time', { length: 5 }).notNull(),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gym_batches_org_id_idx').on(t.orgId, t.id),
    check('gym_batches_limit_check', sql`${t.batchLimit} >= 1`),
    check(
      'gym_batches_count_check',
      sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.batchLimit}`,
    ),
  ],
);

/** A package a gym sells: its range sets how long a membership bought with it lasts. */
export const gymPackages = pgTable(
  'gym_packages',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    range: varchar('range', { length: 20 }).notNull(),
    fees: money('fees').notNull(),
    save: money('save').notNull(),
    remarks: varchar('remarks', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gym_packages_org_id_idx').on(t.orgId, t.id)],
);

/** A gym's member, with the membership they hold (the package last sold and its dates). */
export const gymMembers = pgTable(
  'gym_members',
  {
    id: idColumn(),
    orgId: orgColumn(),
    memberId: varchar('member_id', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    gender: text('gender', { enum: GYM_GENDERS }).notNull().default('male'),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    caseOf: varchar('case_of', { length: 100 }).notNull().default(''),
    remarks: varchar('remarks', { length: 500 }).notNull().default(''),
    document: text('document', { enum: GYM_DOCUMENTS }).notNull().default('today plan'),
    joinDate: date('join_date', { mode: 'string' }).notNull(),
    profileImage: varchar('profile_image', { length: 300 }).notNull().default(''),
    /** Upper-cased Vedan ID, or empty: how the member is matched to a Vedann account. */
    vedanId: varchar('vedan_id', { length: 8 }).notNull().default(''),
    /** GST state code of the member's address; empty is the gym's own state. */
    state: varchar('state', { length: 2 }).notNull().default(''),
    batchId: idRef('batch_id').references(() => gymBatches.id, { onDelete: 'set null' }),
    packageId: idRef('package_id').references(() => gymPackages.id, { onDelete: 'set null' }),
    /** The package's name when sold: the plan stays named if the package is changed later. */
    plan: varchar('plan', { length: 100 }).notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    expiredDate: date('expired_date', { mode: 'string' }),
    frozenFrom: date('frozen_from', { mode: 'string' }),
    frozenUntil: date('frozen_until', { mode: 'string' }),
    /** The workout plan and the diet plan the gym assigned (beyond the spec). */
    workoutId: idRef('workout_id').references(() => gymWorkouts.id, { onDelete: 'set null' }),
    dietPlanId: idRef('diet_plan_id').references(() => gymDietPlans.id, { onDelete: 'set null' }),
    /** The member's own channel and language for messages; null: the gym's, the account's. */
    messageChannel: text('message_channel', { enum: MESSAGE_CHANNELS }),
    messageLanguage: text('message_language', { enum: MESSAGE_LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gym_members_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('gym_members_org_member_id_key').on(t.orgId, t.memberId),
    // The dashboard's expiring-this-week and expired lists.
    index('gym_members_org_expiry_idx').on(t.orgId, t.expiredDate),
    // The reminder job: every gym's memberships by expiry date.
    index('gym_members_expiry_idx').on(t.expiredDate),
    index('gym_members_org_batch_idx').on(t.orgId, t.batchId, t.id),
    // The member's own dashboard: every gym that lists this Vedan ID.
    index('gym_members_vedan_idx').on(t.vedanId),
    // Deleting a plan clears it from its members.
    index('gym_members_workout_idx').on(t.workoutId),
    index('gym_members_diet_plan_idx').on(t.dietPlanId),
  ],
);

/**
 * How many members each gym has, for the members list's page count: kept by the trigger
 * `gym_members_total` (custom migration `gym_member_totals`) on every insert and delete, so it
 * holds for rows written by any path (the routes, the demo data, the bench's bulk insert).
 */
export const gymMemberTotals = pgTable('gym_member_totals', {
  orgId: orgColumn().primaryKey(),
  total: integer('total').notNull().default(0),
});

/** A fee row: the spec's stored fee record and the page's row in one, naming a member. */
export const gymFees = pgTable(
  'gym_fees',
  {
    id: idColumn(),
    orgId: orgColumn(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => gymMembers.id, { onDelete: 'cascade' }),
    feeFrom: date('fee_from', { mode: 'string' }).notNull(),
    feeTo: date('fee_to', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: GYM_FEE_STATUSES }).notNull().default('Notpaid'),
    penalty: money('penalty').notNull().default('0'),
    paymentDate: date('payment_date', { mode: 'string' }),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    currency: text('currency', { enum: GYM_FEE_CURRENCIES }).notNull().default('INR'),
    /** The member renewed their package themselves, from /gym/me (decision 0360). */
    renewedByMember: boolean('renewed_by_member').notNull().default(false),
    /**
     * The fee's tax invoice (decision 0349): its number (`SF/26-27/000123`) and date, issued when
     * the fee is recorded and dated its first day (the number's financial year); both are kept
     * when the fee is edited.
     */
    invoiceNo: varchar('invoice_no', { length: 16 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gym_fees_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('gym_fees_org_invoice_key').on(t.orgId, t.invoiceNo),
    // The year and month selectors, and the fees-due list.
    index('gym_fees_org_from_idx').on(t.orgId, t.feeFrom),
    index('gym_fees_org_status_idx').on(t.orgId, t.status, t.id),
    index('gym_fees_member_idx').on(t.memberId),
  ],
);
