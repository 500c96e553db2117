import { z } from 'zod';
import {
  PLACEMENT_MESSAGES,
  placementProfileSchema,
  selfRatingSchema,
  workHistorySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { readPlacementDocument, savePlacementDocument } from './placement-documents.service';
import { tags } from './placement.shared';

/** The student's own documents: View Profile's tables, self-rating, work history. */
export function registerPlacementDocumentRoutes({ app, db }: AppContext): void {
  const documents = [
    { path: 'profile', column: 'profile', schema: placementProfileSchema },
    { path: 'self-rating', column: 'selfRating', schema: selfRatingSchema },
    { path: 'working', column: 'workHistory', schema: workHistorySchema },
  ] as const;
  for (const { path, column, schema } of documents) {
    app.get(
      `/api/v1/placement/${path}`,
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: z.object({ success: z.literal(true), data: schema }) } },
      },
      async (request) => {
        const data = await readPlacementDocument(db, currentUser(request).id, column);
        return { success: true as const, data: schema.parse(data ?? {}) };
      },
    );
    app.put(
      `/api/v1/placement/${path}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: schema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: schema }),
          },
        },
      },
      async (request) => {
        const data = request.body;
        await savePlacementDocument(db, currentUser(request).id, column, data);
        return { success: true as const, message: PLACEMENT_MESSAGES.saved, data };
      },
    );
  }
}
