import { and, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPERIENCE_BUCKETS,
  EXPERIENCE_BUCKET_YEARS,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_TYPES,
  POSTED_WITHIN,
  SALARY_BUCKETS,
  SALARY_BUCKET_LPA,
  type ExperienceBucket,
  type JobCounts,
  type JobFilter,
  type JobSort,
  type PostedWithin,
  type SalaryBucket,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { keywordQuery } from '../../db/search';
import { jobBoardState, jobs } from './jobs.table';

/** The groups whose options are counted; the keyword applies to every count. */
type Group = 'location' | 'industry' | 'salary' | 'jobType' | 'experience' | 'posted' | 'company';

const salaryIs = (bucket: SalaryBucket): SQL => {
  const range = SALARY_BUCKET_LPA[bucket];
  return and(gt(jobs.salary, range.above), lte(jobs.salary, range.atMost)) as SQL;
};
const experienceIs = (bucket: ExperienceBucket): SQL => {
  const years = EXPERIENCE_BUCKET_YEARS[bucket];
  return and(gte(jobs.experience, years.min), lte(jobs.experience, years.max)) as SQL;
};
/**
 * "Posted within N days" counts from the start of the current minute, in the list as in the
 * counts, so the counts kept for a minute (below) are exactly what the list shows in it.
 */
const postedWithin = (days: PostedWithin, now: Date): SQL =>
  gte(jobs.createdAt, new Date(minuteOf(now) - Number(days) * 86_400_000));
const minuteOf = (now: Date): number => Math.floor(now.getTime() / 60_000) * 60_000;

/** Several options of one group: any of them (an empty or missing list filters nothing). */
const anyOf = <T>(values: readonly T[] | undefined, one: (value: T) => SQL): SQL | undefined =>
  values && values.length > 0 ? or(...values.map(one)) : undefined;

/** Each chosen group's condition: the options of one group are OR-ed, the groups AND-ed. */
function groupConditions(filter: JobFilter, now: Date): Record<Group, SQL | undefined> {
  return {
    location: filter.location?.length ? inArray(jobs.location, filter.location) : undefined,
    industry: filter.industry?.length ? inArray(jobs.industry, filter.industry) : undefined,
    jobType: filter.jobType?.length ? inArray(jobs.jobType, filter.jobType) : undefined,
    salary: anyOf(filter.salary, salaryIs),
    experience: anyOf(filter.experience, experienceIs),
    posted: filter.posted ? postedWithin(filter.posted, now) : undefined,
    company: filter.company?.length ? inArray(jobs.orgId, filter.company) : undefined,
  };
}

/** What every row of the portal needs: open, and the keyword's words when there is one. */
function baseConditions(filter: JobFilter): { base: SQL[]; tsquery: string | null } {
  const base: SQL[] = [eq(jobs.status, 'open')];
  const tsquery = filter.keyword ? keywordQuery(filter.keyword) : null;
  if (tsquery) base.push(sql`${jobs.searchVector} @@ to_tsquery('simple', ${tsquery})`);
  return { base, tsquery };
}

/** The WHERE of the portal's list for a filter. */
export function jobFilterWhere(filter: JobFilter, now = new Date()): SQL {
  const { base } = baseConditions(filter);
  const groups = Object.values(groupConditions(filter, now)).filter(
    (condition): condition is SQL => condition !== undefined,
  );
  return and(...base, ...groups) as SQL;
}

/** The ORDER BY of a sort: relevance needs a keyword and is newest first without one. */
export function jobOrder(filter: JobFilter, sort: JobSort): SQL[] {
  const tsquery = filter.keyword ? keywordQuery(filter.keyword) : null;
  if (sort === 'salary') return [desc(jobs.salary), desc(jobs.id)];
  if (sort === 'relevance' && tsquery) {
    return [
      sql`ts_rank(${jobs.searchVector}, to_tsquery('simple', ${tsquery})) desc`,
      desc(jobs.id),
    ];
  }
  return [desc(jobs.id)];
}

/**
 * How many open jobs each option of each group would show (see `countJobs`), kept per revision
 * of the board and minute (see `keptOnBoard`).
 */
export function jobCounts(db: Db, filter: JobFilter, now = new Date()): Promise<JobCounts> {
  return keptOnBoard(db, `counts ${filterKey(filter)}`, now, () => countJobs(db, filter, now));
}

/** The most ids of a relevance order kept: the first pages, which are the ones people read. */
export const RANKED_IDS_KEPT = 500;

/**
 * The open jobs matching a filter with a keyword, most relevant first (the list's relevance
 * order), as the first `RANKED_IDS_KEPT` ids and the total, kept like the counts. Ranking reads
 * every matching job (ts_rank is computed per row, and a popular word matches thousands), so a
 * page that ranked for itself cost ten times one sorted by newest, which walks an index.
 */
export function rankedJobIds(
  db: Db,
  filter: JobFilter,
  now = new Date(),
): Promise<{ ids: string[]; total: number }> {
  return keptOnBoard(db, `relevance ${filterKey(filter)}`, now, async () => {
    const rows = await db
      .select({ id: jobs.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(jobs)
      .where(jobFilterWhere(filter, now))
      .orderBy(...jobOrder(filter, 'relevance'))
      .limit(RANKED_IDS_KEPT);
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  });
}

/**
 * An answer about the public board, kept per database for one job board revision and one minute:
 * every visitor opening /jobs asks for the same few filters, and jobs change far less often than
 * they are read. The revision is read before computing, so a kept answer is at least as new as
 * the revision it is kept under, and a write committed meanwhile moves the revision on: it is
 * never hidden. The minute is in the key because "posted within" counts from it. Callers at the
 * same moment share one computation; a failed one is not kept. Nothing here is a per-tenant
 * secret: it is all the public board.
 */
async function keptOnBoard<T>(
  db: Db,
  key: string,
  now: Date,
  compute: () => Promise<T>,
): Promise<T> {
  const [state] = await db.select({ revision: jobBoardState.revision }).from(jobBoardState);
  const revision = state?.revision ?? 0;
  const minute = minuteOf(now);
  let kept = keptAnswers.get(db);
  if (!kept || revision > kept.revision || (revision === kept.revision && minute > kept.minute)) {
    kept = { revision, minute, answers: new Map() };
    keptAnswers.set(db, kept);
  }
  // A reader that saw an older revision or minute than the kept one computes for itself alone.
  if (kept.revision !== revision || kept.minute !== minute) return compute();
  const answers = kept.answers;
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) {
    // Most recently used last, so the oldest is the one dropped when the map is full.
    answers.delete(key);
    answers.set(key, known);
    return known;
  }
  const computing = compute();
  answers.set(key, computing);
  if (answers.size > KEPT_ANSWERS_PER_MINUTE) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  computing.catch(() => {
    if (answers.get(key) === computing) answers.delete(key);
  });
  return computing;
}

const keptAnswers = new WeakMap<
  Db,
  { revision: number; minute: number; answers: Map<string, Promise<unknown>> }
>();
const KEPT_ANSWERS_PER_MINUTE = 500;

/** What an answer depends on, the same for the same filter however it was written. */
function filterKey(filter: JobFilter): string {
  const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();
  return JSON.stringify([
    filter.keyword ? keywordQuery(filter.keyword) : null,
    sorted(filter.location),
    sorted(filter.industry),
    sorted(filter.salary),
    sorted(filter.jobType),
    sorted(filter.experience),
    filter.posted ?? null,
    sorted(filter.company),
  ]);
}

/**
 * How many open jobs each option of each group would show: the option with every other group's
 * choices (so choosing Pune does not hide Mumbai's count), and the keyword. The open jobs that
 * match the keyword are read once, grouped by what the panel tells apart (location, industry,
 * job type, salary, experience, the shortest posted window, and whether its company is chosen):
 * plain columns, so the grouping is cheap, and as many groups as distinct salaries and
 * experiences (120 for the bench's 9,000 jobs). Each option's count is then summed here over those
 * groups, with the same conditions as the list's WHERE (salary and experience ranges compared on
 * the same numbers), instead of
 * evaluating every option with every other group's condition on every job in the database. The
 * companies are a second query, grouped, the ten with the most jobs plus every chosen one.
 */
async function countJobs(db: Db, filter: JobFilter, now: Date): Promise<JobCounts> {
  const { base } = baseConditions(filter);
  const groups = groupConditions(filter, now);
  const others = (group: Group): SQL | undefined =>
    and(
      ...(Object.entries(groups) as [Group, SQL | undefined][])
        .filter(([name, condition]) => name !== group && condition !== undefined)
        .map(([, condition]) => condition),
    );
  const flag = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`;
  const columns = {
    location: jobs.location,
    industry: jobs.industry,
    jobType: jobs.jobType,
    salary: jobs.salary,
    experience: jobs.experience,
    // The shortest "posted within" window a job falls in (the windows hold each other).
    posted: sql<number>`case ${sql.join(
      POSTED_WITHIN.map((value, i) => sql`when ${postedWithin(value, now)} then ${i}`),
      sql` `,
    )} else ${POSTED_WITHIN.length} end`.mapWith(Number),
    company: groups.company ? flag(groups.company) : sql<boolean>`true`,
    jobs: sql<number>`count(*)::int`.mapWith(Number),
  };
  /** One group of jobs alike for the panel, and whether it passes each group's own choices. */
  interface Kind {
    location: string;
    industry: string;
    jobType: string;
    salary: boolean[];
    experience: boolean[];
    posted: boolean[];
    company: boolean;
    jobs: number;
  }
  const chosenIndexes = (values: readonly string[], chosen: readonly string[] | undefined) =>
    chosen?.length ? values.flatMap((value, i) => (chosen.includes(value) ? [i] : [])) : undefined;
  const salaryChosen = chosenIndexes(SALARY_BUCKETS, filter.salary);
  const experienceChosen = chosenIndexes(EXPERIENCE_BUCKETS, filter.experience);
  const postedChosen = chosenIndexes(POSTED_WITHIN, filter.posted ? [filter.posted] : undefined);
  const passes: Record<Group, (kind: Kind) => boolean> = {
    location: (k) =>
      !filter.location?.length || (filter.location as readonly string[]).includes(k.location),
    industry: (k) =>
      !filter.industry?.length || (filter.industry as readonly string[]).includes(k.industry),
    jobType: (k) =>
      !filter.jobType?.length || (filter.jobType as readonly string[]).includes(k.jobType),
    salary: (k) => !salaryChosen || salaryChosen.some((i) => k.salary[i] === true),
    experience: (k) => !experienceChosen || experienceChosen.some((i) => k.experience[i] === true),
    posted: (k) => !postedChosen || postedChosen.some((i) => k.posted[i] === true),
    company: (k) => k.company,
  };
  const GROUPS = Object.keys(passes) as Group[];
  const passesOthers = (kind: Kind, group: Group) =>
    GROUPS.every((other) => other === group || passes[other](kind));
  const tally = (
    kinds: Kind[],
    group: Group,
    values: readonly string[],
    holds: (k: Kind, i: number) => boolean,
  ) =>
    values.map((value, i) => ({
      value,
      count: kinds.reduce(
        (sum, kind) => (holds(kind, i) && passesOthers(kind, group) ? sum + kind.jobs : sum),
        0,
      ),
    }));

  const companyWhere = and(...base, others('company'));
  const [kinds, companies, chosen] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(and(...base))
      .groupBy(sql`1, 2, 3, 4, 5, 6, 7`)
      .then((rows) =>
        rows.map((row): Kind => ({
          ...row,
          salary: SALARY_BUCKETS.map((bucket) => {
            const range = SALARY_BUCKET_LPA[bucket];
            return row.salary > range.above && row.salary <= range.atMost;
          }),
          experience: EXPERIENCE_BUCKETS.map((bucket) => {
            const years = EXPERIENCE_BUCKET_YEARS[bucket];
            return row.experience >= years.min && row.experience <= years.max;
          }),
          posted: POSTED_WITHIN.map((_, i) => row.posted <= i),
        })),
      ),
    db
      .select({ value: jobs.orgId, label: jobs.companyName, count: count() })
      .from(jobs)
      .where(companyWhere)
      .groupBy(jobs.orgId, jobs.companyName)
      .orderBy(desc(count()), jobs.companyName)
      .limit(10),
    filter.company?.length
      ? db
          .select({
            value: jobs.orgId,
            label: jobs.companyName,
            count: sql<number>`count(*) filter (where ${companyWhere})`.mapWith(Number),
          })
          .from(jobs)
          .where(inArray(jobs.orgId, filter.company))
          .groupBy(jobs.orgId, jobs.companyName)
      : Promise.resolve([]),
  ]);
  // A chosen company with no matching job still shows, with 0, so it can be unticked (one with
  // no job at all has no name to show, and is left out).
  const shown = new Map(companies.map((row) => [row.value, row]));
  for (const row of chosen) shown.set(row.value, row);
  const company = [...shown.values()].map((row) => ({
    value: row.value,
    label: row.label,
    count: Number(row.count),
  }));
  return {
    location: tally(kinds, 'location', JOB_LOCATIONS, (k, i) => k.location === JOB_LOCATIONS[i]),
    industry: tally(kinds, 'industry', JOB_INDUSTRIES, (k, i) => k.industry === JOB_INDUSTRIES[i]),
    salary: tally(kinds, 'salary', SALARY_BUCKETS, (k, i) => k.salary[i] === true),
    jobType: tally(kinds, 'jobType', JOB_TYPES, (k, i) => k.jobType === JOB_TYPES[i]),
    experience: tally(kinds, 'experience', EXPERIENCE_BUCKETS, (k, i) => k.experience[i] === true),
    posted: tally(kinds, 'posted', POSTED_WITHIN, (k, i) => k.posted[i] === true),
    company,
  };
}
