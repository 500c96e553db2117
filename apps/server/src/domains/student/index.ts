import type { Area } from '../../app-context';
import { registerExamRoutes } from './exams/exams.routes';
import { registerEventRoutes } from './events/events.routes';
import { registerBloodRoutes } from './blood/blood.routes';
import { demoExamsSeed } from './exams/exams.seed';
import { demoEventsSeed } from './events/events.seed';
import { demoBloodSeed } from './blood/blood.seed';
import { examLastDateReminder } from './exams/exams.reminders';
import * as examsTables from './exams/exams.table';
import * as eventsTables from './events/events.table';
import * as bloodTables from './blood/blood.table';

/** Its events table: the gym hub's records point at events. */
export { events } from './events/events.table';

/** The student pages' records: exams, events and blood donors. */
export const studentArea: Area = {
  name: 'student',
  routes(ctx) {
    registerExamRoutes(ctx);
    registerEventRoutes(ctx);
    registerBloodRoutes(ctx);
  },
  tables: [examsTables, eventsTables, bloodTables],
  seeds: [demoExamsSeed, demoEventsSeed, demoBloodSeed],
  reminders: [examLastDateReminder],
};
