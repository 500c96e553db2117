import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { NoticeAudience } from '@vedann/contracts';
import { containsPattern } from '../../db/search';
import { users } from '../accounts/users.table';
import {
  channelOrNull,
  emailOrNull,
  languageOrNull,
  phoneOrNull,
  windowOf,
  type PeopleDirectory,
  type PeopleFilter,
} from './directory';

/** The conditions every directory's list shares: the business, a name search, picked records. */
export function listConditions(
  orgId: string,
  filter: PeopleFilter,
  columns: { orgId: AnyPgColumn; id: AnyPgColumn; name: AnyPgColumn },
): SQL[] {
  const conditions: SQL[] = [eq(columns.orgId, orgId)];
  if (filter.search) conditions.push(ilike(columns.name, containsPattern(filter.search)));
  if (filter.recordIds) {
    conditions.push(
      filter.recordIds.length > 0 ? inArray(columns.id, [...filter.recordIds]) : sql`false`,
    );
  }
  return conditions;
}

/**
 * `list` for a directory whose people are rows of one table of the business (staff, a gym's
 * members, an ahar's regular members, a library's members), all of one audience, each maybe
 * linked to an account. Their e-mail, phone and language are the row's own when it has them,
 * else the account's; their own channel is the row's, where the area keeps one.
 */
export function recordPeopleList(spec: {
  directory: string;
  audience: NoticeAudience;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    orgId: AnyPgColumn;
    name: AnyPgColumn;
    email?: AnyPgColumn;
    /** The row's phone (a member's mobile): E.164, or the staff's ten digits. */
    phone?: AnyPgColumn;
    messageLanguage?: AnyPgColumn;
    messageChannel?: AnyPgColumn;
  };
  /** How the row names its account (`users.id = row.user_id`, `users.vedan_id = row.vedan_id`). */
  linkedAccount: SQL;
}): PeopleDirectory['list'] {
  const { table, columns } = spec;
  const email = columns.email
    ? sql<string | null>`coalesce(nullif(${columns.email}, ''), ${users.email})`
    : sql<string | null>`${users.email}`;
  const phone = columns.phone
    ? sql<string | null>`coalesce(nullif(${columns.phone}, ''), ${users.phoneNumber})`
    : sql<string | null>`${users.phoneNumber}`;
  const language = columns.messageLanguage
    ? sql<string | null>`coalesce(${columns.messageLanguage}, ${users.language})`
    : sql<string | null>`${users.language}`;
  const channel = columns.messageChannel
    ? sql<string | null>`${columns.messageChannel}`
    : sql<string | null>`null`;
  return async (db, orgId, filter, window) => {
    if (filter.audience && filter.audience !== spec.audience) return { total: 0, people: [] };
    const where = and(...listConditions(orgId, filter, columns));
    return windowOf(
      window,
      async () => {
        const [row] = await db.select({ total: count() }).from(table).where(where);
        return row?.total ?? 0;
      },
      async () => {
        const rows = await db
          .select({
            id: columns.id,
            name: columns.name,
            userId: users.id,
            email,
            phone,
            language,
            channel,
          })
          .from(table)
          .leftJoin(users, spec.linkedAccount)
          .where(where)
          .orderBy(asc(columns.id))
          .limit(window.limit)
          .offset(window.offset);
        return rows.map((row) => ({
          directory: spec.directory,
          recordId: String(row.id),
          name: String(row.name),
          userId: row.userId,
          audience: spec.audience,
          email: emailOrNull(row.email),
          phone: phoneOrNull(row.phone),
          language: languageOrNull(row.language),
          channel: channelOrNull(row.channel),
        }));
      },
    );
  };
}
