import { z } from 'zod';
import {
  SEAT_MESSAGES,
  SHIFTS,
  gridLayoutSchema,
  seatLayoutsSchema,
  shiftSchema,
  tablesLayoutSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { SEATS as seats, SEAT_TAGS as tags } from './seats.access';
import { layoutsOf, saveLayout, toLayouts, type LayoutRow } from './seats.service';

const layoutAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  layouts: seatLayoutsSchema,
});
const layoutSaved = (row: LayoutRow) => ({
  success: true as const,
  message: SEAT_MESSAGES.layoutSaved,
  layouts: toLayouts(row),
});

/** Each shift's seat layouts: read, and the grid or the tables changed. */
export function registerSeatLayoutRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/seat-layouts',
    {
      config: { access: seats },
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), layouts: z.array(seatLayoutsSchema) }),
        },
      },
    },
    async (request) => {
      const layouts = await layoutsOf(db, currentOrg(request).id);
      return {
        success: true as const,
        layouts: SHIFTS.flatMap((shift) => {
          const row = layouts.get(shift);
          return row ? [toLayouts(row)] : [];
        }),
      };
    },
  );

  const shiftParams = z.object({ shift: shiftSchema });

  app.put(
    '/api/v1/seat-layouts/:shift/grid',
    {
      config: { access: seats },
      schema: {
        tags,
        params: shiftParams,
        body: gridLayoutSchema,
        response: { 200: layoutAnswer },
      },
    },
    async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      const row = await saveLayout(db, currentOrg(request).id, request.params.shift, 'grid', {
        gridRows: request.body.rows,
        gridCols: request.body.cols,
        tables: current?.tables ?? [],
      });
      return layoutSaved(row);
    },
  );

  app.put(
    '/api/v1/seat-layouts/:shift/tables',
    {
      config: { access: seats },
      schema: {
        tags,
        params: shiftParams,
        body: tablesLayoutSchema,
        response: { 200: layoutAnswer },
      },
    },
    async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      const row = await saveLayout(db, currentOrg(request).id, request.params.shift, 'tables', {
        gridRows: current?.gridRows ?? 1,
        gridCols: current?.gridCols ?? 1,
        tables: request.body.tables,
      });
      return layoutSaved(row);
    },
  );
}
