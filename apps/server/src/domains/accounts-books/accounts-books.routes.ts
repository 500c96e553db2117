import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNTS_PERMISSIONS,
  ACCOUNT_TYPES,
  BALANCE_SHEET_MESSAGES,
  FINANCIAL_MESSAGES,
  SERIES_KEYS,
  accountRecordInputSchema,
  accountRecordSchema,
  accountRecordsAnswerSchema,
  accountTypeSchema,
  balanceSheetAnswerSchema,
  balanceSheetInputSchema,
  balanceSheetTotals,
  balanceSheetVersionSchema,
  financialDataAnswerSchema,
  financialDataInputSchema,
  formatInr,
  idSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser, type OrgKindsAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf, type PdfDocument } from '../../pdf';
import { registerOrgResource } from '../../http/resource-routes';
import { users } from '../accounts/users.table';
import { accountRecords, balanceSheetVersions } from './accounts-books.table';
import {
  SERIES_LIMIT,
  figuresOf,
  financialDocument,
  latestVersion,
  monthNumber,
  recordOf,
  replaceSeries,
  saveBalanceSheet,
  seriesRows,
  versionOf,
} from './accounts-books.service';

const tags = ['accounts-books'];

/** The balance sheet and the financial report need the accounts permission of the kind. */
export const ACCOUNTS_ACCESS: OrgKindsAccess = { orgs: ACCOUNTS_PERMISSIONS };

/**
 * The spec's prefixes: the gym's `/balancesheet` (also the company's, barber's and library's:
 * a shared path acts on the current business) and the ahar's `/aharbalancesheet`.
 */
const SHEET_PREFIXES = ['/api/v1/balancesheet', '/api/v1/aharbalancesheet'];

async function sheetAnswer(db: Db, orgId: string) {
  const row = await latestVersion(db, orgId);
  const figures = figuresOf(row);
  return {
    success: true as const,
    // The sheet's id is its business's: one balance sheet per business, with versions.
    _id: orgId,
    ...figures,
    totals: balanceSheetTotals(figures),
    version: row ? { _id: row.id, createdAt: row.createdAt.toISOString() } : null,
  };
}

const inr = (rupees: number) => formatInr(Math.round(rupees * 100));

/** The balance sheet as a PDF document: every type, the totals and the balance check, as text. */
export function balanceSheetDocument(
  business: string,
  sheet: Awaited<ReturnType<typeof sheetAnswer>>,
): PdfDocument {
  const { totals } = sheet;
  const table = (title: string, rows: { type: string; rupees: number }[], total: string) => ({
    title,
    columns: [
      { header: 'Type', width: 3 },
      { header: 'Rupees', align: 'right' as const, width: 2 },
    ],
    rows: rows.map((row) => [row.type, inr(row.rupees)]),
    totals: [
      {
        label: total,
        value: inr(title === 'Assets' ? totals.totalAssets : totals.totalLiabilities),
      },
    ],
  });
  const asOf = sheet.version ? sheet.version.createdAt.slice(0, 10) : 'not yet updated';
  return {
    size: 'A4',
    title: 'Balance Sheet',
    subtitle: `As of ${asOf}`,
    issuer: { name: business },
    tables: [
      table('Assets', sheet.assets, 'Total Assets'),
      table('Liabilities', sheet.liabilities, 'Total Liabilities'),
    ],
    fields: [
      { label: 'Equity', value: inr(totals.equity) },
      { label: 'Liabilities + Equity', value: inr(totals.liabilitiesAndEquity) },
      {
        label: 'Balance check',
        value: totals.balanced
          ? 'Balanced: assets equal liabilities plus equity.'
          : `Not balanced: assets differ from liabilities plus equity by ${inr(Math.abs(totals.difference))}.`,
      },
    ],
    footer: `${business} · Balance Sheet · amounts in rupees`,
  };
}

