import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXPIRING_DAYS,
  GYM_MEMBER_MESSAGES,
  addDays,
  freezeInputSchema,
  gymMemberInputSchema,
  gymMemberSchema,
  gymMembersQuerySchema,
  idSchema,
  messageResponseSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  sellPackageInputSchema,
  todayInIndia,
  type GymMember,
} from '@vedann/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { currentOrg, currentUser, type OrgKindAccess } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { allowedTypes, sniffFileType } from '../../http/file-type';
import { readMultipart, storeFile, type UploadedFile } from '../../http/uploads';
import { attendanceDaily } from '../attendance/attendance.table';
import { gymBatches, gymMemberTotals, gymMembers, gymPackages } from './gym.table';
import { gymMembersDirectory } from './members.directory';
import {
  createGymMember,
  deleteGymMember,
  freezeMembership,
  sellPackage,
  toGymMember,
  unfreezeMembership,
  updateGymMember,
} from './members.service';

const tags = ['gym: members'];
/** The member card's Attendance panel shows this many days back from today. */
const ATTENDANCE_DAYS = 30;
export const ENROLLMENT: OrgKindAccess = { org: 'gym', permission: 'enrollment' };
/** The spec's path and its variant (spec 03 section 7): the same handlers. */
const PATHS = ['/api/v1/gym/members', '/api/v1/members'] as const;

const selectMembers = (db: Db) =>
  db
    .select({ member: gymMembers, batchName: gymBatches.batchName })
    .from(gymMembers)
    .leftJoin(gymBatches, eq(gymBatches.id, gymMembers.batchId));

/** How many of the gym's members match a filter (search, status, batch). */
async function countMembers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(gymMembers).where(where);
  return row?.total ?? 0;
}

/**
 * All of a gym's members: one row of `gym_member_totals`, kept by a trigger on every insert and
 * delete of `gym_members` (migration `gym_member_totals`), instead of counting 10,000 rows.
 */
export async function gymMemberTotal(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ total: gymMemberTotals.total })
    .from(gymMemberTotals)
    .where(eq(gymMemberTotals.orgId, orgId))
    .limit(1);
  return row?.total ?? 0;
}

/** The conditions of a status on `today`, as the list filters and the dashboard use them. */
export function statusCondition(status: GymMember['status'], today: string): SQL | undefined {
  const frozen = sql`(${gymMembers.frozenFrom} <= ${today}::date and ${gymMembers.frozenUntil} >= ${today}::date)`;
  const notFrozen = sql`not coalesce(${frozen}, false)`;
  const soon = addDays(today, EXPIRING_DAYS);
  switch (status) {
    case 'Frozen':
      return frozen;
    case 'Expired':
      return and(lt(gymMembers.expiredDate, today), notFrozen);
    case 'Expiring':
      return and(
        sql`${gymMembers.expiredDate} between ${today}::date and ${soon}::date`,
        notFrozen,
      );
    case 'Active':
      return and(sql`${gymMembers.expiredDate} > ${soon}::date`, notFrozen);
    default:
      return undefined;
  }
}

/** A data URL (the `/api/members` variant sends the image so) as an uploaded file. */
function fileFromDataUrl(value: string): UploadedFile | undefined {
  const match = /^data:[^;,]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match) throw new HttpError(415, GYM_MEMBER_MESSAGES.image);
  const buffer = Buffer.from(match[1] ?? '', 'base64');
  if (buffer.length === 0) return undefined;
  const type = sniffFileType(buffer.subarray(0, 16));
  if (!type || !allowedTypes('image').includes(type.mime))
    throw new HttpError(415, GYM_MEMBER_MESSAGES.image);
  return { buffer, mime: type.mime, ext: type.ext, originalName: 'profile-image' };
}

