import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { PHONE_MAX_LENGTH, TICKET_PRIORITIES, TICKET_STATUSES } from '@vedann/contracts';
import { createdAt, idColumn } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** An enquiry raised with a library (spec 02: Enquiry Tickets). */
export const libraryTickets = pgTable(
  'library_tickets',
  {
    id: idColumn(),
    orgId: orgColumn(),
    title: varchar('title', { length: 150 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('Open'),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('Normal'),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: PHONE_MAX_LENGTH }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('library_tickets_org_id_idx').on(t.orgId, t.id),
    index('library_tickets_org_status_idx').on(t.orgId, t.status, t.id),
  ],
);
