import { and, count, desc, eq, gte, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LOST_FIELDS,
  LOST_MESSAGES,
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
export function reportColumns(kind: LostKind, fields: Record<string, string>) {
  const lostLocation = fields.lostLocation ?? '';
  const place = findCity(lostLocation);
  return {
    kind,
    lostLocation,
    locationKey: normalizePlace(lostLocation).slice(0, 100),
    lostDate: fields.lostDate ?? '',
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

function listConditions(kind: LostKind, query: LostListQuery): SQL[] {
  const conditions: SQL[] = [eq(lostReports.kind, kind), isNull(lostReports.resolvedAt)];
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
  for (const field of LOST_FIELDS[row.kind]) fields[field.name] = row.details[field.name] ?? '';
  return {
    ...fields,
    _id: row.id,
    kind: row.kind,
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
): Promise<{ reports: LostReport[]; page: PageInfo }> {
  const point = viewerPoint(query);
  const where = and(...listConditions(kind, query));
  const order: SQL[] = [];
  if (point) {
    const cosLat = Math.cos((point.lat * Math.PI) / 180);
    // Squared equirectangular distance: the same order as the real distance at these scales.
    order.push(
      sql`${lostReports.lat} IS NULL`,
      sql`power(${lostReports.lat} - ${point.lat}, 2) + power((${lostReports.lng} - ${point.lng}) * ${cosLat}, 2)`,
    );
  }
  order.push(desc(lostReports.createdAt), desc(lostReports.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: lostReports, fullname: users.fullname })
      .from(lostReports)
      .innerJoin(users, eq(users.id, lostReports.authorId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(lostReports).where(where),
  ]);
  return {
    reports: rows.map((row) => toReportDto(row.report, row, viewerId, point)),
    page: pageInfo(query, total?.value ?? 0),
  };
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
