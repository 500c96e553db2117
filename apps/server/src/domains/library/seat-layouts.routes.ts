import { SEAT_MESSAGES, SHIFTS, libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { SEAT_TAGS as tags } from './seats.tags';
import { layoutsOf, saveLayout, toLayouts, type LayoutRow } from './seats.service';

const api = libraryApi.seats;
const layoutSaved = (row: LayoutRow) => ({
  success: true as const,
  message: SEAT_MESSAGES.layoutSaved,
  layouts: toLayouts(row),
});

/** Each shift's seat layouts: read, and the grid or the tables changed. */
export function registerSeatLayoutRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(api.layouts, tags),
    handler: async (request) => {
      const layouts = await layoutsOf(db, currentOrg(request).id);
      return {
        success: true as const,
        layouts: SHIFTS.flatMap((shift) => {
          const row = layouts.get(shift);
          return row ? [toLayouts(row)] : [];
        }),
      };
    },
  });

  app.route({
    ...routeOf(api.saveGrid, tags),
    handler: async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      const row = await saveLayout(db, currentOrg(request).id, request.params.shift, 'grid', {
        gridRows: request.body.rows,
        gridCols: request.body.cols,
        tables: current?.tables ?? [],
      });
      return layoutSaved(row);
    },
  });

  app.route({
    ...routeOf(api.saveTables, tags),
    handler: async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      const row = await saveLayout(db, currentOrg(request).id, request.params.shift, 'tables', {
        gridRows: current?.gridRows ?? 1,
        gridCols: current?.gridCols ?? 1,
        tables: request.body.tables,
      });
      return layoutSaved(row);
    },
  });
}
