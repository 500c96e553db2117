import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from '../../common/api';
import { endpoint, resource, type OrgKindAccess } from '../../common/endpoint';
import {
  demandEventInputSchema,
  demandEventSchema,
  demandLineSchema,
  demandListQuerySchema,
  demandMonthQuerySchema,
  demandRecordInputSchema,
  demandRecordSchema,
  forecastAnswerSchema,
  marketSalesSchema,
  pastSalesSchema,
} from './demand';

/** Daily demand, its records and its views: the ahar's `demand` permission. */
const DEMAND_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'demand' };

const recordParams = z.object({ id: idSchema });
const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ success: z.literal(true), items: z.array(item) }).extend(pageInfoSchema.shape);
const recordAnswer = z.object({ success: z.literal(true), record: demandRecordSchema });

/** The ahar's daily demand (issue 14 section 3): its records, their lines, events and views. */
export const aharDemandApi = {
  /** Dainik → Full: the records, newest day first, searched. */
  records: endpoint({
    method: 'GET',
    path: '/demandinventory',
    access: DEMAND_ACCESS,
    query: demandListQuerySchema,
    answer: pageOf(demandRecordSchema),
  }),
  /** The Daily Inventory Form. */
  addRecord: endpoint({
    method: 'POST',
    path: '/demandinventory',
    access: DEMAND_ACCESS,
    body: demandRecordInputSchema,
    answer: recordAnswer.extend({ message: z.string() }),
    status: 201,
  }),
  /** Inventory Items: every line, newest first, with the record it came in. */
  lines: endpoint({
    method: 'GET',
    path: '/demandinventory/items',
    access: DEMAND_ACCESS,
    query: demandListQuerySchema.omit({ search: true }),
    answer: pageOf(demandLineSchema),
  }),
  record: endpoint({
    method: 'GET',
    path: '/demandinventory/:id',
    access: DEMAND_ACCESS,
    params: recordParams,
    answer: recordAnswer,
  }),
  removeRecord: endpoint({
    method: 'DELETE',
    path: '/demandinventory/:id',
    access: DEMAND_ACCESS,
    params: recordParams,
    answer: messageResponseSchema,
  }),
  /** Events the forecast takes into account. */
  events: resource({
    path: '/ahar/demand-events',
    access: { read: DEMAND_ACCESS, write: DEMAND_ACCESS },
    keys: { list: 'events', item: 'event' },
    input: demandEventInputSchema,
    item: demandEventSchema,
  }),
  /** Demand → Own: the month's past sales of the business. */
  ownSales: endpoint({
    method: 'GET',
    path: '/ahar/demand/own',
    access: DEMAND_ACCESS,
    query: demandMonthQuerySchema,
    answer: pastSalesSchema.extend({ success: z.literal(true) }),
  }),
  ownForecast: endpoint({
    method: 'GET',
    path: '/ahar/demand/forecast',
    access: DEMAND_ACCESS,
    answer: forecastAnswerSchema,
  }),
  /** Demand → Market: the month's sales of the city's ahars, where enough contribute. */
  marketSales: endpoint({
    method: 'GET',
    path: '/ahar/demand/market',
    access: DEMAND_ACCESS,
    query: demandMonthQuerySchema,
    answer: marketSalesSchema.extend({ success: z.literal(true) }),
  }),
  marketForecast: endpoint({
    method: 'GET',
    path: '/ahar/demand/market/forecast',
    access: DEMAND_ACCESS,
    answer: forecastAnswerSchema,
  }),
};
