import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GYM_BATCH_MESSAGES,
  GYM_FEE_MESSAGES,
  GYM_PACKAGE_MESSAGES,
  gymBatchInputSchema,
  gymBatchSchema,
  gymFeeInputSchema,
  gymFeeSchema,
  gymFeesQuerySchema,
  gymMemberSchema,
  gymPackageInputSchema,
  gymPackageSchema,
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  todayInIndia,
  type GymFee,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { currentOrg, type OrgKindAccess } from '../../../http/access';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { registerOrgResource } from '../../../http/resource-routes';
import { pdfWork, renderDocumentPdf, sendPdf } from '../../../pdf';
import { gymTaxProfile } from '../hub';
import { gymBatches, gymFees, gymMembers, gymPackages } from './gym.table';
import { feeInvoice } from './invoice';
import { registerGymPlanRoutes } from './plans.routes';
import { statusCondition } from './members-list.service';
import { ENROLLMENT } from './members.shared';
import { toGymMember } from './members.service';

const PACKAGE: OrgKindAccess = { org: 'gym', permission: 'package' };
const INVOICE: OrgKindAccess = { org: 'gym', permission: 'invoice' };

const toBatch = (row: typeof gymBatches.$inferSelect) => ({
  _id: row.id,
  batchName: row.batchName,
  batchLimit: row.batchLimit,
  batchOpenTime: row.batchOpenTime,
  batchCloseTime: row.batchCloseTime,
  memberCount: row.memberCount,
});

const toPackage = (row: typeof gymPackages.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  range: row.range,
  fees: Number(row.fees),
  save: Number(row.save),
  remarks: row.remarks,
});

/** A fee row's member, copied onto the row when it is saved (the row's name). */
const feeWithMember = (db: Db) =>
  db
    .select({ fee: gymFees, name: gymMembers.name, memberCode: gymMembers.memberId })
    .from(gymFees)
    .innerJoin(gymMembers, eq(gymMembers.id, gymFees.memberId));

function toFee(
  row: typeof gymFees.$inferSelect,
  member: { name: string; memberCode: string },
): GymFee {
  return {
    _id: row.id,
    member: row.memberId,
    student: member.name,
    memberId: member.memberCode,
    feeFrom: row.feeFrom,
    feeTo: row.feeTo,
    amount: Number(row.amount),
    status: row.status,
    penalty: Number(row.penalty),
    paymentDate: row.paymentDate ?? '',
    remark: row.remark,
    currency: row.currency,
  };
}

