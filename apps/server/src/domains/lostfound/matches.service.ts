import { and, count, desc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GAZETTEER,
  MATCH_RULE,
  distanceKm,
  foundDateWindow,
  matchMailText,
  matchOf,
  pageInfo,
  type LostMatch,
  type MatchSide,
  type PageInfo,
} from '@vedann/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { users } from '../accounts/users.table';
import { notify } from '../notifications';
import { lostMatches, lostReports } from './lostfound.table';
import { selectReports, toReportDto } from './reports.service';

type ReportRow = typeof lostReports.$inferSelect;

/** The candidates a new report is compared with, at most; the newest first. */
const CANDIDATE_LIMIT = 200;

const side = (row: ReportRow): MatchSide => ({
  kind: row.kind,
  direction: row.direction,
  authorId: row.authorId,
  date: row.lostDate,
  point: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
  fields: row.details,
});

/** The gazetteer cities within the rule's distance of a point (the point's own city included). */
function citiesNear(point: { lat: number; lng: number }): string[] {
  return GAZETTEER.filter((city) => distanceKm(point, city) <= MATCH_RULE.maxKm).map(
    (city) => city.name,
  );
}

/**
 * The open reports of the other direction that a new report may match: same kind, a city
 * within the distance and a date within the window (the `lost_reports_city_idx` index serves
 * it), newest first. The words are compared in code.
 */
async function candidates(db: Db, report: ReportRow): Promise<ReportRow[]> {
  if (report.lat === null || report.lng === null) return [];
  const cities = citiesNear({ lat: report.lat, lng: report.lng });
  if (cities.length === 0) return [];
  const other = report.direction === 'lost' ? 'found' : 'lost';
  // For a lost report the found dates follow its window; for a found one, the lost dates whose
  // window holds it (the same inequality read the other way).
  const window =
    report.direction === 'lost'
      ? foundDateWindow(report.lostDate)
      : {
          from: shiftDays(report.lostDate, -MATCH_RULE.daysAfter),
          to: shiftDays(report.lostDate, MATCH_RULE.daysBefore),
        };
  return db
    .select()
    .from(lostReports)
    .where(
      and(
        eq(lostReports.kind, report.kind),
        eq(lostReports.direction, other),
        isNull(lostReports.resolvedAt),
        inArray(lostReports.city, cities),
        gte(lostReports.lostDate, window.from),
        lte(lostReports.lostDate, window.to),
        ne(lostReports.authorId, report.authorId),
      ),
    )
    .orderBy(desc(lostReports.createdAt), desc(lostReports.id))
    .limit(CANDIDATE_LIMIT);
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface MatchServices {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Compares a new report with the open reports of the other direction and records each possible
 * match. Each new match (the insert that made its row: the pair is unique) e-mails both authors
 * once. A mail that fails is logged and not retried: the match still shows in the app.
 */
export async function recordMatches(services: MatchServices, report: ReportRow): Promise<number> {
  const { db } = services;
  let made = 0;
  for (const candidate of await candidates(db, report)) {
    const words = matchOf(side(report), side(candidate));
    if (!words) continue;
    const [lost, found] = report.direction === 'lost' ? [report, candidate] : [candidate, report];
    const km =
      lost.lat !== null && lost.lng !== null && found.lat !== null && found.lng !== null
        ? Math.round(
            distanceKm({ lat: lost.lat, lng: lost.lng }, { lat: found.lat, lng: found.lng }),
          )
        : 0;
    const [inserted] = await db
      .insert(lostMatches)
      .values({
        lostReportId: lost.id,
        foundReportId: found.id,
        lostAuthorId: lost.authorId,
        foundAuthorId: found.authorId,
        words: words.join(' '),
        distanceKm: km,
      })
      .onConflictDoNothing()
      .returning({ id: lostMatches.id });
    if (!inserted) continue;
    made += 1;
    await mailBoth(services, inserted.id, { lost, found }, words);
  }
  return made;
}

/** Where a person reads their possible matches. */
const MATCHES_PAGE = '/lostnfound?menu=matches';

/**
 * E-mails both authors of a new match, each also told in their notifications (once per match
 * and person, written before the e-mail).
 */
async function mailBoth(
  { db, mailer, publicUrl, log }: MatchServices,
  matchId: string,
  { lost, found }: { lost: ReportRow; found: ReportRow },
  words: string[],
): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email, fullname: users.fullname })
    .from(users)
    .where(inArray(users.id, [lost.authorId, found.authorId]));
  const link = `${publicUrl}${MATCHES_PAGE}`;
  for (const [mine, other] of [
    [lost, found],
    [found, lost],
  ] as const) {
    const person = people.find((p) => p.id === mine.authorId);
    if (!person) continue;
    const mail = matchMailText({
      fullname: person.fullname,
      mineTitle: mine.title || mine.kind,
      otherDirection: other.direction,
      otherTitle: other.title || other.kind,
      place: other.lostLocation,
      date: other.lostDate,
      words,
      link,
    });
    try {
      await notify(db, [
        {
          userId: person.id,
          kind: 'lostfound-match',
          key: `match:${matchId}`,
          text: mail.subject,
          link: MATCHES_PAGE,
        },
      ]);
      await mailer.send({ to: person.email, ...mail });
    } catch (error) {
      log.warn({ err: error, report: mine.id }, 'match e-mail not sent');
    }
  }
}

const lostSide = alias(lostReports, 'lost_side');
const foundSide = alias(lostReports, 'found_side');

/** The viewer's possible matches (as the author of either report), newest first. */
export async function listMatches(
  db: Db,
  viewerId: string,
  paging: { page: number; limit: number },
): Promise<{ matches: LostMatch[]; page: PageInfo }> {
  const mine = or(eq(lostMatches.lostAuthorId, viewerId), eq(lostMatches.foundAuthorId, viewerId));
  // A resolved report's matches are done with.
  const open = and(mine, isNull(lostSide.resolvedAt), isNull(foundSide.resolvedAt));
  const base = () =>
    db
      .select({ match: lostMatches, lost: lostSide, found: foundSide })
      .from(lostMatches)
      .innerJoin(lostSide, eq(lostSide.id, lostMatches.lostReportId))
      .innerJoin(foundSide, eq(foundSide.id, lostMatches.foundReportId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(open)
      .orderBy(desc(lostMatches.createdAt), desc(lostMatches.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ value: count() })
      .from(lostMatches)
      .innerJoin(lostSide, eq(lostSide.id, lostMatches.lostReportId))
      .innerJoin(foundSide, eq(foundSide.id, lostMatches.foundReportId))
      .where(open),
  ]);
  const otherIds = rows.map((row) =>
    row.match.lostAuthorId === viewerId ? row.found.id : row.lost.id,
  );
  const others =
    otherIds.length === 0 ? [] : await selectReports(db).where(inArray(lostReports.id, otherIds));
  const matches: LostMatch[] = [];
  for (const row of rows) {
    const viewerLost = row.match.lostAuthorId === viewerId;
    const own = viewerLost ? row.lost : row.found;
    const other = others.find((o) => o.report.id === (viewerLost ? row.found.id : row.lost.id));
    if (!other) continue;
    matches.push({
      _id: row.match.id,
      mine: { _id: own.id, kind: own.kind, title: own.title, direction: own.direction },
      other: toReportDto(other.report, other, viewerId),
      words: row.match.words.split(' ').filter(Boolean),
      distanceKm: row.match.distanceKm,
      createdAt: row.match.createdAt.toISOString(),
    });
  }
  return { matches, page: pageInfo(paging, total?.value ?? 0) };
}
