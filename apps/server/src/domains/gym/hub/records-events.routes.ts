import { z } from 'zod';
import {
  GYM_EVENT_MESSAGES,
  gymEventInputSchema,
  gymEventSchema,
  idSchema,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { registerOrgResource } from '../../../http/resource-routes';
import { checkHubFiles, publishEvent, removeGymEvent } from './records.service';
import { gym, hubFile, messagesOf, tags } from './records.shared';
import { gymEvents } from './records.table';

/** The gym's events; a public one is also a row of the platform's events. */
export function registerHubEventRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  registerOrgResource(ctx, {
    table: gymEvents,
    // Delete is below: it removes the public copy too.
    paths: [{ path: '/api/v1/gym-events', verbs: ['list', 'get', 'create', 'update'] }],
    updateReadsRow: true,
    access: { read: { org: 'gym' }, write: gym('notice') },
    keys: { list: 'events', item: 'event' },
    input: gymEventInputSchema,
    item: gymEventSchema,
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

  app.delete(
    '/api/v1/gym-events/:id',
    {
      config: { access: gym('notice') },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await removeGymEvent(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: GYM_EVENT_MESSAGES.removed };
    },
  );
}
