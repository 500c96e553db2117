import {
  DIET_PLAN_MESSAGES,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_MESSAGES,
  gymApi,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { badRequest } from '../../../http/errors';
import { serveResource } from '../../../http/serve-resource';
import { checkHubFiles } from './records.service';
import { hubFile, messagesOf, tags } from './records.shared';
import { gymDietPlans, gymLiveSessions, gymProducts, gymWorkouts } from './records.table';

/** The exercise and nutrition screens' records: workouts, diet plans, live sessions, products. */
export function registerHubTrainingRoutes(ctx: AppContext): void {
  const { db } = ctx;

  serveResource(ctx, gymApi.hub.workouts, {
    table: gymWorkouts,
    toRow: (input) => ({ workouts: input.workouts }),
    toItem: (row) => ({ _id: row.id, workouts: row.workouts }),
    messages: messagesOf(WORKOUT_MESSAGES),
    tags,
  });

  serveResource(ctx, gymApi.hub.dietPlans, {
    table: gymDietPlans,
    async toRow(input, { org }) {
      const refs = Object.values(input.dietData).flatMap((meals) =>
        Object.values(meals ?? {}).map((cell) => ({
          url: cell?.image ?? '',
          upload: 'diet-image' as const,
        })),
      );
      await checkHubFiles(db, org.id, refs);
      return { planName: input.planName, janta: input.janta, dietData: input.dietData };
    },
    toItem: (row) => ({
      _id: row.id,
      planName: row.planName,
      janta: row.janta,
      dietData: row.dietData,
    }),
    messages: messagesOf(DIET_PLAN_MESSAGES),
    search: [gymDietPlans.planName],
    tags,
  });

  serveResource(ctx, gymApi.hub.live, {
    table: gymLiveSessions,
    fileFields: { image: hubFile('live-image'), file: hubFile('live-file') },
    async toRow(input, { org }) {
      await checkHubFiles(db, org.id, [
        { url: input.image, upload: 'live-image' },
        { url: input.file, upload: 'live-file' },
      ]);
      return input;
    },
    toItem: (row) => ({
      _id: row.id,
      srNo: row.srNo,
      concept: row.concept,
      date: row.date,
      time: row.time,
      image: row.image,
      file: row.file,
    }),
    messages: messagesOf(LIVE_MESSAGES),
    order: 'oldest',
    tags,
  });

  serveResource(ctx, gymApi.hub.products, {
    table: gymProducts,
    // The spec's form sends the image and the PDF with the fields (spec 03 section 7).
    fileFields: { image: hubFile('product-image'), description: hubFile('product-description') },
    updateReadsRow: true,
    async toRow(input, { org }, previous) {
      // The PDF description is required when adding; an update without one keeps the stored one.
      const description = input.description || previous?.description || '';
      if (!description) throw badRequest(PRODUCT_MESSAGES.descriptionRequired);
      const image = input.image || previous?.image || '';
      await checkHubFiles(db, org.id, [
        { url: input.image, upload: 'product-image' },
        { url: input.description, upload: 'product-description' },
      ]);
      return { ...input, image, description };
    },
    toItem: (row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      price: row.price,
      manufacturingBy: row.manufacturingBy,
      image: row.image,
      description: row.description,
    }),
    messages: messagesOf(PRODUCT_MESSAGES),
    search: [gymProducts.name, gymProducts.category],
    tags,
  });
}
