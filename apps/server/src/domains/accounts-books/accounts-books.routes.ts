import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  BALANCE_SHEET_MESSAGES,
  FINANCIAL_MESSAGES,
  SERIES_KEYS,
  accountTypeSchema,
  accountsBooksApi,
  balanceSheetTotals,
  formatInr,
  pageInfo,
  type BalanceSheetApi,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg, currentUser } from '../../http/access';
import { apiPath, routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { serveResource } from '../../http/serve-resource';
import { pdfWork, renderDocumentPdf, sendPdf, type PdfDocument } from '../../pdf';
import { users } from '../accounts/users.table';
import { accountRecords, balanceSheetVersions } from './accounts-books.table';
import {
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

/**
 * The spec's prefixes: the gym's `/balancesheet` (also the company's, barber's and library's:
 * a shared path acts on the current business) and the ahar's `/aharbalancesheet`.
 */
const SHEETS: readonly BalanceSheetApi[] = [
  accountsBooksApi.balanceSheet,
  accountsBooksApi.aharBalanceSheet,
];

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
  const author = { createdBy: users.fullname };

  for (const sheet of SHEETS) {
    app.route({
      ...routeOf(sheet.latest, tags),
      handler: async (request) => sheetAnswer(db, currentOrg(request).id),
    });

    app.route({
      ...routeOf(sheet.update, tags),
      handler: async (request) => {
        const org = currentOrg(request);
        if (request.body.id !== org.id) throw notFound(BALANCE_SHEET_MESSAGES.notFound);
        await saveBalanceSheet(db, org.id, currentUser(request).id, request.body);
        return { ...(await sheetAnswer(db, org.id)), message: BALANCE_SHEET_MESSAGES.updated };
      },
    });

    // Beyond the spec: the latest sheet as a PDF with real text, drawn in the shared PDF pool.
    app.get(
      apiPath(sheet.pdfPath),
      { config: { access: sheet.latest.access }, schema: { tags } },
      async (request, reply) => {
        const org = currentOrg(request);
        const answer = await sheetAnswer(db, org.id);
        const pdf = await pdfWork(() => renderDocumentPdf(balanceSheetDocument(org.name, answer)));
        return sendPdf(reply, pdf, `Balance Sheet ${org.name}.pdf`, 'Balance Sheet');
      },
    );

    // Beyond the spec: every update is a dated version, newest first.
    app.route({
      ...routeOf(sheet.versions, tags),
      handler: async (request) => {
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
    });

    app.route({
      ...routeOf(sheet.version, tags),
      handler: async (request) => {
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
    });
  }
}

function registerFinancialReportRoutes({ app, db }: Pick<AppContext, 'app' | 'db'>): void {
  const typeFilter = z.object({ type: accountTypeSchema.optional() });

  // The records, one table: the kit's own path with every verb, and the gym's
  // `POST /api/gym-accounts` and `PUT/DELETE /api/gym-accounts/{id}` as aliases.
  serveResource({ app, db }, accountsBooksApi.records, {
    table: accountRecords,
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
  });

  // `GET /api/gym-accounts/{type}`: one series, in month order.
  app.route({
    ...routeOf(accountsBooksApi.series, tags),
    handler: async (request) => {
      const { type } = request.params;
      const { page, limit } = request.query;
      const rows = await seriesRows(db, currentOrg(request).id, type, page, limit);
      return { success: true as const, type, records: rows.map(recordOf) };
    },
  });

  // The ahar's document over the same table: `{_id, revenue, profit, networth}`.
  app.route({
    ...routeOf(accountsBooksApi.financialData, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      return { success: true as const, _id: org.id, ...(await financialDocument(db, org.id)) };
    },
  });

  app.route({
    ...routeOf(accountsBooksApi.saveFinancialData, tags),
    handler: async (request) => {
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
  });
}

export function registerAccountsBooksRoutes(context: AppContext): void {
  registerBalanceSheetRoutes(context);
  registerFinancialReportRoutes(context);
}
