import { INVENTORY_MESSAGES, gymApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { serveResource } from '../../../http/serve-resource';
import { checkHubFiles, inventoryColumnsOf, saveInventoryColumns } from './records.service';
import { hubFile, messagesOf, tags } from './records.shared';
import { gymInventory } from './records.table';

/** The gym's inventory, its rows and its own columns. */
export function registerHubInventoryRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  serveResource(ctx, gymApi.hub.inventory, {
    table: gymInventory,
    bulk: { message: INVENTORY_MESSAGES.allSaved, max: 50 },
    fileFields: { description: hubFile('inventory-description') },
    async toRow(input, { org }) {
      await checkHubFiles(db, org.id, [
        { url: input.description, upload: 'inventory-description' },
      ]);
      return input;
    },
    toItem: (row) => ({
      _id: row.id,
      itemName: row.itemName,
      quantity: row.quantity,
      condition: row.condition,
      remark: row.remark,
      description: row.description,
      custom: row.custom,
    }),
    messages: messagesOf(INVENTORY_MESSAGES),
    search: [gymInventory.itemName],
    order: 'oldest',
    tags,
  });

  // The inventory's own columns, kept with the gym.
  app.route({
    ...routeOf(gymApi.hub.inventoryColumns, tags),
    handler: async (request) => ({
      success: true as const,
      columns: await inventoryColumnsOf(db, currentOrg(request).id),
    }),
  });
  app.route({
    ...routeOf(gymApi.hub.saveInventoryColumns, tags),
    handler: async (request) => {
      const { columns } = request.body;
      await saveInventoryColumns(db, currentOrg(request).id, columns);
      return { success: true as const, message: INVENTORY_MESSAGES.columnsSaved, columns };
    },
  });
}
