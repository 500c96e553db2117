import { sql } from 'drizzle-orm';
import { HOME_FIGURES_MAX_AGE_S, HOME_NEWS_COUNT, type HomeFigures } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { organizations } from '../orgs/orgs.table';
import { jobs } from '../jobs';
import { librarySeatDays, seatLayouts } from '../library';
import { newsArticles } from '../news';

interface FiguresRow extends Record<string, unknown> {
  open_jobs: number;
  libraries: number;
  gyms: number;
  news: { _id: string; title: string; createdAt: string }[] | string | null;
}

/**
 * The seats a layout's shift has taken on the day: `library_seat_days` keeps them per shift
 * (Full day: the distinct seats held in any shift), as the library search reads them.
 */
const takenInShift = sql`case ${seatLayouts.shift}
  when 'Morning' then ${librarySeatDays.morning}
  when 'Afternoon' then ${librarySeatDays.afternoon}
  when 'Evening' then ${librarySeatDays.evening}
  when 'Night' then ${librarySeatDays.night}
  else ${librarySeatDays.fullDay} end`;

/**
 * The figures, counted now in one statement. Each part is served by an index: the open jobs by
 * the partial `jobs_open_idx`, the businesses of a kind by `organizations_kind_name_idx`, each
 * library's layouts by `seat_layouts_org_shift_key` and its day by the primary key of
 * `library_seat_days`, and the newest articles by the primary key (ids are time-ordered).
 */
export async function countHomeFigures(db: Db, today: string): Promise<HomeFigures> {
  const [row] = await queryRows<FiguresRow>(
    db,
    sql`select
      (select count(*)::int from ${jobs} where ${jobs.status} = 'open') as open_jobs,
      (select count(*)::int from ${organizations} o
        where o.kind = 'library' and exists (
          select 1 from ${seatLayouts}
          left join ${librarySeatDays}
            on ${librarySeatDays.orgId} = ${seatLayouts.orgId}
            and ${librarySeatDays.day} = ${today}::date
          where ${seatLayouts.orgId} = o.id
            and ${seatLayouts.seats} > coalesce(${takenInShift}, 0))) as libraries,
      (select count(*)::int from ${organizations} g where g.kind = 'gym') as gyms,
      (select coalesce(json_agg(n), '[]'::json) from (
        select ${newsArticles.id} as "_id", ${newsArticles.title} as "title",
          to_char(${newsArticles.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from ${newsArticles} order by ${newsArticles.id} desc limit ${HOME_NEWS_COUNT}) n) as news`,
  );
  // node-postgres parses json; PGlite may hand it over as text.
  const news =
    typeof row?.news === 'string' ? (JSON.parse(row.news) as FiguresRow['news']) : row?.news;
  return {
    success: true,
    today,
    openJobs: Number(row?.open_jobs ?? 0),
    librariesWithFreeSeat: Number(row?.libraries ?? 0),
    gyms: Number(row?.gyms ?? 0),
    news: Array.isArray(news) ? news : [],
  };
}

interface Kept {
  at: number;
  answer: Promise<HomeFigures>;
}

/** One kept answer per database (each test app has its own). */
const kept = new WeakMap<Db, Kept>();

/**
 * The figures as kept: every visitor of the landing page asks for the same answer, so it is
 * counted at most once per `HOME_FIGURES_MAX_AGE_S` per process, and callers meanwhile share it
 * (those arriving while it is counted wait for that one count). A failed count is not kept.
 */
export function homeFigures(db: Db, today: string, now = Date.now()): Promise<HomeFigures> {
  const known = kept.get(db);
  if (known && now - known.at < HOME_FIGURES_MAX_AGE_S * 1000) return known.answer;
  const answer = countHomeFigures(db, today);
  const entry = { at: now, answer };
  kept.set(db, entry);
  answer.catch(() => {
    if (kept.get(db) === entry) kept.delete(db);
  });
  return answer;
}
