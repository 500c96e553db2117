import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { GYM_ORG_RELATIONS, PHONE_MAX_LENGTH, type DietData } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { events } from '../../student';
import { orgColumn } from '../../orgs/orgs.table';

const stamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A workout plan: the categories chosen (spec 03 section 3). */
export const gymWorkouts = pgTable(
  'gym_workouts',
  {
    id: idColumn(),
    orgId: orgColumn(),
    workouts: jsonb('workouts').$type<string[]>().notNull(),
    ...stamps(),
  },
  (t) => [index('gym_workouts_org_idx').on(t.orgId, t.id)],
);

/** A diet plan: Monday to Sunday by meal, each cell an image and a description. */
export const gymDietPlans = pgTable(
  'gym_diet_plans',
  {
    id: idColumn(),
    orgId: orgColumn(),
    planName: varchar('plan_name', { length: 150 }).notNull(),
    janta: varchar('janta', { length: 200 }).notNull().default(''),
    dietData: jsonb('diet_data').$type<DietData>().notNull().default({}),
    ...stamps(),
  },
  (t) => [index('gym_diet_plans_org_idx').on(t.orgId, t.id)],
);

/** A row of the live sessions table. */
export const gymLiveSessions = pgTable(
  'gym_live_sessions',
  {
    id: idColumn(),
    orgId: orgColumn(),
    srNo: integer('sr_no').notNull(),
    concept: varchar('concept', { length: 200 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    image: text('image').notNull().default(''),
    file: text('file').notNull().default(''),
    ...stamps(),
  },
  (t) => [index('gym_live_sessions_org_idx').on(t.orgId, t.id)],
);

/** A product the gym sells or uses, with its PDF description. */
export const gymProducts = pgTable(
  'gym_products',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    price: doublePrecision('price').notNull(),
    manufacturingBy: varchar('manufacturing_by', { length: 150 }).notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull(),
    ...stamps(),
  },
  (t) => [index('gym_products_org_idx').on(t.orgId, t.id)],
);

/** An inventory item; `custom` holds the values of the gym's own columns. */
export const gymInventory = pgTable(
  'gym_inventory',
  {
    id: idColumn(),
    orgId: orgColumn(),
    itemName: varchar('item_name', { length: 150 }).notNull(),
    quantity: integer('quantity').notNull(),
    condition: varchar('condition', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    description: text('description').notNull().default(''),
    custom: jsonb('custom').$type<Record<string, string>>().notNull().default({}),
    ...stamps(),
  },
  (t) => [index('gym_inventory_org_idx').on(t.orgId, t.id)],
);

/** The inventory's custom columns, saved with the gym (the spec keeps them only in the page). */
export const gymInventoryColumns = pgTable(
  'gym_inventory_columns',
  {
    id: idColumn(),
    orgId: orgColumn(),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [uniqueIndex('gym_inventory_columns_org_idx').on(t.orgId)],
);

/** A partner or branch organization of the gym. */
export const gymOrganizations = pgTable(
  'gym_organizations',
  {
    id: idColumn(),
    orgId: orgColumn(),
    orgName: varchar('org_name', { length: 150 }).notNull(),
    opendate: date('opendate', { mode: 'string' }).notNull(),
    relation: text('relation', { enum: GYM_ORG_RELATIONS }).notNull(),
    productId: varchar('product_id', { length: 30 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    phone: varchar('phone', { length: PHONE_MAX_LENGTH }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    founders: jsonb('founders').$type<{ name: string }[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [index('gym_organizations_org_idx').on(t.orgId, t.id)],
);

/** A gym event (spec 03 section 3). */
export const gymEvents = pgTable(
  'gym_events',
  {
    id: idColumn(),
    orgId: orgColumn(),
    srNo: integer('sr_no').notNull(),
    eventName: varchar('event_name', { length: 150 }).notNull(),
    goal: varchar('goal', { length: 300 }).notNull(),
    musclePrimary: varchar('muscle_primary', { length: 100 }).notNull(),
    muscleSecondary: varchar('muscle_secondary', { length: 100 }).notNull().default(''),
    place: varchar('place', { length: 200 }).notNull(),
    duration: integer('duration').notNull(),
    description: text('description').notNull().default(''),
    pic: text('pic').notNull().default(''),
    date: date('date', { mode: 'string' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** The row of the platform's events that shows a public event on /social/events. */
    publicEventId: idRef('public_event_id').references(() => events.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [index('gym_events_org_idx').on(t.orgId, t.id)],
);
