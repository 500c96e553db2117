import {
  DEMAND_MESSAGES,
  aharApi,
  multiplyMoney,
  pageInfo,
  type Endpoint,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { DEMAND_TAGS as tags, SIGN_IN } from './demand.access';
import {
  findRecord,
  linesPage,
  recordsPage,
  removeRecord,
  saveRecord,
  toItem,
} from './demand-records.service';

/** A records route, with the spec's words for a visitor without a session. */
function recordRoute<E extends Endpoint>(declared: E) {
  return routeOf(declared, tags, { signInMessage: SIGN_IN });
}

/** The Daily Inventory Form and the Full list: the records, their lines, one record. */
export function registerDemandRecordRoutes({ app, db }: AppContext): void {
  app.route({
    ...recordRoute(aharApi.demand.records),
    handler: async (request) => {
      const { page, limit } = request.query;
      const { records, total } = await recordsPage(db, currentOrg(request).id, request.query);
      return { success: true as const, items: records, ...pageInfo({ page, limit }, total) };
    },
  });

  app.route({
    ...recordRoute(aharApi.demand.addRecord),
    handler: async (request, reply) => {
      const saved = await saveRecord(
        db,
        currentOrg(request).id,
        currentUser(request).id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: DEMAND_MESSAGES.submitted, record: saved });
    },
  });

  // Inventory Items: every line, newest first, with the record it came in.
  app.route({
    ...recordRoute(aharApi.demand.lines),
    handler: async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await linesPage(db, currentOrg(request).id, { page, limit });
      return {
        success: true as const,
        items: rows.map(({ item, record }) => ({
          ...toItem(item),
          recordId: record.id,
          date: record.date,
          time: record.time,
          name: record.name,
          id: record.personId,
          total: multiplyMoney(item.price, item.quantity),
        })),
        ...pageInfo({ page, limit }, total),
      };
    },
  });

  app.route({
    ...recordRoute(aharApi.demand.record),
    handler: async (request) => ({
      success: true as const,
      record: await findRecord(db, currentOrg(request).id, request.params.id),
    }),
  });

  app.route({
    ...recordRoute(aharApi.demand.removeRecord),
    handler: async (request) => {
      await removeRecord(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: DEMAND_MESSAGES.recordRemoved };
    },
  });
}
