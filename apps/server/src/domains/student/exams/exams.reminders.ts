import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDays, daysUntil } from '@vedann/contracts';
import type { ReminderKind } from '../../reminders/reminders.service';
import { reminderStillDue } from '../../reminders/reminders.table';
import { users } from '../../accounts/users.table';
import { examFollows, exams } from './exams.table';

export const EXAM_LAST_DATE_KIND = 'exam-last-date';

/** How many days before an exam's last date its followers are reminded. */
export const EXAM_REMINDER_DAYS = 3;

/** The Apply page, where a student follows exams and sees their last dates. */
const EXAM_APPLY_PAGE = '/service/exam/apply';

const dayWords = (days: number) =>
  days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/**
 * An e-mail to each student following an exam whose last date is within three days (from the
 * fourth day before it to the day itself), once per exam and last date: an exam whose last
 * date is moved is reminded of again for its new date.
 */
export const examLastDateReminder: ReminderKind = {
  name: EXAM_LAST_DATE_KIND,
  notification: 'exam-last-date',
  async listDue(db, today, limit) {
    const person = sql`${examFollows.userId}`;
    const period = sql`'exam:' || ${exams.id} || ':' || ${exams.lastDate}`;
    const rows = await db
      .select({
        userId: examFollows.userId,
        to: users.email,
        fullname: users.fullname,
        examId: exams.id,
        name: exams.name,
        university: exams.university,
        lastDate: exams.lastDate,
        site: exams.site,
      })
      .from(exams)
      .innerJoin(examFollows, eq(examFollows.examId, exams.id))
      .innerJoin(users, eq(users.id, examFollows.userId))
      .where(
        and(
          gte(exams.lastDate, today),
          lte(exams.lastDate, addDays(today, EXAM_REMINDER_DAYS)),
          reminderStillDue(EXAM_LAST_DATE_KIND, person, period),
        ),
      )
      .orderBy(asc(exams.lastDate), asc(exams.id))
      .limit(limit);
    return rows.map((r) => {
      const when = dayWords(daysUntil(r.lastDate, today));
      return {
        person: r.userId,
        period: `exam:${r.examId}:${r.lastDate}`,
        to: r.to,
        userId: r.userId,
        link: EXAM_APPLY_PAGE,
        subject: `Last date for ${r.name} is ${when} (${r.lastDate})`,
        text: [
          `Dear ${r.fullname},`,
          '',
          `You follow ${r.name} (${r.university}) on Vedann. Its last date to apply is ${r.lastDate}, ${when}.`,
          `Apply on the official site: ${r.site}`,
          '',
          'You get this e-mail because you follow this exam. Stop following it on the Apply page of Vedann to get no more.',
          '',
          'Vedann',
          '',
        ].join('\n'),
      };
    });
  },
};
