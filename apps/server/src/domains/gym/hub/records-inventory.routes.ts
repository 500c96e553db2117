import { z } from 'zod';
import {
  INVENTORY_MESSAGES,
  inventoryColumnsSchema,
  inventoryInputSchema,
  inventorySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { registerOrgResource } from '../../../http/resource-routes';
import { checkHubFiles, inventoryColumnsOf, saveInventoryColumns } from './records.service';
import { gym, hubFile, messagesOf, tags } from './records.shared';
import { gymInventory } from './records.table';

/** The gym's inventory, its rows and its own columns. */
export function registerHubInventoryRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  registerOrgResource(ctx, {
    table: gymInventory,
    // The spec posts one row per call at either path.
    paths: [
      {
        path: '/api/v1/gym/inventory',
        verbs: ['list', 'get', 'create', 'update', 'delete', 'bulk'],
      },
      '/api/v1/inventory',
    ],
    // The screen saves its new rows together: all saved, or none and the spec's failure words.
    bulk: { key: 'items', message: INVENTORY_MESSAGES.allSaved, max: 50 },
    access: { read: gym('record'), write: gym('record') },
    keys: { list: 'items', item: 'item' },
    input: inventoryInputSchema,
    item: inventorySchema,
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
  const columnsAnswer = z.object({ success: z.literal(true), columns: z.array(z.string()) });
  app.get(
    '/api/v1/gym/inventory/columns',
    { config: { access: gym('record') }, schema: { tags, response: { 200: columnsAnswer } } },
    async (request) => ({
      success: true as const,
      columns: await inventoryColumnsOf(db, currentOrg(request).id),
    }),
  );
  app.put(
    '/api/v1/gym/inventory/columns',
    {
      config: { access: gym('record') },
      schema: {
        tags,
        body: inventoryColumnsSchema,
        response: { 200: columnsAnswer.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const { columns } = request.body;
      await saveInventoryColumns(db, currentOrg(request).id, columns);
      return { success: true as const, message: INVENTORY_MESSAGES.columnsSaved, columns };
    },
  );
}
