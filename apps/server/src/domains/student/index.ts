/** The student pages' records: exams, events and blood donors. */
export { registerExamRoutes } from './exams/exams.routes';
export { demoExamsSeed } from './exams/exams.seed';
export { examLastDateReminder } from './exams/exams.reminders';
export { registerEventRoutes } from './events/events.routes';
export { demoEventsSeed } from './events/events.seed';
/** Its events table: the gym hub's records point at events. */
export { events } from './events/events.table';
export { registerBloodRoutes } from './blood/blood.routes';
export { demoBloodSeed } from './blood/blood.seed';
