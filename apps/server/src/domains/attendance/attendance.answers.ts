import { attendanceDaily, attendanceMonthly } from './attendance.table';
import { monthName } from './month';

export type DailyRow = typeof attendanceDaily.$inferSelect;
export type MonthlyRow = typeof attendanceMonthly.$inferSelect;

export const ATTENDANCE_TAGS = ['attendance'];

const personOf = (row: DailyRow | MonthlyRow) =>
  row.personDirectory && row.personRecordId
    ? {
        directory: row.personDirectory,
        recordId: row.personRecordId,
        linked: row.personUserId !== null,
      }
    : null;

export const toDaily = (row: DailyRow) => ({
  _id: row.id,
  date: row.date,
  srNo: row.srNo,
  studentName: row.studentName,
  id: row.code,
  timeIn: row.timeIn,
  timeOut: row.timeOut,
  sign: row.sign,
  remark: row.remark,
  person: personOf(row),
});

export const toMonthly = (row: MonthlyRow) => ({
  _id: row.id,
  studentName: row.studentName,
  year: row.year,
  month: monthName(row.month),
  attendanceData: row.marks,
  totalDays: row.totalDays,
  performedTotalP: row.performedTotalP,
  remark: row.remark,
  person: personOf(row),
});
