import { DEMAND_MESSAGES, demandEventInputSchema, demandEventSchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { registerOrgResource } from '../../../http/resource-routes';
import { DEMAND, DEMAND_TAGS as tags } from './demand.access';
import { aharDemandEvents } from './demand.table';

/** Events the forecast takes into account. */
export function registerDemandEventRoutes({ app, db }: AppContext): void {
  registerOrgResource(
    { app, db },
    {
      table: aharDemandEvents,
      paths: ['/api/v1/ahar/demand-events'],
      access: { read: DEMAND, write: DEMAND },
      keys: { list: 'events', item: 'event' },
      input: demandEventInputSchema,
      item: demandEventSchema,
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
    },
  );
}
