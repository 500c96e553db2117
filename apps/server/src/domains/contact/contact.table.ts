import { index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { PHONE_MAX_LENGTH } from '@vedann/contracts';
import { createdAt, idColumn, idRef } from '../../db/columns';
import { users } from '../accounts/users.table';

/** Messages sent from Contact Us, read by the platform's administrators newest first (by id). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: PHONE_MAX_LENGTH }).notNull().default(''),
    message: varchar('message', { length: 2000 }).notNull(),
    /** The account that sent it, when the sender was signed in. */
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Removing an account sets its messages' user_id to null; the index finds them.
  (t) => [index('contact_messages_user_idx').on(t.userId)],
);
