import type { FastifyRequest } from 'fastify';
import { PLACEMENT_MESSAGES, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import {
  readPlacementDocument,
  savePlacementDocument,
  type PlacementDocumentColumn,
  type PlacementDocuments,
} from './placement-documents.service';
import { tags } from './placement.shared';

/** The student's own documents: View Profile's tables, self-rating, work history. */
export function registerPlacementDocumentRoutes({ app, db }: AppContext): void {
  // Before the first save a document reads as its schema's empty form.
  const read = async (request: FastifyRequest, column: PlacementDocumentColumn) =>
    (await readPlacementDocument(db, currentUser(request).id, column)) ?? {};
  const save = async <C extends PlacementDocumentColumn>(
    request: FastifyRequest,
    column: C,
    data: PlacementDocuments[C],
  ) => {
    await savePlacementDocument(db, currentUser(request).id, column, data);
    return { success: true as const, message: PLACEMENT_MESSAGES.saved, data };
  };
  const { profile, selfRating, working } = placementApi;

  app.route({
    ...routeOf(profile.read, tags),
    handler: async (request) => ({
      success: true as const,
      data: profile.read.answer.shape.data.parse(await read(request, 'profile')),
    }),
  });
  app.route({
    ...routeOf(profile.save, tags),
    handler: (request) => save(request, 'profile', request.body),
  });
  app.route({
    ...routeOf(selfRating.read, tags),
    handler: async (request) => ({
      success: true as const,
      data: selfRating.read.answer.shape.data.parse(await read(request, 'selfRating')),
    }),
  });
  app.route({
    ...routeOf(selfRating.save, tags),
    handler: (request) => save(request, 'selfRating', request.body),
  });
  app.route({
    ...routeOf(working.read, tags),
    handler: async (request) => ({
      success: true as const,
      data: working.read.answer.shape.data.parse(await read(request, 'workHistory')),
    }),
  });
  app.route({
    ...routeOf(working.save, tags),
    handler: (request) => save(request, 'workHistory', request.body),
  });
}
