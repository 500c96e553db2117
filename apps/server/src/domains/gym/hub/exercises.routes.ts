import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXERCISE_CATEGORY_KEYS,
  EXERCISE_MESSAGES,
  exerciseInputSchema,
  exercisePatchSchema,
  gymApi,
  pageInfo,
  pageQuerySchema,
  type ExerciseCategory,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { notFound } from '../../../http/errors';
import { sendPageHeaders } from '../../../http/paging';
import { readHubBody } from './hub-body';
import { gymExercises } from './exercises.table';

const tags = ['gym-hub'];

export const toExercise = (row: typeof gymExercises.$inferSelect) => ({
  _id: row.id,
  category: row.category,
  name: row.name,
  set: row.set,
  rep: row.rep,
  focusArea: row.focusArea,
  equipment: row.equipment,
  image: row.image,
});

/**
 * The eleven exercise libraries (spec 03 section 7): `/api/C/exercises` for each category C.
 * GET answers the list itself (the page in PAGE_HEADERS), POST and PATCH the exercise itself,
 * as the spec's calls read them. PATCH takes JSON, or multipart with a new image in `image`.
 */
export function registerExerciseRoutes({ app, db, storage }: AppContext): void {
  for (const category of EXERCISE_CATEGORY_KEYS) registerCategory(category);

  function registerCategory(category: ExerciseCategory) {
    const library = gymApi.hub.exercises[category];
    const inCategory = (orgId: string, id?: string) =>
      and(
        eq(gymExercises.orgId, orgId),
        eq(gymExercises.category, category),
        id ? eq(gymExercises.id, id) : undefined,
      );

    app.get(
      apiPath(library.list.path),
      {
        config: { access: library.list.access.read },
        schema: {
          tags,
          querystring: pageQuerySchema.omit({ search: true }),
          response: { 200: z.array(library.list.item) },
        },
      },
      async (request, reply) => {
        const { page, limit } = request.query;
        const where = inCategory(currentOrg(request).id);
        const [rows, [totals]] = await Promise.all([
          db
            .select()
            .from(gymExercises)
            .where(where)
            .orderBy(asc(gymExercises.id))
            .limit(limit)
            .offset((page - 1) * limit),
          db.select({ total: count() }).from(gymExercises).where(where),
        ]);
        sendPageHeaders(reply, pageInfo({ page, limit }, totals?.total ?? 0));
        return rows.map(toExercise);
      },
    );

    app.route({
      ...routeOf(library.get, tags),
      handler: async (request) => {
        const [row] = await db
          .select()
          .from(gymExercises)
          .where(inCategory(currentOrg(request).id, request.params.id));
        if (!row) throw notFound(EXERCISE_MESSAGES.notFound);
        return toExercise(row);
      },
    });

    app.route({
      ...routeOf(library.create, tags),
      handler: async (request, reply) => {
        const body = exerciseInputSchema.parse(request.body ?? {});
        const [row] = await db
          .insert(gymExercises)
          .values({ ...body, category, orgId: currentOrg(request).id })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return reply.status(201).send(toExercise(row));
      },
    });

    app.route({
      ...routeOf(library.update, tags),
      handler: async (request) => {
        const org = currentOrg(request);
        const where = inCategory(org.id, request.params.id);
        // Checked before the body is read, so a form for another gym stores no file.
        const [found] = await db.select({ id: gymExercises.id }).from(gymExercises).where(where);
        if (!found) throw notFound(EXERCISE_MESSAGES.notFound);
        const { body, fileUrl } = await readHubBody(
          request,
          { db, storage },
          exercisePatchSchema,
          { field: 'image', category: 'image', typeMessage: EXERCISE_MESSAGES.image },
          { userId: currentUser(request).id, orgId: org.id },
        );
        const changes = { ...body, ...(fileUrl ? { image: fileUrl } : {}) };
        // A patch that names no field (`{}`, `null`, only unknown fields) changes nothing: the
        // exercise as it is, where an UPDATE with nothing to set would fail.
        const [row] =
          Object.keys(changes).length === 0
            ? await db.select().from(gymExercises).where(where)
            : await db.update(gymExercises).set(changes).where(where).returning();
        if (!row) throw notFound(EXERCISE_MESSAGES.notFound);
        return toExercise(row);
      },
    });

    app.route({
      ...routeOf(library.remove, tags),
      handler: async (request) => {
        const [row] = await db
          .delete(gymExercises)
          .where(inCategory(currentOrg(request).id, request.params.id))
          .returning({ id: gymExercises.id });
        if (!row) throw notFound(EXERCISE_MESSAGES.notFound);
        return { success: true as const, message: EXERCISE_MESSAGES.removed };
      },
    });
  }
}
