import { z } from 'zod';
import { idSchema, stockItemSchema } from '@vedann/contracts';

export const STOCK_TAGS = ['ahar'];
export const itemParams = z.object({ id: idSchema });
export type ItemRoute = { Params: { id: string } };

export const itemAnswer = z.object({ success: z.literal(true), item: stockItemSchema });
export const changedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  item: stockItemSchema,
});
export const itemsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  items: z.array(stockItemSchema),
});
