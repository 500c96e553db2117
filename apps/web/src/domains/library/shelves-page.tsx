import { useState } from 'react';
import { Alert, Button, Collapse, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { SHELF_LIST_FILE, SHELF_MESSAGES, libraryApi, type ShelfCell } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { apiDownload, errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useLibraryT } from './i18n';
import './library-pages.css';

interface Spot {
  row: number;
  column: number;
  cell?: ShelfCell;
}

/** Puts a book in a cell (or another in its place), or takes the cell's book off the shelf. */
function CellModal({ spot, onClose }: { spot: Spot; onClose: () => void }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const [bookId, setBookId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const books = useEndpoint(libraryApi.books.list, {
    query: { limit: 20, search: search.trim() },
  });
  const done = (answer: { message: string }) => {
    notifications.show({ color: 'green', message: tm(answer.message) });
    onClose();
  };
  const assign = useEndpointMutation(libraryApi.shelf.assign, {
    toCall: (bookId: string) => ({ body: { row: spot.row, column: spot.column, bookId } }),
    stale: [libraryApi.shelf.get],
    onSuccess: done,
  });
  const takeOff = useEndpointMutation(libraryApi.shelf.removeCell, {
    toCall: (cell: ShelfCell) => ({ params: { id: cell._id } }),
    stale: [libraryApi.shelf.get],
    onSuccess: done,
  });
  const failed = assign.error ?? takeOff.error;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('shelf.cellTitle', { row: spot.row, column: spot.column })}
    >
      <Stack gap="sm">
        {spot.cell && (
          <Text size="sm">
            {t('shelf.holds', {
              id: spot.cell.displayId,
              title: spot.cell.title,
              author: spot.cell.author,
            })}
          </Text>
        )}
        <Select
          label={spot.cell ? t('shelf.otherBook') : t('shelf.book')}
          placeholder={t('shelf.bookHint')}
          searchable
          clearable
          data={(books.data?.books ?? []).map((book) => ({
            value: book._id,
            label: `${book.displayId} ${book.title}`,
          }))}
          searchValue={typed}
          onSearchChange={setTyped}
          value={bookId}
          onChange={(value) => {
            setMissing(false);
            setBookId(value);
          }}
          nothingFoundMessage={books.isPending ? t('books.loading') : t('books.empty')}
          error={missing ? tm(SHELF_MESSAGES.bookRequired) : undefined}
        />
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(failed, SHELF_MESSAGES.notFound)}
          </Alert>
        )}
        <Group justify="flex-end">
          {spot.cell && (
            <Button
              variant="light"
              color="red"
              loading={takeOff.isPending}
              onClick={() => spot.cell && takeOff.mutate(spot.cell)}
            >
              {t('shelf.takeOff')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('shelf.cancel')}
          </Button>
          <Button
            loading={assign.isPending}
            onClick={() => (bookId ? assign.mutate(bookId) : setMissing(true))}
          >
            {t('shelf.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The book shelf (`/mgtservice/mgtlibrary/bookshells`): a grid that starts 6 by 7, rows and
 * columns added and removed (never below 1, never off a shelved book); a cell holds one book;
 * Books Available lists the shelved books with a copy in; Download List gives
 * `assigned_books_list.txt` (spec 02 sections 2 and 9).
 */
export function ShelvesPage() {
  const t = useLibraryT();
  const [spot, setSpot] = useState<Spot | null>(null);
  const [availableOpen, setAvailableOpen] = useState(false);
  const shelf = useEndpoint(libraryApi.shelf.get, {});
  const resize = useEndpointMutation(libraryApi.shelf.resize, {
    toCall: (body: { rows: number; columns: number }) => ({ body }),
    stale: [libraryApi.shelf.get],
  });
  const download = useMutation({
    mutationFn: () => apiDownload(`/bookshelf/${SHELF_LIST_FILE}`, SHELF_LIST_FILE),
  });

  if (shelf.isPending) return <Loading />;
  if (shelf.isError) return <LoadError error={shelf.error} onRetry={() => void shelf.refetch()} />;
  const { rows, columns, cells } = shelf.data.shelf;
  const at = new Map(cells.map((cell) => [`${cell.row}:${cell.column}`, cell]));
  const available = cells.filter((cell) => cell.isAvailable);

  return (
    <Stack gap="md">
      <Text size="sm">{t('shelf.intro', { rows, columns, count: cells.length })}</Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => resize.mutate({ rows: rows + 1, columns })}
        >
          {t('shelf.addRow')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={rows <= 1}
          onClick={() => resize.mutate({ rows: rows - 1, columns })}
        >
          {t('shelf.removeRow')}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => resize.mutate({ rows, columns: columns + 1 })}
        >
          {t('shelf.addColumn')}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={columns <= 1}
          onClick={() => resize.mutate({ rows, columns: columns - 1 })}
        >
          {t('shelf.removeColumn')}
        </Button>
      </Group>
      {resize.isError && (
        <Alert color="red" role="alert">
          {errorMessage(resize.error, SHELF_MESSAGES.size)}
        </Alert>
      )}
      <div
        className="library-shelf"
        role="group"
        aria-label={t('shelf.gridName', { rows, columns })}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: rows * columns }, (_, index) => {
          const row = Math.floor(index / columns) + 1;
          const column = (index % columns) + 1;
          const cell = at.get(`${row}:${column}`);
          return (
            <button
              type="button"
              key={`${row}:${column}`}
              className="library-shelf-cell"
              data-filled={cell ? 'true' : undefined}
              aria-label={
                cell
                  ? t('shelf.cellFilled', { row, column, id: cell.displayId, title: cell.title })
                  : t('shelf.cellEmpty', { row, column })
              }
              title={cell?.title}
              onClick={() => setSpot({ row, column, cell })}
            >
              {cell ? cell.displayId : ''}
            </button>
          );
        })}
      </div>
      <Group gap="xs">
        <Button
          variant="default"
          onClick={() => setAvailableOpen((open) => !open)}
          aria-expanded={availableOpen}
          aria-controls="shelf-books-available"
        >
          {t('shelf.booksAvailable')}
        </Button>
        <Button variant="light" loading={download.isPending} onClick={() => download.mutate()}>
          {t('shelf.download')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert">
          {errorMessage(download.error, t('shelf.downloadFailed'))}
        </Alert>
      )}
      <Collapse in={availableOpen} id="shelf-books-available">
        {available.length === 0 ? (
          <Text c="dimmed">{t('books.empty')}</Text>
        ) : (
          <ul>
            {available.map((cell) => (
              <li key={cell._id}>
                {t('shelf.availableRow', {
                  row: cell.row,
                  column: cell.column,
                  id: cell.displayId,
                  title: cell.title,
                  author: cell.author,
                })}
              </li>
            ))}
          </ul>
        )}
      </Collapse>
      {spot && <CellModal spot={spot} onClose={() => setSpot(null)} />}
    </Stack>
  );
}