export function registerGymRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  // Batches (spec 03 sections 3, 5 and 7).
  registerOrgResource(ctx, {
    table: gymBatches,
    paths: ['/api/v1/gym/batches'],
    access: { read: ENROLLMENT, write: ENROLLMENT },
    keys: { list: 'batches', item: 'batch' },
    input: gymBatchInputSchema,
    item: gymBatchSchema,
    updateReadsRow: true,
    toRow(input, _who, previous) {
      if (previous && input.batchLimit < previous.memberCount)
        throw conflict(GYM_BATCH_MESSAGES.belowMembers(previous.memberCount));
      return input;
    },
    toItem: toBatch,
    messages: GYM_BATCH_MESSAGES,
    search: [gymBatches.batchName],
    order: 'oldest',
    tags: ['gym: batches'],
  });

  // Packages (spec 03 sections 3, 5, 7 and 9). An id that is not 24 characters is the spec's
  // "Invalid package ID format." on update.
  registerOrgResource(ctx, {
    table: gymPackages,
    paths: ['/api/v1/gym/packages'],
    access: { read: PACKAGE, write: PACKAGE },
    keys: { list: 'packages', item: 'package' },
    input: gymPackageInputSchema,
    item: gymPackageSchema,
    toRow: (input) => ({ ...input, fees: String(input.fees), save: String(input.save) }),
    toItem: toPackage,
    messages: { ...GYM_PACKAGE_MESSAGES, unsaved: GYM_PACKAGE_MESSAGES.invalidId },
    search: [gymPackages.name],
    order: 'oldest',
    tags: ['gym: packages'],
  });

  // Fees (spec 03 sections 3, 4, 7 and 9): the list filters by the page's year and month.
  const feeParams = z.object({ id: idSchema });
  const feeQuery = gymFeesQuerySchema;
  const feeConditions = (orgId: string, query: z.output<typeof feeQuery>): SQL[] => {
    const conditions: SQL[] = [eq(gymFees.orgId, orgId)];
    if (query.year) {
      const from = query.month
        ? `${query.year}-${String(query.month).padStart(2, '0')}-01`
        : `${query.year}-01-01`;
      const to = query.month
        ? sql`(${from}::date + interval '1 month')::date`
        : sql`${`${query.year + 1}-01-01`}::date`;
      conditions.push(sql`${gymFees.feeFrom} >= ${from}::date and ${gymFees.feeFrom} < ${to}`);
    }
    if (query.member) conditions.push(eq(gymFees.memberId, query.member));
    if (query.status) conditions.push(eq(gymFees.status, query.status));
    return conditions;
  };
  const feeValues = async (orgId: string, input: z.output<typeof gymFeeInputSchema>) => {
    const [member] = await db
      .select({ id: gymMembers.id })
      .from(gymMembers)
      .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, input.member)))
      .limit(1);
    if (!member) throw notFound(GYM_FEE_MESSAGES.memberNotFound);
    return {
      memberId: input.member,
      feeFrom: input.feeFrom,
      feeTo: input.feeTo,
      amount: String(input.amount),
      status: input.status,
      penalty: String(input.penalty),
      paymentDate: input.paymentDate || null,
      remark: input.remark,
      currency: input.currency,
    };
  };
  const feeAnswer = z.object({ success: z.literal(true), message: z.string(), fee: gymFeeSchema });
  const findFee = async (orgId: string, id: string) => {
    const [row] = await feeWithMember(db)
      .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, id)))
      .limit(1);
    if (!row) throw notFound(GYM_FEE_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/api/v1/gym/fees',
    {
      config: { access: INVOICE },
      schema: {
        tags: ['gym: fees'],
        querystring: pageQuerySchema.extend(feeQuery.shape),
        response: {
          200: z
            .object({ success: z.literal(true), fees: z.array(gymFeeSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { page, limit, ...query } = request.query;
      const where = and(...feeConditions(currentOrg(request).id, query));
      const [rows, [totals]] = await Promise.all([
        feeWithMember(db)
          .where(where)
          .orderBy(asc(gymFees.feeFrom), asc(gymFees.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(gymFees).where(where),
      ]);
      return {
        success: true as const,
        fees: rows.map((r) => toFee(r.fee, r)),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );

  app.post(
    '/api/v1/gym/fees',
    {
      config: { access: INVOICE },
      schema: { tags: ['gym: fees'], body: gymFeeInputSchema, response: { 201: feeAnswer } },
    },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      const [row] = await db
        .insert(gymFees)
        .values({ ...(await feeValues(orgId, request.body)), orgId })
        .returning({ id: gymFees.id });
      const saved = await findFee(orgId, row?.id ?? '');
      return reply.status(201).send({
        success: true as const,
        message: GYM_FEE_MESSAGES.created,
        fee: toFee(saved.fee, saved),
      });
    },
  );

  app.get(
    '/api/v1/gym/fees/:id',
    {
      config: { access: INVOICE },
      schema: {
        tags: ['gym: fees'],
        params: feeParams,
        response: { 200: z.object({ success: z.literal(true), fee: gymFeeSchema }) },
      },
    },
    async (request) => {
      const row = await findFee(currentOrg(request).id, request.params.id);
      return { success: true as const, fee: toFee(row.fee, row) };
    },
  );

  app.put(
    '/api/v1/gym/fees/:id',
    {
      config: { access: INVOICE },
      schema: {
        tags: ['gym: fees'],
        params: feeParams,
        body: gymFeeInputSchema,
        response: { 200: feeAnswer },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      await findFee(orgId, request.params.id);
      await db
        .update(gymFees)
        .set(await feeValues(orgId, request.body))
        .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, request.params.id)));
      const saved = await findFee(orgId, request.params.id);
      return {
        success: true as const,
        message: GYM_FEE_MESSAGES.updated,
        fee: toFee(saved.fee, saved),
      };
    },
  );

  app.delete(
    '/api/v1/gym/fees/:id',
    {
      config: { access: INVOICE },
      schema: {
        tags: ['gym: fees'],
        params: feeParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(gymFees)
        .where(and(eq(gymFees.orgId, currentOrg(request).id), eq(gymFees.id, request.params.id)))
        .returning({ id: gymFees.id });
      if (!row) throw notFound(GYM_FEE_MESSAGES.notFound);
      return { success: true as const, message: GYM_FEE_MESSAGES.removed };
    },
  );

  // The fee's GST invoice (beyond the spec).
  app.get(
    '/api/v1/gym/fees/:id/invoice',
    {
      config: { access: INVOICE },
      schema: { tags: ['gym: fees'], params: feeParams },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const row = await findFee(org.id, request.params.id);
      if (row.fee.currency !== 'INR') throw badRequest(GYM_FEE_MESSAGES.invoiceCurrency);
      // The business's tax details are the gym profile's (one GSTIN per gym, checked there).
      const tax = await gymTaxProfile(db, org.id);
      if (!tax) throw conflict(GYM_FEE_MESSAGES.noGstin);
      const [member] = await db
        .select()
        .from(gymMembers)
        .where(eq(gymMembers.id, row.fee.memberId))
        .limit(1);
      const pdf = await pdfWork(() =>
        renderDocumentPdf(
          feeInvoice(
            { ...toFee(row.fee, row), id: row.fee.id },
            {
              name: row.name,
              memberId: row.memberCode,
              state: member?.state ?? '',
              address: member?.address ?? '',
              mobile: member?.mobile ?? '',
            },
            { name: tax.name || org.name, gstin: tax.gstin, address: tax.address },
          ),
        ),
      );
      return sendPdf(reply, pdf, `Invoice ${row.memberCode} ${row.fee.feeFrom}.pdf`, 'Invoice');
    },
  );

  // The dashboard's lists (beyond the spec): expiring this week, expired, fees due.
  const DASHBOARD_ROWS = 20;
  const dashboardMember = gymMemberSchema;
  app.get(
    '/api/v1/gym/members-dashboard',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags: ['gym: members'],
        response: {
          200: z.object({
            success: z.literal(true),
            expiring: z.object({ total: z.number(), members: z.array(dashboardMember) }),
            expired: z.object({ total: z.number(), members: z.array(dashboardMember) }),
            feesDue: z.object({ total: z.number(), fees: z.array(gymFeeSchema) }),
          }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const today = todayInIndia();
      const list = async (status: 'Expiring' | 'Expired') => {
        const where = and(eq(gymMembers.orgId, orgId), statusCondition(status, today));
        // The first rows, then the total counted apart: a window count over the rows would join
        // and sort every match (the expired members of every past year) to keep twenty; on the
        // bench's 10,000 members the two queries cost 1.5 ms of PGlite's time against 2.1.
        const [rows, [counted]] = await Promise.all([
          db
            .select({ member: gymMembers, batchName: gymBatches.batchName })
            .from(gymMembers)
            .leftJoin(gymBatches, eq(gymBatches.id, gymMembers.batchId))
            .where(where)
            .orderBy(
              status === 'Expiring'
                ? asc(gymMembers.expiredDate)
                : sql`${gymMembers.expiredDate} desc`,
              asc(gymMembers.id),
            )
            .limit(DASHBOARD_ROWS),
          db.select({ total: count() }).from(gymMembers).where(where),
        ]);
        return {
          total: counted?.total ?? 0,
          members: rows.map((r) => toGymMember(r.member, r.batchName, today)),
        };
      };
      const dueWhere = and(eq(gymFees.orgId, orgId), ne(gymFees.status, 'Paid'));
      const [expiring, expired, dueRows, [dueTotal]] = await Promise.all([
        list('Expiring'),
        list('Expired'),
        feeWithMember(db)
          .where(dueWhere)
          .orderBy(asc(gymFees.feeFrom), asc(gymFees.id))
          .limit(DASHBOARD_ROWS),
        db.select({ total: count() }).from(gymFees).where(dueWhere),
      ]);
      return {
        success: true as const,
        expiring,
        expired,
        feesDue: { total: dueTotal?.total ?? 0, fees: dueRows.map((r) => toFee(r.fee, r)) },
      };
    },
  );

  registerGymPlanRoutes(ctx);
}
