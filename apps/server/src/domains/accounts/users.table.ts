import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    fullname: varchar('fullname', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 16 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('student'),
    /** The Vedan ID, a short public member id that libraries and gyms refer to people by. */
    vedanId: varchar('vedan_id', { length: 12 }).notNull(),
    profilePhoto: text('profile_photo'),
    bio: varchar('bio', { length: 500 }).notNull().default(''),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    handlerName: varchar('handler_name', { length: 40 }).notNull().default(''),
    /** Platform staff: may edit platform-wide content such as news articles. */
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    /** The language the account chose for the web app ('en' or 'hi'); null until it chooses. */
    language: varchar('language', { length: 5, enum: ['en', 'hi'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_vedan_id_key').on(t.vedanId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
