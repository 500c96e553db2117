import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { QUEUE_STATUSES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** A line of a barber's price list. */
export const barberServices = pgTable(
  'barber_services',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    price: money('price').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('barber_services_org_id_idx').on(t.orgId, t.id)],
);

/** A walk-in customer in the day's queue; tokens count from 1 each business day. */
export const barberQueue = pgTable(
  'barber_queue',
  {
    id: idColumn(),
    orgId: orgColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    token: integer('token').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    serviceId: idRef('service_id').references(() => barberServices.id, { onDelete: 'set null' }),
    status: text('status', { enum: QUEUE_STATUSES }).notNull().default('waiting'),
    calledAt: timestamp('called_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('barber_queue_org_day_token_key').on(t.orgId, t.day, t.token),
    index('barber_queue_org_day_status_idx').on(t.orgId, t.day, t.status, t.token),
  ],
);
