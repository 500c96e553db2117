import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef } from '../../db/columns';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';

/** Every uploaded file; the bytes live in storage under `key`. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    key: varchar('key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    ownerId: idRef('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the file belongs to a business; private files are then visible to its members. */
    orgId: idRef('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** A private file any signed-in account may read (lost-and-found photos). */
    signedInOnly: boolean('signed_in_only').notNull().default(false),
    originalName: text('original_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_org_idx').on(t.orgId)],
);
