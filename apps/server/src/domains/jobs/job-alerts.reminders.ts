import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { jobAlertMail, jobFilterSchema, parseQueryText } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DueReminder, ReminderKind } from '../reminders/reminders.service';
import { reminderStillDue } from '../reminders/reminders.table';
import { users } from '../accounts/users.table';
import { MESSAGE_TEMPLATES, messageLanguageOf, type TemplateMessage } from '../messages';
import { jobFilterWhere } from './jobs-search.service';
import { jobSearches, jobs } from './jobs.table';

export const JOB_ALERT_KIND = 'job-alert';

/** How many new jobs an alert names; the rest are counted ("…and 4 more"). */
const JOBS_PER_ALERT = 10;
/** Saved searches read per step while looking for due alerts. */
const SEARCH_STEP = 200;

/**
 * A saved search with alerts on e-mails its new matching open jobs once a day at most: its key
 * is (account, `search:<id>:<India's day>`). "New" is what was posted after the moment its
 * previous alert's list was read (or since it was saved) and up to the moment this one's is, so
 * a job is in one alert of a search at most, and a job posted while an alert is being claimed
 * and sent is in the next one. A search with nothing new that day sends nothing. It goes on the
 * channels the search was saved with: e-mail, and WhatsApp or SMS to the account's phone in the
 * account's language where a provider is configured (decision 0359).
 */
export const jobAlertReminder: ReminderKind = {
  name: JOB_ALERT_KIND,
  notification: 'job-alert',
  async listDue(db, today, limit, { publicUrl }) {
    const due: DueReminder[] = [];
    let after = '';
    while (due.length < limit) {
      const searches = await dueSearches(db, today, after);
      for (const search of searches) {
        const reminder = await alertOf(db, search, today, publicUrl);
        if (reminder) due.push(reminder);
        if (due.length >= limit) break;
      }
      if (searches.length < SEARCH_STEP) break;
      after = searches[searches.length - 1]?.id ?? after;
    }
    return due;
  },
};

const periodOf = (searchId: string, today: string) => `search:${searchId}:${today}`;

/** The searches with alerts on, not yet alerted today, after `after` in id order. */
function dueSearches(db: Db, today: string, after: string) {
  const period = sql`'search:' || ${jobSearches.id} || ':' || ${today}`;
  // The previous alert of the search (any day but today's): the start of what is new. (Alerts
  // claimed before covers_until was kept start from their claim.)
  const since = sql<Date>`greatest(${jobSearches.createdAt}, (select max(coalesce(r.covers_until, r.created_at))
      from reminders_sent r where r.kind = ${JOB_ALERT_KIND} and r.person = ${jobSearches.userId}
      and r.period like 'search:' || ${jobSearches.id} || ':%' and r.period <> ${period}))`;
  return db
    .select({
      id: jobSearches.id,
      userId: jobSearches.userId,
      name: jobSearches.name,
      query: jobSearches.query,
      since: since.mapWith((value: string | Date) => new Date(value)),
      // The end of what this alert covers, on the database's clock, as the jobs' created_at.
      listedAt: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
      to: users.email,
      fullname: users.fullname,
      phone: users.phoneNumber,
      language: users.language,
      channels: jobSearches.alertChannels,
    })
    .from(jobSearches)
    .innerJoin(users, eq(users.id, jobSearches.userId))
    .where(
      and(
        eq(jobSearches.alerts, true),
        after ? gt(jobSearches.id, after) : undefined,
        reminderStillDue(JOB_ALERT_KIND, sql`${jobSearches.userId}`, period),
      ),
    )
    .orderBy(asc(jobSearches.id))
    .limit(SEARCH_STEP);
}

type DueSearch = Awaited<ReturnType<typeof dueSearches>>[number];

async function alertOf(
  db: Db,
  search: DueSearch,
  today: string,
  publicUrl: string,
): Promise<DueReminder | undefined> {
  const filter = jobFilterSchema.safeParse(parseQueryText(search.query));
  if (!filter.success) return undefined;
  const where = and(
    jobFilterWhere(filter.data),
    gt(jobs.createdAt, search.since),
    lte(jobs.createdAt, search.listedAt),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.companyName,
        location: jobs.location,
      })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(JOBS_PER_ALERT),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  if (rows.length === 0) return undefined;
  const mail = jobAlertMail({
    fullname: search.fullname,
    searchName: search.name,
    jobs: rows.map((job) => ({ ...job, link: `${publicUrl}/description/${job.id}` })),
    more: (totals?.total ?? rows.length) - rows.length,
    searchLink: `${publicUrl}/jobs?${search.query}`,
  });
  const total = totals?.total ?? rows.length;
  return {
    person: search.userId,
    period: periodOf(search.id, today),
    to: search.to,
    userId: search.userId,
    link: `/jobs?${search.query}`,
    coversUntil: search.listedAt,
    channels: search.channels,
    phone: search.phone,
    message: jobAlertMessage(
      {
        name: search.fullname,
        count: total,
        search: search.name,
        newest: rows[0] ? `${rows[0].title}, ${rows[0].company}` : '',
        link: `${publicUrl}/jobs?${search.query}`,
      },
      messageLanguageOf(search.language),
    ),
    ...mail,
  };
}

/** What a job alert on WhatsApp or SMS says: how many new jobs, of which search, the newest. */
export interface JobAlertFacts {
  name: string;
  count: number;
  search: string;
  newest: string;
  link: string;
}

/** The job alert as a WhatsApp or SMS template in the person's language. */
export function jobAlertMessage(
  facts: JobAlertFacts,
  language: TemplateMessage['language'],
): TemplateMessage {
  return {
    template: MESSAGE_TEMPLATES.jobAlert,
    language,
    params: [facts.name, String(facts.count), facts.search, facts.newest, facts.link],
  };
}
