import { and, asc, eq, gt, or } from 'drizzle-orm';
import {
  BOOK_MESSAGES,
  SHELF_DEFAULTS,
  SHELF_LIST_FILE,
  SHELF_MESSAGES,
  libraryApi,
  type ShelfCell,
  type ShelfSize,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { attachmentHeader } from '../../pdf';
import { organizations } from '../orgs/orgs.table';
import { books } from './books.table';
import { displayIdOf } from './books.service';
import { bookShelves, shelfCells } from './shelves.table';

const tags = ['library'];
const api = libraryApi.shelf;

const cellColumns = {
  id: shelfCells.id,
  row: shelfCells.row,
  column: shelfCells.column,
  bookId: books.id,
  number: books.number,
  createdAt: books.createdAt,
  title: books.title,
  author: books.author,
  quantity: books.quantity,
  onLoan: books.onLoan,
};

type CellRow = { [K in keyof typeof cellColumns]: (typeof cellColumns)[K]['_']['data'] };

const toCell = (row: CellRow): ShelfCell => ({
  _id: row.id,
  row: row.row,
  column: row.column,
  bookId: row.bookId,
  displayId: displayIdOf(row),
  title: row.title,
  author: row.author,
  isAvailable: row.onLoan < row.quantity,
});

/** The library's grid size: 6 by 7 until it is changed (spec 02 section 9). */
async function shelfSize(db: Db, orgId: string): Promise<ShelfSize> {
  const [row] = await db
    .select({ rows: bookShelves.rows, columns: bookShelves.columns })
    .from(bookShelves)
    .where(eq(bookShelves.orgId, orgId));
  return row ?? { ...SHELF_DEFAULTS };
}

/** Every assigned cell, row by row; a grid holds at most 50 x 50, so this is never long. */
async function shelfCellsOf(db: Db, orgId: string, id?: string): Promise<ShelfCell[]> {
  const rows = await db
    .select(cellColumns)
    .from(shelfCells)
    .innerJoin(books, eq(books.id, shelfCells.bookId))
    .where(and(eq(shelfCells.orgId, orgId), id ? eq(shelfCells.id, id) : undefined))
    .orderBy(asc(shelfCells.row), asc(shelfCells.column));
  return rows.map(toCell);
}

/** The shelf list as the downloaded text file: one line per assigned cell. */
function shelfListText(library: string, size: ShelfSize, cells: ShelfCell[]): string {
  const lines = [
    `Assigned books: ${library}`,
    `Shelf of ${size.rows} rows and ${size.columns} columns; ${cells.length} ${cells.length === 1 ? 'book' : 'books'} assigned.`,
    '',
    ...cells.map(
      (c) => `Row ${c.row}, Column ${c.column}: ${c.displayId}  ${c.title}, by ${c.author}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

export function registerShelfRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const [size, cells] = await Promise.all([shelfSize(db, orgId), shelfCellsOf(db, orgId)]);
      return { success: true as const, shelf: { ...size, cells } };
    },
  });

  // Adding or removing a row or column: never below 1, and never off a cell that holds a book.
  app.route({
    ...routeOf(api.resize, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const size = request.body;
      await db.transaction(async (tx) => {
        const [outside] = await tx
          .select({ id: shelfCells.id })
          .from(shelfCells)
          .where(
            and(
              eq(shelfCells.orgId, orgId),
              or(gt(shelfCells.row, size.rows), gt(shelfCells.column, size.columns)),
            ),
          )
          .limit(1);
        if (outside) throw conflict(SHELF_MESSAGES.cellsInTheWay);
        await tx
          .insert(bookShelves)
          .values({ orgId, ...size })
          .onConflictDoUpdate({ target: bookShelves.orgId, set: size });
      });
      return {
        success: true as const,
        message: SHELF_MESSAGES.resized,
        shelf: { ...size, cells: await shelfCellsOf(db, orgId) },
      };
    },
  });

  app.route({
    ...routeOf(api.cells, tags),
    handler: async (request) => ({
      success: true as const,
      cells: await shelfCellsOf(db, currentOrg(request).id),
    }),
  });

  app.route({
    ...routeOf(api.cell, tags),
    handler: async (request) => {
      const [cell] = await shelfCellsOf(db, currentOrg(request).id, request.params.id);
      if (!cell) throw notFound(SHELF_MESSAGES.notFound);
      return { success: true as const, cell };
    },
  });

  // Puts a book in a cell (replacing what was there).
  app.route({
    ...routeOf(api.assign, tags),
    handler: async (request, reply) => {
      const orgId = currentOrg(request).id;
      const { row, column, bookId } = request.body;
      const size = await shelfSize(db, orgId);
      if (row > size.rows || column > size.columns) throw badRequest(SHELF_MESSAGES.cell);
      const [book] = await db
        .select({ id: books.id })
        .from(books)
        .where(and(eq(books.orgId, orgId), eq(books.id, bookId)));
      if (!book) throw notFound(BOOK_MESSAGES.notFound);
      const [saved] = await db
        .insert(shelfCells)
        .values({ orgId, row, column, bookId })
        .onConflictDoUpdate({
          target: [shelfCells.orgId, shelfCells.row, shelfCells.column],
          set: { bookId },
        })
        .returning({ id: shelfCells.id });
      const [cell] = saved ? await shelfCellsOf(db, orgId, saved.id) : [];
      if (!cell) throw new Error('the assigned cell was not found');
      return reply
        .status(201)
        .send({ success: true as const, message: SHELF_MESSAGES.assigned, cell });
    },
  });

  app.route({
    ...routeOf(api.removeCell, tags),
    handler: async (request) => {
      const [row] = await db
        .delete(shelfCells)
        .where(
          and(eq(shelfCells.orgId, currentOrg(request).id), eq(shelfCells.id, request.params.id)),
        )
        .returning({ id: shelfCells.id });
      if (!row) throw notFound(SHELF_MESSAGES.notFound);
      return { success: true as const, message: SHELF_MESSAGES.removed };
    },
  });

  // Download List (spec 02 section 9): the assigned books as assigned_books_list.txt.
  app.get(
    `/api/v1/bookshelf/${SHELF_LIST_FILE}`,
    { config: { access: api.get.access }, schema: { tags } },
    async (request, reply) => {
      const org = currentOrg(request);
      const [size, cells, [library]] = await Promise.all([
        shelfSize(db, org.id),
        shelfCellsOf(db, org.id),
        db
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, org.id)),
      ]);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', attachmentHeader(SHELF_LIST_FILE, 'assigned_books_list'))
        .header('cache-control', 'private, no-store')
        .send(shelfListText(library?.name ?? org.name, size, cells));
    },
  );
}