function registerBalanceSheetRoutes({ app, db }: Pick<AppContext, 'app' | 'db'>): void {
  const versionsQuery = pageQuerySchema.omit({ search: true });
  const versionsAnswer = z
    .object({ success: z.literal(true), versions: z.array(balanceSheetVersionSchema) })
    .extend(pageInfoSchema.shape);
  const versionAnswer = z.object({ success: z.literal(true), version: balanceSheetVersionSchema });
  const author = { createdBy: users.fullname };

  for (const prefix of SHEET_PREFIXES) {
    app.get(
      `${prefix}/latest`,
      {
        config: { access: ACCOUNTS_ACCESS },
        schema: { tags, response: { 200: balanceSheetAnswerSchema } },
      },
      async (request) => sheetAnswer(db, currentOrg(request).id),
    );

    app.put(
      `${prefix}/update`,
      {
        config: { access: ACCOUNTS_ACCESS },
        schema: {
          tags,
          body: balanceSheetInputSchema,
          response: { 200: balanceSheetAnswerSchema },
        },
      },
      async (request) => {
        const org = currentOrg(request);
        if (request.body.id !== org.id) throw notFound(BALANCE_SHEET_MESSAGES.notFound);
        await saveBalanceSheet(db, org.id, currentUser(request).id, request.body);
        return { ...(await sheetAnswer(db, org.id)), message: BALANCE_SHEET_MESSAGES.updated };
      },
    );

    // Beyond the spec: the latest sheet as a PDF with real text, drawn in the shared PDF pool.
    app.get(
      `${prefix}/pdf`,
      { config: { access: ACCOUNTS_ACCESS }, schema: { tags } },
      async (request, reply) => {
        const org = currentOrg(request);
        const sheet = await sheetAnswer(db, org.id);
        const pdf = await pdfWork(() => renderDocumentPdf(balanceSheetDocument(org.name, sheet)));
        return sendPdf(reply, pdf, `Balance Sheet ${org.name}.pdf`, 'Balance Sheet');
      },
    );

    // Beyond the spec: every update is a dated version, newest first.
    app.get(
      `${prefix}/versions`,
      {
        config: { access: ACCOUNTS_ACCESS },
        schema: { tags, querystring: versionsQuery, response: { 200: versionsAnswer } },
      },
      async (request) => {
        const org = currentOrg(request);
        const { page, limit } = request.query;
        const where = eq(balanceSheetVersions.orgId, org.id);
        const [rows, [totals]] = await Promise.all([
          db
            .select({ version: balanceSheetVersions, ...author })
            .from(balanceSheetVersions)
            .leftJoin(users, eq(users.id, balanceSheetVersions.createdBy))
            .where(where)
            .orderBy(desc(balanceSheetVersions.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ total: count() }).from(balanceSheetVersions).where(where),
        ]);
        return {
          success: true as const,
          versions: rows.map((row) => versionOf(row.version, row.createdBy)),
          ...pageInfo({ page, limit }, totals?.total ?? 0),
        };
      },
    );

    app.get(
      `${prefix}/versions/:id`,
      {
        config: { access: ACCOUNTS_ACCESS },
        schema: { tags, params: z.object({ id: idSchema }), response: { 200: versionAnswer } },
      },
      async (request) => {
        const org = currentOrg(request);
        const [row] = await db
          .select({ version: balanceSheetVersions, ...author })
          .from(balanceSheetVersions)
          .leftJoin(users, eq(users.id, balanceSheetVersions.createdBy))
          .where(
            and(
              eq(balanceSheetVersions.orgId, org.id),
              eq(balanceSheetVersions.id, request.params.id),
            ),
          )
          .limit(1);
        if (!row) throw notFound(BALANCE_SHEET_MESSAGES.versionNotFound);
        return { success: true as const, version: versionOf(row.version, row.createdBy) };
      },
    );
  }
}

function registerFinancialReportRoutes({ app, db }: Pick<AppContext, 'app' | 'db'>): void {
  const typeFilter = z.object({ type: accountTypeSchema.optional() });

  // The records, one table: the kit's own path with every verb, and the gym's
  // `POST /api/gym-accounts` and `PUT/DELETE /api/gym-accounts/{id}` as aliases.
  registerOrgResource(
    { app, db },
    {
      table: accountRecords,
      paths: [
        '/api/v1/financial-report/records',
        { path: '/api/v1/gym-accounts', verbs: ['create', 'update', 'delete'] },
      ],
      access: { read: ACCOUNTS_ACCESS, write: ACCOUNTS_ACCESS },
      keys: { list: 'records', item: 'record' },
      input: accountRecordInputSchema,
      item: accountRecordSchema,
      toRow: (input) => ({
        type: input.type,
        month: monthNumber(input.time),
        year: input.year,
        value: input.value.toFixed(2),
      }),
      toItem: recordOf,
      messages: FINANCIAL_MESSAGES,
      filters: {
        query: typeFilter,
        where: (query) => [query.type ? eq(accountRecords.type, query.type) : undefined],
      },
      order: 'oldest',
      tags,
    },
  );

  // `GET /api/gym-accounts/{type}`: one series, in month order.
  const seriesQuery = z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(SERIES_LIMIT).default(SERIES_LIMIT),
  });
  app.get(
    '/api/v1/gym-accounts/:type',
    {
      config: { access: ACCOUNTS_ACCESS },
      schema: {
        tags,
        params: z.object({ type: accountTypeSchema }),
        querystring: seriesQuery,
        response: { 200: accountRecordsAnswerSchema },
      },
    },
    async (request) => {
      const { type } = request.params;
      const { page, limit } = request.query;
      const rows = await seriesRows(db, currentOrg(request).id, type, page, limit);
      return { success: true as const, type, records: rows.map(recordOf) };
    },
  );

  // The ahar's document over the same table: `{_id, revenue, profit, networth}`.
  app.get(
    '/api/v1/financial-data',
    {
      config: { access: ACCOUNTS_ACCESS },
      schema: { tags, response: { 200: financialDataAnswerSchema } },
    },
    async (request) => {
      const org = currentOrg(request);
      return { success: true as const, _id: org.id, ...(await financialDocument(db, org.id)) };
    },
  );

  app.put(
    '/api/v1/financial-data/:id',
    {
      config: { access: ACCOUNTS_ACCESS },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: financialDataInputSchema,
        response: { 200: financialDataAnswerSchema },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      if (request.params.id !== org.id) throw notFound(FINANCIAL_MESSAGES.documentNotFound);
      const body = request.body;
      await db.transaction(async (tx) => {
        for (const type of ACCOUNT_TYPES) {
          const rows = body[SERIES_KEYS[type]];
          if (rows) await replaceSeries(tx, org.id, type, rows);
        }
      });
      return {
        success: true as const,
        message: FINANCIAL_MESSAGES.saved,
        _id: org.id,
        ...(await financialDocument(db, org.id)),
      };
    },
  );
}

export function registerAccountsBooksRoutes(context: AppContext): void {
  registerBalanceSheetRoutes(context);
  registerFinancialReportRoutes(context);
}
