/** What other areas use of the attendance kit: its day rows. */
export { attendanceDaily } from './attendance.table';
