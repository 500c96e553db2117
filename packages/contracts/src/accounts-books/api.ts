import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  ACCOUNTS_PERMISSIONS,
  balanceSheetAnswerSchema,
  balanceSheetInputSchema,
  balanceSheetVersionSchema,
} from './balance-sheet';
import {
  accountRecordInputSchema,
  accountRecordSchema,
  accountRecordsAnswerSchema,
  accountTypeSchema,
  financialDataAnswerSchema,
  financialDataInputSchema,
} from './financial-report';

/** The balance sheet and the financial report need the accounts permission of the kind. */
const ACCOUNTS_ACCESS: OrgKindsAccess = { orgs: ACCOUNTS_PERMISSIONS };

/** The most rows a series answers at once (twenty years of months). */
export const SERIES_LIMIT = 240;

const idParams = z.object({ id: idSchema });

/** The balance sheet at one of the spec's prefixes: the current business's, whatever the path. */
const balanceSheetAt = (prefix: string) => ({
  latest: endpoint({
    method: 'GET',
    path: `${prefix}/latest`,
    access: ACCOUNTS_ACCESS,
    answer: balanceSheetAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${prefix}/update`,
    access: ACCOUNTS_ACCESS,
    body: balanceSheetInputSchema,
    answer: balanceSheetAnswerSchema,
  }),
  /** Beyond the spec: the latest sheet as a PDF, a file fetched as bytes. */
  pdfPath: `${prefix}/pdf`,
  /** Beyond the spec: every update is a dated version, newest first. */
  versions: endpoint({
    method: 'GET',
    path: `${prefix}/versions`,
    access: ACCOUNTS_ACCESS,
    query: pageQuerySchema.omit({ search: true }),
    answer: z
      .object({ success: z.literal(true), versions: z.array(balanceSheetVersionSchema) })
      .extend(pageInfoSchema.shape),
  }),
  version: endpoint({
    method: 'GET',
    path: `${prefix}/versions/:id`,
    access: ACCOUNTS_ACCESS,
    params: idParams,
    answer: z.object({ success: z.literal(true), version: balanceSheetVersionSchema }),
  }),
});

/** The balance sheet's declarations at one prefix. */
export type BalanceSheetApi = ReturnType<typeof balanceSheetAt>;

/** The kit's accounts books: the balance sheet at each prefix, the financial report. */
export const accountsBooksApi = {
  /** The gym's `/balancesheet`, also the company's, barber's and library's. */
  balanceSheet: balanceSheetAt('/balancesheet'),
  /** The ahar's `/aharbalancesheet`. */
  aharBalanceSheet: balanceSheetAt('/aharbalancesheet'),
  /**
   * The financial records, one table: the kit's own path with every verb, and the gym's
   * `POST /api/gym-accounts` and `PUT/DELETE /api/gym-accounts/{id}` as aliases.
   */
  records: resource({
    path: '/financial-report/records',
    aliases: [{ path: '/gym-accounts', verbs: ['create', 'update', 'delete'] }],
    access: { read: ACCOUNTS_ACCESS, write: ACCOUNTS_ACCESS },
    keys: { list: 'records', item: 'record' },
    input: accountRecordInputSchema,
    item: accountRecordSchema,
  }),
  /** `GET /api/gym-accounts/{type}`: one series, in month order. */
  series: endpoint({
    method: 'GET',
    path: '/gym-accounts/:type',
    access: ACCOUNTS_ACCESS,
    params: z.object({ type: accountTypeSchema }),
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(SERIES_LIMIT).default(SERIES_LIMIT),
    }),
    answer: accountRecordsAnswerSchema,
  }),
  /** The ahar's document over the same table: `{_id, revenue, profit, networth}`. */
  financialData: endpoint({
    method: 'GET',
    path: '/financial-data',
    access: ACCOUNTS_ACCESS,
    answer: financialDataAnswerSchema,
  }),
  saveFinancialData: endpoint({
    method: 'PUT',
    path: '/financial-data/:id',
    access: ACCOUNTS_ACCESS,
    params: idParams,
    body: financialDataInputSchema,
    answer: financialDataAnswerSchema,
  }),
};
