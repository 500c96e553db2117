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
import { jobs } from './jobs.table';

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
const postedWithin = (days: PostedWithin, now: Date): SQL =>
  gte(jobs.createdAt, new Date(now.getTime() - Number(days) * 86_400_000));

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
 * How many open jobs each option of each group would show: the option with every other group's
 * choices (so choosing Pune does not hide Mumbai's count), and the keyword. One scan of the open
 * jobs answers every group but the company, counted with `count(*) filter (…)`; the companies
 * are a second query, grouped, the ten with the most jobs plus every chosen one.
 */
export async function jobCounts(db: Db, filter: JobFilter, now = new Date()): Promise<JobCounts> {
  const { base } = baseConditions(filter);
  const groups = groupConditions(filter, now);
  const others = (group: Group): SQL | undefined =>
    and(
      ...(Object.entries(groups) as [Group, SQL | undefined][])
        .filter(([name, condition]) => name !== group && condition !== undefined)
        .map(([, condition]) => condition),
    );
  const option = (group: Group, condition: SQL): SQL => {
    const rest = others(group);
    const where = rest ? and(condition, rest) : condition;
    return sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  };
  const columns: Record<string, SQL> = {};
  const key = (group: Group, index: number) => `${group}_${index}`;
  JOB_LOCATIONS.forEach((value, i) => {
    columns[key('location', i)] = option('location', eq(jobs.location, value));
  });
  JOB_INDUSTRIES.forEach((value, i) => {
    columns[key('industry', i)] = option('industry', eq(jobs.industry, value));
  });
  SALARY_BUCKETS.forEach((value, i) => {
    columns[key('salary', i)] = option('salary', salaryIs(value));
  });
  JOB_TYPES.forEach((value, i) => {
    columns[key('jobType', i)] = option('jobType', eq(jobs.jobType, value));
  });
  EXPERIENCE_BUCKETS.forEach((value, i) => {
    columns[key('experience', i)] = option('experience', experienceIs(value));
  });
  POSTED_WITHIN.forEach((value, i) => {
    columns[key('posted', i)] = option('posted', postedWithin(value, now));
  });
  const companyWhere = and(...base, others('company'));
  const [[totals], companies, chosen] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .where(and(...base)),
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
  const read = (group: Group, values: readonly string[]) =>
    values.map((value, i) => ({ value, count: Number(totals?.[key(group, i)] ?? 0) }));
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
    location: read('location', JOB_LOCATIONS),
    industry: read('industry', JOB_INDUSTRIES),
    salary: read('salary', SALARY_BUCKETS),
    jobType: read('jobType', JOB_TYPES),
    experience: read('experience', EXPERIENCE_BUCKETS),
    posted: read('posted', POSTED_WITHIN),
    company,
  };
}
