/** What other areas use of the events area: its table (the gym hub's records point at events). */
export { events } from './events.table';
