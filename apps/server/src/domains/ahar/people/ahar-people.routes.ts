import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  AHAR_PEOPLE_MESSAGES,
  AHAR_PERSON_KINDS,
  MEMBER_MESSAGES,
  REGULAR_MEMBER_MESSAGES,
  aharApi,
  idSchema,
  pageInfo,
  todayInIndia,
  type AharPerson,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { keywordQuery } from '../../../db/search';
import { currentOrg } from '../../../http/access';
import { apiPath } from '../../../http/endpoint-routes';
import { notFound } from '../../../http/errors';
import { pagedAnswer } from '../../../http/paging';
import { serveResource } from '../../../http/serve-resource';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../../pdf';
import { users } from '../../accounts/users.table';
import { cardPhoto } from '../../files/card-photo';
import { organizations } from '../../orgs/orgs.table';
import { staffMembers } from '../../staff';
import { tiffinPauses } from '../tiffin/tiffin.table';
import { personCard } from './id-card';
import { aharRegularMembers } from './regular-members.table';

const tags = ['ahar: people'];
const { members, people } = aharApi.people;

type MemberRow = typeof aharRegularMembers.$inferSelect;
const toMember = (row: MemberRow & { nextPause?: unknown }) => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  mealKind: row.mealKind,
  mealsPerDay: row.mealsPerDay,
  startDate: row.startDate,
  endDate: row.endDate,
  monthlyAmount: row.monthlyAmount,
  active: row.active,
  vedanId: row.vedanId,
  remark: row.remark,
  messageChannel: row.messageChannel,
  messageLanguage: row.messageLanguage,
  nextPause: typeof row.nextPause === 'string' ? row.nextPause : null,
});

/**
 * The member's first paused day from today, read with the row (the list's page is one query):
 * the pauses' (org_id, member_id, day) key serves it. The member's columns are named with their
 * table, since drizzle leaves a lone table's columns bare, and bare they would be the pauses'.
 */
const nextPause = (): SQL => sql`(
  select min(p.day)::text from ${tiffinPauses} p
  where p.org_id = "ahar_regular_members"."org_id" and p.member_id = "ahar_regular_members"."id"
    and p.day >= ${todayInIndia()}::date)`;

/** A word-prefix search of name and phone over the GIN index; only punctuation finds nothing. */
export function memberSearch(search: string): SQL {
  const query = keywordQuery(search);
  return query
    ? sql`${aharRegularMembers.searchVector} @@ to_tsquery('simple', ${query})`
    : sql`false`;
}

interface PersonRow {
  id: string;
  kind: string;
  name: string;
  phone: string;
  vedan_id: string;
}

const peopleQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.enum(AHAR_PERSON_KINDS).optional(),
});

/**
 * The business's staff then its regular members, each in the order they were added: a page of
 * the two lists read through their (org_id, id) indexes.
 */
async function listPeople(
  db: Db,
  orgId: string,
  query: z.output<typeof peopleQuery>,
): Promise<{ people: AharPerson[]; total: number }> {
  const staff = sql`select ${staffMembers.id} as id, 'staff' as kind, ${staffMembers.name} as name,
    ${staffMembers.mobile} as phone, ${staffMembers.vedanId} as vedan_id, 0 as part
    from ${staffMembers} where ${staffMembers.orgId} = ${orgId}`;
  const regular = sql`select ${aharRegularMembers.id} as id, 'regular' as kind,
    ${aharRegularMembers.name} as name, ${aharRegularMembers.phone} as phone,
    ${aharRegularMembers.vedanId} as vedan_id, 1 as part
    from ${aharRegularMembers} where ${aharRegularMembers.orgId} = ${orgId}`;
  const parts =
    query.kind === 'staff'
      ? staff
      : query.kind === 'regular'
        ? regular
        : sql`${staff} union all ${regular}`;
  const offset = (query.page - 1) * query.limit;
  const [listed, counted] = await Promise.all([
    db.execute(
      sql`select id, kind, name, phone, vedan_id from (${parts}) people
        order by part, id limit ${query.limit} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as total from (${parts}) people`),
  ]);
  const rows = (listed as { rows: PersonRow[] }).rows;
  const totals = (counted as { rows: { total: number | string }[] }).rows;
  return {
    people: rows.map((row) => ({
      _id: row.id,
      kind: row.kind === 'staff' ? 'staff' : 'regular',
      name: row.name,
      phone: row.phone,
      vedanId: row.vedan_id,
    })),
    total: Number(totals[0]?.total ?? 0),
  };
}

/** Regular members (a resource), the Identification list and each person's ID card. */
export function registerAharPeopleRoutes({ app, db, storage }: AppContext): void {
  serveResource({ app, db, storage }, members, {
    table: aharRegularMembers,
    async toRow(input) {
      if (input.vedanId) {
        const [account] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.vedanId, input.vedanId))
          .limit(1);
        if (!account) throw notFound(MEMBER_MESSAGES.noSuchAccount);
      }
      return input;
    },
    toItem: toMember,
    along: () => ({ nextPause: nextPause() }),
    messages: REGULAR_MEMBER_MESSAGES,
    searchWhere: memberSearch,
    order: 'oldest',
    tags,
  });

  app.get(
    apiPath(people.path),
    {
      config: { access: people.access.read },
      schema: {
        tags,
        querystring: peopleQuery,
        response: { 200: pagedAnswer('people', people.item) },
      },
    },
    async (request) => {
      const { people, total } = await listPeople(db, currentOrg(request).id, request.query);
      return { success: true as const, people, ...pageInfo(request.query, total) };
    },
  );

  // A staff member's or regular member's ID card: its QR code is the record id the desk reads.
  app.get(
    apiPath(`${people.path}/:id/card`),
    {
      config: { access: people.access.read },
      schema: { tags, params: z.object({ id: idSchema }) },
    },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      const { id } = request.params;
      const [[org], [staff], [member]] = await Promise.all([
        db
          .select({ name: organizations.name, city: organizations.city })
          .from(organizations)
          .where(eq(organizations.id, orgId)),
        db
          .select()
          .from(staffMembers)
          .where(and(eq(staffMembers.orgId, orgId), eq(staffMembers.id, id)))
          .limit(1),
        db
          .select()
          .from(aharRegularMembers)
          .where(and(eq(aharRegularMembers.orgId, orgId), eq(aharRegularMembers.id, id)))
          .limit(1),
      ]);
      const business = { name: org?.name ?? '', city: org?.city ?? '' };
      const person = staff
        ? ({ kind: 'staff', ...staff } as const)
        : member
          ? ({ kind: 'regular', ...member } as const)
          : undefined;
      if (!person) throw notFound(AHAR_PEOPLE_MESSAGES.notFound);
      // Staff have a photo (the kit's staff form asks for one); regular members have none.
      const photo = staff ? await cardPhoto(db, storage, orgId, staff.image) : undefined;
      const pdf = await pdfWork(() => renderDocumentPdf(personCard(person, business, photo)));
      return sendPdf(reply, pdf, `ID card ${person.name}.pdf`, 'ID card');
    },
  );
}
