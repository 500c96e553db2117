import { DEMAND_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { serveResource } from '../../../http/serve-resource';
import { DEMAND_TAGS as tags } from './demand.access';
import { aharDemandEvents } from './demand.table';

/** Events the forecast takes into account. */
export function registerDemandEventRoutes({ app, db }: AppContext): void {
  serveResource({ app, db }, aharApi.demand.events, {
    table: aharDemandEvents,
    toRow: (input) => input,
    toItem: (row) => ({
      _id: row.id,
      kind: row.kind,
      name: row.name,
      startDate: row.startDate,
      endDate: row.endDate,
      effect: row.effect,
      category: row.category,
    }),
    messages: {
      created: DEMAND_MESSAGES.eventCreated,
      updated: DEMAND_MESSAGES.eventUpdated,
      removed: DEMAND_MESSAGES.eventRemoved,
      notFound: DEMAND_MESSAGES.eventNotFound,
    },
    search: [aharDemandEvents.name],
    tags,
  });
}
