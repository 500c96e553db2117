import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';
import { books } from './books.table';

/** A library's shelf grid size; a library without a row has the default 6 by 7. */
export const bookShelves = pgTable('book_shelves', {
  orgId: orgColumn().primaryKey(),
  rows: integer('rows').notNull(),
  columns: integer('columns').notNull(),
  updatedAt: updatedAt(),
});

/** A book assigned to a cell of the grid (rows and columns from 1). */
export const shelfCells = pgTable(
  'shelf_cells',
  {
    id: idColumn(),
    orgId: orgColumn(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
    bookId: idRef('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shelf_cells_org_cell_key').on(t.orgId, t.row, t.column),
    index('shelf_cells_org_id_idx').on(t.orgId, t.id),
    index('shelf_cells_book_idx').on(t.bookId),
  ],
);

export type ShelfCellRow = typeof shelfCells.$inferSelect;
