import { and, count, desc, eq, gte, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LOST_MESSAGES,
  WHERE_WHEN_FIELDS,
  reportFields,
  type ReportDirection,
  GAZETTEER,
  LOST_TITLE_FIELD,
  distanceKm,
  findCity,
  normalizePlace,
  pageInfo,
  type LostKind,
  type LostListQuery,
  type LostReport,
  type PageInfo,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/users.table';
import { lostReports } from './lostfound.table';

type ReportRow = typeof lostReports.$inferSelect;

export interface Point {
  lat: number;
  lng: number;
}

/** The columns a new report gets from its fields: where, when, its title and what search sees. */
export function reportColumns(
  kind: LostKind,
  fields: Record<string, string>,
  direction: ReportDirection = 'lost',
) {
  const names = WHERE_WHEN_FIELDS[direction];
  const lostLocation = fields[names.location] ?? '';
  const place = findCity(lostLocation);
  return {
    kind,
    direction,
    lostLocation,
    locationKey: normalizePlace(lostLocation).slice(0, 100),
    lostDate: fields[names.date] ?? '',
    title: (fields[LOST_TITLE_FIELD[kind]] ?? '').slice(0, 100),
    details: fields,
    city: place?.name ?? null,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    searchText: [kind, ...Object.values(fields), place?.name ?? ''].join(' '),
  };
}

/**
 * Keyword search as a prefix tsquery ("lab" finds "Labrador"). Only letters and digits reach
 * the query text, so what a person types can never be tsquery syntax.
 */
function searchCondition(search: string): SQL | undefined {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return undefined;
  const query = words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsvector('simple', ${lostReports.searchText}) @@ to_tsquery('simple', ${query})`;
}

/** The viewer's point: the browser's coordinates, or a typed city or pincode. */
export function viewerPoint(query: LostListQuery): Point | undefined {
  if (query.lat !== undefined && query.lng !== undefined) return { lat: query.lat, lng: query.lng };
  if (!query.near) return undefined;
  const place = findCity(query.near);
  if (!place) throw badRequest(LOST_MESSAGES.placeUnknown);
  return { lat: place.lat, lng: place.lng };
}

function listConditions(kind: LostKind, direction: ReportDirection, query: LostListQuery): SQL[] {
  const conditions: SQL[] = [
    eq(lostReports.kind, kind),
    eq(lostReports.direction, direction),
    isNull(lostReports.resolvedAt),
  ];
  if (query.search) {
    const condition = searchCondition(query.search);
    if (condition) conditions.push(condition);
  }
  if (query.location) {
    const key = normalizePlace(query.location);
    const place = findCity(query.location);
    const byKey = key ? like(lostReports.locationKey, `${key}%`) : undefined;
    const byCity = place ? eq(lostReports.city, place.name) : undefined;
    const either = byKey && byCity ? or(byKey, byCity) : (byKey ?? byCity);
    if (either) conditions.push(either);
  }
  if (query.date) conditions.push(eq(lostReports.lostDate, query.date));
  if (query.from) conditions.push(gte(lostReports.lostDate, query.from));
  if (query.to) conditions.push(lte(lostReports.lostDate, query.to));
  return conditions;
}

export function toReportDto(
  row: ReportRow,
  author: { fullname: string },
  viewerId: string,
  point?: Point,
): LostReport {
  const fields: Record<string, string> = {};
  for (const field of reportFields(row.kind, row.direction))
    fields[field.name] = row.details[field.name] ?? '';
  return {
    ...fields,
    _id: row.id,
    kind: row.kind,
    direction: row.direction,
    image: row.image,
    title: row.title,
    city: row.city,
    distanceKm:
      point && row.lat !== null && row.lng !== null
        ? Math.round(distanceKm(point, { lat: row.lat, lng: row.lng }))
        : null,
    author: { _id: row.authorId, fullname: author.fullname },
    isMine: row.authorId === viewerId,
    resolved: row.resolvedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of a kind's open reports, newest first, or nearest first when a point is given. */
export async function listReports(
  db: Db,
  kind: LostKind,
  query: LostListQuery,
  viewerId: string,
  direction: ReportDirection = 'lost',
): Promise<{ reports: LostReport[]; page: PageInfo }> {
  const point = viewerPoint(query);
  const where = and(...listConditions(kind, direction, query));
  const { rows, total } = point
    ? await nearestPage(db, where, point, query)
    : await newestPage(db, where, query);
  return {
    reports: rows.map((row) => toReportDto(row.report, row, viewerId, point)),
    page: pageInfo(query, total),
  };
}

type Paging = Pick<LostListQuery, 'page' | 'limit'>;

export const selectReports = (db: Db) =>
  db
    .select({ report: lostReports, fullname: users.fullname })
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.authorId));

async function newestPage(db: Db, where: SQL | undefined, paging: Paging) {
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(lostReports.createdAt), desc(lostReports.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ value: count() }).from(lostReports).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Nearest first. A report's point is always its gazetteer city's point, so it is the cities that
 * are ranked, not the rows: one grouped count gives each city's share of the list, the cities are
 * put in order of distance in code, and only the cities the page spans are read, each newest
 * first from the (kind, city, created_at, id) index. Sorting every row by distance instead cost a
 * full sort of the open reports on every page.
 */
async function nearestPage(db: Db, where: SQL | undefined, point: Point, paging: Paging) {
  const counts = await db
    .select({ city: lostReports.city, value: count() })
    .from(lostReports)
    .where(where)
    .groupBy(lostReports.city);
  const rank = (city: string | null) => {
    if (city === null) return Number.POSITIVE_INFINITY;
    const known = GAZETTEER.find((entry) => entry.name === city);
    // A city the gazetteer no longer has comes after every known one, before the unplaced.
    return known ? distanceKm(point, known) : Number.MAX_VALUE;
  };
  const groups = counts
    .map((group) => ({ ...group, rank: rank(group.city) }))
    .sort((a, b) => a.rank - b.rank || (a.city ?? '').localeCompare(b.city ?? ''));

  const from = (paging.page - 1) * paging.limit;
  const to = from + paging.limit;
  const reads = [];
  let start = 0;
  for (const group of groups) {
    const end = start + group.value;
    if (end > from && start < to) {
      const skip = Math.max(from - start, 0);
      reads.push(
        selectReports(db)
          .where(
            and(
              where,
              group.city === null ? isNull(lostReports.city) : eq(lostReports.city, group.city),
            ),
          )
          .orderBy(desc(lostReports.createdAt), desc(lostReports.id))
          .limit(Math.min(end, to) - start - skip)
          .offset(skip),
      );
    }
    start = end;
  }
  const pages = await Promise.all(reads);
  return { rows: pages.flat(), total: start };
}

/** The author's own reports of every kind, resolved ones too. */
export async function listOwnReports(
  db: Db,
  authorId: string,
  paging: { page: number; limit: number },
): Promise<{ reports: LostReport[]; page: PageInfo }> {
  const where = eq(lostReports.authorId, authorId);
  const [rows, [total], [author]] = await Promise.all([
    db
      .select()
      .from(lostReports)
      .where(where)
      .orderBy(desc(lostReports.createdAt), desc(lostReports.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ value: count() }).from(lostReports).where(where),
    db.select({ fullname: users.fullname }).from(users).where(eq(users.id, authorId)),
  ]);
  return {
    reports: rows.map((row) => toReportDto(row, author ?? { fullname: '' }, authorId)),
    page: pageInfo(paging, total?.value ?? 0),
  };
}
