import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BOOKS_PAGE_PATH,
  BOOK_DEFAULTS,
  BOOK_FORMATS,
  BOOK_GENRES,
  BOOK_LANGUAGES,
  BOOK_MESSAGES,
  bookInputSchema,
  libraryApi,
  type Book,
  BOOK_IMPORT_FIELDS,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { useConfirm } from '../../ui/confirm';
import { ExportCsvButton } from '../../ui/export-csv-button';
import { ImportButton } from '../../ui/import-dialog';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { DateField } from '../../ui/date-field';
import { useLibraryT } from './i18n';
import './library-pages.css';

const PAGE_SIZE = 20;

interface BookValues {
  title: string;
  author: string;
  series: string;
  publisher: string;
  publisherDate: string;
  isbn: string;
  format: string;
  language: string;
  price: number | string;
  quantity: number | string;
  pages: number | string;
  description: string;
}

/** The Add a New Book form (spec 02 sections 2, 5 and 8). */
function AddBookForm({ onCancel }: { onCancel: () => void }) {
  const t = useLibraryT();
  const navigate = useNavigate();
  const form = useForm<BookValues>({
    initialValues: {
      title: '',
      author: '',
      series: '',
      publisher: '',
      publisherDate: '',
      isbn: '',
      format: BOOK_DEFAULTS.format,
      language: BOOK_DEFAULTS.language,
      price: '',
      quantity: 1,
      pages: '',
      description: '',
    },
    validate: zodFormResolver(bookInputSchema),
  });
  const add = useEndpointMutation(libraryApi.books.create, {
    toCall: (body: BookValues) => ({ body }),
    stale: [libraryApi.books.list],
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: t('books.added') });
      // Spec 02 section 2: after adding a book, go to the catalogue's own address.
      await navigate(`${BOOKS_PAGE_PATH}?book=${answer.book._id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate().hasErrors) add.mutate(form.getValues());
  };
  const options = (values: readonly string[], group: 'formats' | 'languages' | 'genres') =>
    values.map((value) => ({ value, label: t(`books.${group}.${value}` as 'books.formats.CD') }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-book-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-book-title">
          {t('books.addTitle')}
        </Title>
        <TextInput label={t('books.title')} required {...form.getInputProps('title')} />
        <TextInput label={t('books.author')} required {...form.getInputProps('author')} />
        <Select
          label={t('books.genre')}
          clearable
          data={options(BOOK_GENRES, 'genres')}
          {...form.getInputProps('series')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('books.publisher')} required {...form.getInputProps('publisher')} />
          <DateField
            label={t('books.publisherDate')}
            required
            {...form.getInputProps('publisherDate')}
          />
        </SimpleGrid>
        <TextInput label={t('books.isbn')} required {...form.getInputProps('isbn')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('books.format')}
            allowDeselect={false}
            data={options(BOOK_FORMATS, 'formats')}
            {...form.getInputProps('format')}
          />
          <Select
            label={t('books.language')}
            allowDeselect={false}
            data={options(BOOK_LANGUAGES, 'languages')}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={t('books.price')}
            required
            min={0}
            decimalScale={2}
            prefix="₹"
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('books.quantity')}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label={t('books.pages')}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps('pages')}
          />
        </SimpleGrid>
        <Textarea
          label={t('books.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        {add.isError && (
          <Alert color="red" role="alert">
            {errorMessage(add.error, BOOK_MESSAGES.addFailed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('books.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('books.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One book's details: every field of the spec's Book. */
function BookDetails({ book, onRemoved }: { book: Book; onRemoved: () => void }) {
  const t = useLibraryT();
  const tm = useMessageT();
  const format = useFormat();
  const { confirm, dialog } = useConfirm();
  const remove = useEndpointMutation(libraryApi.books.remove, {
    toCall: () => ({ params: { id: book._id } }),
    stale: [libraryApi.books.list, libraryApi.books.get],
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      onRemoved();
    },
  });
  const rows: [string, string][] = [
    [t('books.bookId'), book.displayId],
    [t('books.author'), book.author],
    [t('books.genre'), book.genre ? t(`books.genres.${book.genre}` as 'books.genres.Art') : '—'],
    [t('books.publisher'), book.publisher],
    [t('books.publisherDate'), format.date(book.publisherDate)],
    [t('books.isbn'), book.isbn],
    [t('books.format'), t(`books.formats.${book.format}`)],
    [t('books.language'), t(`books.languages.${book.language}`)],
    [t('books.price'), format.money(book.price)],
    [t('books.quantity'), String(book.quantity)],
    [t('books.onLoan'), String(book.onLoan)],
    [t('books.available'), String(book.available)],
    [t('books.pages'), String(book.pages)],
  ];
  return (
    <Stack gap="sm" aria-labelledby="book-details-title" component="section">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id="book-details-title">
          {book.title}
        </Title>
        <Badge color={book.isAvailable ? 'green' : 'gray'} variant="light">
          {book.isAvailable ? t('books.in') : t('books.allOut')}
        </Badge>
      </Group>
      <dl className="library-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {book.description && <Text size="sm">{book.description}</Text>}
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorMessage(remove.error, BOOK_MESSAGES.notFound)}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          color="red"
          loading={remove.isPending}
          onClick={() =>
            void confirm({ title: t('books.removeTitle', { title: book.title }) }).then(
              (yes) => yes && remove.mutate(),
            )
          }
        >
          {t('books.remove')}
        </Button>
      </Group>
      {dialog}
    </Stack>
  );
}

/**
 * The book catalogue (`/mgtservice/mgtlibrary/books` and `/bookshell/books`): the list on the
 * left, paged and searched by the server; the chosen book's details or the Add a New Book form on
 * the right.
 */
export function BooksPage() {
  const t = useLibraryT();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const selectedId = params.get('book');
  const list = useEndpoint(
    libraryApi.books.list,
    { query: { page, limit: PAGE_SIZE, ...(search ? { search } : {}) } },
    { keepPrevious: true },
  );
  const selected = useEndpoint(
    libraryApi.books.get,
    { params: { id: selectedId ?? '' } },
    { enabled: Boolean(selectedId) },
  );
  const choose = (id: string | null) => {
    setAdding(false);
    setParams(id ? { book: id } : {}, { replace: true });
  };

  let body;
  // Spec 02 section 4: loading shows 'Loading books'; failed, 'Error loading books...'.
  if (list.isPending) body = <Loading label={t('books.loading')} />;
  else if (list.isError)
    body = (
      <LoadError
        error={undefined}
        fallback={BOOK_MESSAGES.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.books.length === 0) body = <Text c="dimmed">{t('books.empty')}</Text>;
  else
    body = (
      <ul className="library-pick-list" aria-label={t('books.list')}>
        {list.data.books.map((book) => (
          <li key={book._id}>
            <UnstyledButton
              className="library-pick"
              aria-current={book._id === selectedId ? 'true' : undefined}
              onClick={() => choose(book._id)}
            >
              {/* Lines of a button are spans (a button holds phrasing content, not paragraphs). */}
              <Text span display="block" size="xs" c="dimmed">
                {book.displayId}
              </Text>
              <Text span display="block" fw={600} size="sm">
                {book.title}
              </Text>
              <Text span display="block" size="xs">
                {t('books.byLine', { author: book.author, available: book.available })}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    );

  let panel;
  if (adding) panel = <AddBookForm onCancel={() => setAdding(false)} />;
  else if (selectedId && selected.isPending) panel = <Loading />;
  else if (selectedId && selected.isError)
    panel = <LoadError error={selected.error} onRetry={() => void selected.refetch()} />;
  else if (selectedId && selected.data)
    panel = <BookDetails book={selected.data.book} onRemoved={() => choose(null)} />;
  else panel = <Text c="dimmed">{t('books.choose')}</Text>;

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" ref={top}>
          <Button onClick={() => setAdding(true)}>{t('books.addTitle')}</Button>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setPage(1);
              setSearch(typed.trim());
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('books.search')}
                description={t('books.searchHint')}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
              />
              <Button type="submit" variant="light">
                {t('books.searchButton')}
              </Button>
            </Group>
          </form>
          <Group gap="xs">
            <ImportButton
              endpoints={libraryApi.books.import}
              fields={BOOK_IMPORT_FIELDS}
              listName={t('books.list')}
            />
            <ExportCsvButton list={libraryApi.books.list} query={{ search }} name="books" />
          </Group>
          {list.data && <Text size="sm">{t('books.count', { count: list.data.total })}</Text>}
          {body}
          <ListPager
            totalPages={list.data?.totalPages}
            page={page}
            onChange={setPage}
            label={t('books.pagesLabel')}
            scrollTo={top}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          {panel}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
