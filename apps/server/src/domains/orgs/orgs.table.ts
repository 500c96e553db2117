import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { MEMBERSHIP_ROLES, ORG_KINDS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';

export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    kind: text('kind', { enum: ORG_KINDS }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    city: varchar('city', { length: 80 }).notNull().default(''),
    ownerId: idRef('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_owner_idx').on(t.ownerId),
    index('organizations_kind_name_idx').on(t.kind, t.name),
  ],
);

/**
 * The business a row belongs to; its rows go with it. Kept beside `organizations` rather than in
 * `db/columns.ts`, which this table itself imports: the two files would import each other.
 */
export const orgColumn = () =>
  idRef('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const memberships = pgTable(
  'memberships',
  {
    id: idColumn(),
    orgId: orgColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull(),
    permissions: text('permissions').array().notNull().default([]),
    createdAt: createdAt(),
    /** When the member last chose this business (decision 0351); null until then. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('memberships_org_user_key').on(t.orgId, t.userId),
    // Team lists page through a business's members in id order.
    index('memberships_org_id_idx').on(t.orgId, t.id),
    index('memberships_user_idx').on(t.userId),
  ],
);

/**
 * Each business's member count, kept by the statement triggers of migration `org_member_totals`
 * on every insert and delete of memberships (by any path: the routes, a deleted account's
 * cascade, the demo data, the bench's bulk insert), so the members list's total reads one row.
 */
export const orgMemberTotals = pgTable('org_member_totals', {
  orgId: orgColumn().primaryKey(),
  total: integer('total').notNull().default(0),
});
