import { GYM_EVENT_MESSAGES, gymApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { serveResource } from '../../../http/serve-resource';
import { checkHubFiles, publishEvent, removeGymEvent } from './records.service';
import { hubFile, messagesOf, tags } from './records.shared';
import { gymEvents } from './records.table';

/** The gym's events; a public one is also a row of the platform's events. */
export function registerHubEventRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  serveResource(ctx, gymApi.hub.events, {
    table: gymEvents,
    updateReadsRow: true,
    fileFields: { description: hubFile('event-description'), pic: hubFile('event-pic') },
    async toRow(input, { org }, previous) {
      await checkHubFiles(db, org.id, [
        { url: input.description, upload: 'event-description' },
        { url: input.pic, upload: 'event-pic' },
      ]);
      const publicEventId = await publishEvent(db, org.id, input, previous?.publicEventId);
      return { ...input, date: input.date || null, publicEventId };
    },
    toItem: (row) => ({
      _id: row.id,
      srNo: row.srNo,
      eventName: row.eventName,
      goal: row.goal,
      musclePrimary: row.musclePrimary,
      muscleSecondary: row.muscleSecondary,
      place: row.place,
      duration: row.duration,
      description: row.description,
      pic: row.pic,
      date: row.date ?? '',
      isPublic: row.isPublic,
    }),
    messages: messagesOf(GYM_EVENT_MESSAGES),
    search: [gymEvents.eventName],
    order: 'oldest',
    tags,
  });

  // Delete removes the public copy too.
  app.route({
    ...routeOf(gymApi.hub.removeEvent, tags),
    handler: async (request) => {
      await removeGymEvent(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: GYM_EVENT_MESSAGES.removed };
    },
  });
}