export function registerGymMemberRoutes({ app, db, storage }: AppContext): void {
  const memberAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    member: gymMemberSchema,
  });
  const params = z.object({ id: idSchema });
  const listQuery = pageQuerySchema.extend(gymMembersQuerySchema.shape);

  /** JSON, or multipart with the member's fields and `profileImage` (a file or a data URL). */
  async function readMember(
    request: FastifyRequest,
  ): Promise<{ input: z.output<typeof gymMemberInputSchema>; image?: string }> {
    if (!request.isMultipart()) return { input: gymMemberInputSchema.parse(request.body ?? {}) };
    const { fields, file } = await readMultipart(request, {
      fileField: 'profileImage',
      category: 'image',
      typeMessage: GYM_MEMBER_MESSAGES.image,
    });
    const dataUrl = fields.profileImage;
    delete fields.profileImage;
    // Checked before any file is stored, so a refused form leaves nothing behind.
    const input = gymMemberInputSchema.parse(fields);
    const upload = file ?? (dataUrl ? fileFromDataUrl(dataUrl) : undefined);
    if (!upload) return { input };
    const org = currentOrg(request);
    const stored = await storeFile(db, storage, upload, {
      ownerId: currentUser(request).id,
      orgId: org.id,
      isPublic: false,
    });
    return { input, image: stored.url };
  }

  const uploadNote =
    'JSON, or multipart/form-data with the member fields and `profileImage` (a PNG, JPEG, WebP or GIF file, or an image data URL).';

  for (const path of PATHS) {
    app.get(
      path,
      {
        config: { access: ENROLLMENT },
        schema: {
          tags,
          querystring: listQuery,
          response: {
            200: z
              .object({ success: z.literal(true), members: z.array(gymMemberSchema) })
              .extend(pageInfoSchema.shape),
          },
        },
      },
      async (request) => {
        const { page, limit, search, status, batch } = request.query;
        const org = currentOrg(request);
        const today = todayInIndia();
        const conditions: (SQL | undefined)[] = [eq(gymMembers.orgId, org.id)];
        if (search) {
          const pattern = containsPattern(search);
          conditions.push(
            or(
              ilike(gymMembers.name, pattern),
              ilike(gymMembers.memberId, pattern),
              ilike(gymMembers.mobile, pattern),
            ),
          );
        }
        if (status) conditions.push(statusCondition(status, today));
        if (batch) conditions.push(eq(gymMembers.batchId, batch));
        const where = and(...conditions);
        // The expiring and expired lists read soonest first; the register, newest first.
        const order =
          status === 'Expiring' || status === 'Active'
            ? [asc(gymMembers.expiredDate), asc(gymMembers.id)]
            : status === 'Expired'
              ? [desc(gymMembers.expiredDate), desc(gymMembers.id)]
              : [desc(gymMembers.id)];
        // The page's ids first (an index-only scan of (org_id, id) for the register), then
        // only those rows with their batch: a deep page no longer reads every row before it.
        const pageIds = db
          .select({ id: gymMembers.id })
          .from(gymMembers)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset((page - 1) * limit);
        const filtered = conditions.length > 1;
        const [rows, total] = await Promise.all([
          selectMembers(db)
            .where(inArray(gymMembers.id, pageIds))
            .orderBy(...order),
          filtered ? countMembers(db, where) : gymMemberTotal(db, org.id),
        ]);
        return {
          success: true as const,
          members: rows.map((r) => toGymMember(r.member, r.batchName, today)),
          ...pageInfo({ page, limit }, total),
        };
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: ENROLLMENT },
        schema: {
          tags,
          params,
          response: { 200: z.object({ success: z.literal(true), member: gymMemberSchema }) },
        },
      },
      async (request) => {
        const [row] = await selectMembers(db)
          .where(
            and(eq(gymMembers.orgId, currentOrg(request).id), eq(gymMembers.id, request.params.id)),
          )
          .limit(1);
        if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
        return {
          success: true as const,
          member: toGymMember(row.member, row.batchName, todayInIndia()),
        };
      },
    );

    app.post(
      path,
      {
        config: { access: ENROLLMENT },
        schema: { tags, description: uploadNote, response: { 201: memberAnswer } },
      },
      async (request, reply) => {
        const org = currentOrg(request);
        const { input, image } = await readMember(request);
        const today = todayInIndia();
        const row = await createGymMember(db, org.id, input, image ?? '', today);
        const batchName = await batchNameOf(db, row.batchId);
        return reply.status(201).send({
          success: true as const,
          message: GYM_MEMBER_MESSAGES.created,
          member: toGymMember(row, batchName, today),
        });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: ENROLLMENT },
        schema: { tags, params, description: uploadNote, response: { 200: memberAnswer } },
      },
      async (request) => {
        const org = currentOrg(request);
        const { input, image } = await readMember(request);
        const today = todayInIndia();
        const row = await updateGymMember(db, org.id, request.params.id, input, image);
        return {
          success: true as const,
          message: GYM_MEMBER_MESSAGES.updated,
          member: toGymMember(row, await batchNameOf(db, row.batchId), today),
        };
      },
    );

    // By id, never by list position (the spec's variant deletes by index).
    app.delete(
      `${path}/:id`,
      {
        config: { access: ENROLLMENT },
        schema: { tags, params, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await deleteGymMember(db, currentOrg(request).id, request.params.id);
        return { success: true as const, message: GYM_MEMBER_MESSAGES.removed };
      },
    );
  }

  const lifecycle = async (
    request: FastifyRequest,
    work: (orgId: string, today: string) => Promise<typeof gymMembers.$inferSelect>,
    message: (member: GymMember) => string,
  ) => {
    const today = todayInIndia();
    const row = await work(currentOrg(request).id, today);
    const member = toGymMember(row, await batchNameOf(db, row.batchId), today);
    return { success: true as const, message: message(member), member };
  };

  // Sell a package, or renew with one (beyond the spec: the membership lifecycle).
  app.post(
    '/api/v1/gym/members/:id/membership',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, body: sellPackageInputSchema, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => sellPackage(db, orgId, request.params.id, request.body.packageId, today),
        (m) => GYM_MEMBER_MESSAGES.sold(m.plan, m.expiredDate),
      ),
  );

  app.post(
    '/api/v1/gym/members/:id/freeze',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, body: freezeInputSchema, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => freezeMembership(db, orgId, request.params.id, request.body.days, today),
        (m) => GYM_MEMBER_MESSAGES.frozen(m.expiredDate),
      ),
  );

  app.post(
    '/api/v1/gym/members/:id/unfreeze',
    {
      config: { access: ENROLLMENT },
      schema: { tags, params, response: { 200: memberAnswer } },
    },
    (request) =>
      lifecycle(
        request,
        (orgId, today) => unfreezeMembership(db, orgId, request.params.id, today),
        () => GYM_MEMBER_MESSAGES.unfrozen,
      ),
  );

  // The member's attendance on the kit's daily sheets (the member card's Attendance panel).
  app.get(
    '/api/v1/gym/members/:id/attendance',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        params,
        response: {
          200: z.object({
            success: z.literal(true),
            days: z.array(
              z.object({
                date: z.string(),
                remark: z.string(),
                timeIn: z.string(),
                timeOut: z.string(),
              }),
            ),
            present: z.number(),
            absent: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const [member] = await db
        .select({ id: gymMembers.id })
        .from(gymMembers)
        .where(and(eq(gymMembers.orgId, org.id), eq(gymMembers.id, request.params.id)))
        .limit(1);
      if (!member) throw notFound(GYM_MEMBER_MESSAGES.notFound);
      const since = addDays(todayInIndia(), -(ATTENDANCE_DAYS - 1));
      const rows = await db
        .select({
          date: attendanceDaily.date,
          remark: attendanceDaily.remark,
          timeIn: attendanceDaily.timeIn,
          timeOut: attendanceDaily.timeOut,
        })
        .from(attendanceDaily)
        .where(
          and(
            eq(attendanceDaily.orgId, org.id),
            gte(attendanceDaily.date, since),
            eq(attendanceDaily.personDirectory, gymMembersDirectory.name),
            eq(attendanceDaily.personRecordId, member.id),
          ),
        )
        .orderBy(desc(attendanceDaily.date))
        .limit(ATTENDANCE_DAYS);
      const present = rows.filter((r) => r.remark === 'Present').length;
      return { success: true as const, days: rows, present, absent: rows.length - present };
    },
  );

  // The packages a member can be sold, for whoever enrols members (the package screen itself
  // needs the Package permission).
  app.get(
    '/api/v1/gym/members-packages',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        response: {
          200: z.object({
            success: z.literal(true),
            packages: z.array(
              z.object({ _id: z.string(), name: z.string(), range: z.string(), fees: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({
          _id: gymPackages.id,
          name: gymPackages.name,
          range: gymPackages.range,
          fees: gymPackages.fees,
        })
        .from(gymPackages)
        .where(eq(gymPackages.orgId, currentOrg(request).id))
        .orderBy(asc(gymPackages.name))
        .limit(200);
      return {
        success: true as const,
        packages: rows.map((r) => ({ ...r, fees: Number(r.fees) })),
      };
    },
  );

  // The batches a member can be placed in, with their free places.
  app.get(
    '/api/v1/gym/members-batches',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        response: {
          200: z.object({
            success: z.literal(true),
            batches: z.array(
              z.object({ _id: z.string(), batchName: z.string(), free: z.number() }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await db
        .select({
          _id: gymBatches.id,
          batchName: gymBatches.batchName,
          limit: gymBatches.batchLimit,
          used: gymBatches.memberCount,
        })
        .from(gymBatches)
        .where(eq(gymBatches.orgId, currentOrg(request).id))
        .orderBy(asc(gymBatches.batchName))
        .limit(200);
      return {
        success: true as const,
        batches: rows.map((r) => ({ _id: r._id, batchName: r.batchName, free: r.limit - r.used })),
      };
    },
  );
}

async function batchNameOf(db: Db, batchId: string | null): Promise<string | null> {
  if (!batchId) return null;
  const [batch] = await db
    .select({ name: gymBatches.batchName })
    .from(gymBatches)
    .where(eq(gymBatches.id, batchId))
    .limit(1);
  return batch?.name ?? null;
}
