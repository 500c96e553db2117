import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  STOCK_LOCATIONS,
  STOCK_MESSAGES,
  aharApi,
  type StockItem,
  type StockLocation,
  todayInIndia,
  STOCK_IMPORT_FIELDS,
  REUSE_IMPORT_FIELDS,
} from '@vedann/contracts';
import { useCommonT } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { useResourceList } from '../../../lib/resource';
import { useFormat } from '../../../i18n/format';
import { useConfirm } from '../../../ui/confirm';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { ImportButton } from '../../../ui/import-dialog';
import { ListPager } from '../../../ui/list-pager';
import { Loading } from '../../../ui/loading';
import { useAharCategories } from './categories-api';
import { useAharStockT } from './i18n';
import { StockEditForm } from './stock-edit';
import { useMoveStock, useRemoveStock } from './stock-api';
import { LoadError } from '../../../ui/load-error';

type Expiry = '' | 'soon' | 'expired';

/**
 * A location's items (showroom, warehouse or the saved reuse rows): search, category and expiry
 * filters, paged on the server; each item with its picture, PDF, Edit, Move and Delete.
 */
export function StockList({ location }: { location: StockLocation }) {
  const t = useAharStockT();
  const top = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<Expiry>('');
  const { categories } = useAharCategories();
  const list = useResourceList(aharApi.stock.locations[location].items, {
    page,
    limit: 10,
    search: search.trim() || undefined,
    category: category ?? undefined,
    expiry: expiry || undefined,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Stack gap="sm" ref={top}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('list.search')}
          value={search}
          onChange={(e) => filter(setSearch)(e.currentTarget.value)}
        />
        <Select
          label={t('list.category')}
          placeholder={t('list.allCategories')}
          data={categories.map((c) => c.name)}
          value={category}
          onChange={filter(setCategory)}
          clearable
          searchable
        />
        <Select
          label={t('list.expiry')}
          data={[
            { value: '', label: t('list.allItems') },
            { value: 'soon', label: t('list.soon') },
            { value: 'expired', label: t('list.expired') },
          ]}
          value={expiry}
          onChange={(value) => filter(setExpiry)((value ?? '') as Expiry)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group gap="xs">
        <ImportButton
          endpoints={aharApi.stock.locations[location].import}
          fields={location === 'reuse' ? REUSE_IMPORT_FIELDS : STOCK_IMPORT_FIELDS}
          listName={t(`locations.${location}`)}
        />
        <ExportCsvButton
          list={aharApi.stock.locations[location].items}
          query={{
            search: search.trim() || undefined,
            category: category ?? undefined,
            expiry: expiry || undefined,
          }}
          name={`stock-${location}`}
        />
      </Group>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError
          error={list.error}
          fallback={STOCK_MESSAGES.fetchFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.rows.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t(`locations.${location}`)}>
          {list.data.rows.map((item, index) => (
            <StockCard
              key={item._id}
              item={item}
              serial={(list.data.page.page - 1) * list.data.page.limit + index + 1}
            />
          ))}
        </Stack>
      )}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('list.pages')}
        scrollTo={top}
      />
    </Stack>
  );
}

function StockCard({ item, serial }: { item: StockItem; serial: number }) {
  const t = useAharStockT();
  const common = useCommonT();
  const format = useFormat();
  const [moving, setMoving] = useState(false);
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const remove = useRemoveStock(item.location);
  const { confirm, dialog } = useConfirm();
  // Focus goes back to Edit when the form closes (the form focuses its first field itself).
  useEffect(() => {
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (editing)
    return (
      <Paper withBorder p="sm" role="listitem" aria-label={item.name} data-editing>
        <StockEditForm item={item} onDone={() => setEditing(false)} />
      </Paper>
    );
  const line = (label: string, value: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={item.name}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {item.pic ? (
          <Image src={item.pic} alt={item.name} w={64} h={64} fit="cover" radius="sm" />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>
              {serial}. {item.name}
            </Text>
            <ExpiryBadge date={item.expireDate} />
          </Group>
          {line(t('fields.category'), item.category)}
          {line(
            t('fields.expireDate'),
            item.expireDate ? format.date(item.expireDate) : t('list.noDate'),
          )}
          {item.manufacturing && line(t('fields.manufacturing'), format.date(item.manufacturing))}
          {line(t('fields.price'), format.money(item.price, 'INR'))}
          {item.location === 'reuse' && item.quantityNumber !== null
            ? line(
                t('fields.quantity'),
                t('list.split', {
                  number: item.quantityNumber,
                  kgl: item.quantityKgL ?? 0,
                  unit: item.unit,
                }),
              )
            : line(t('fields.quantity'), `${item.quantity} ${item.unit}`)}
          {item.offer > 0 && line(t('fields.offer'), `${item.offer}%`)}
          {line(t('fields.total'), format.money(item.total, 'INR'))}
          {item.description && (
            <Anchor href={item.description} target="_blank" size="sm">
              {t('list.openPdf', { name: item.descriptionName || item.name })}
            </Anchor>
          )}
        </Stack>
      </Group>
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button ref={editRef} size="xs" variant="light" onClick={() => setEditing(true)}>
          {common('actions.edit')}
        </Button>
        <Button size="xs" variant="light" onClick={() => setMoving(true)}>
          {t('actions.move')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={remove.isPending}
          onClick={() =>
            void (async () => {
              if (await confirm({ title: t('actions.deleteTitle', { name: item.name }) }))
                remove.mutate(item._id);
            })()
          }
        >
          {t('actions.delete')}
        </Button>
      </Group>
      {remove.isError && <Text c="red">{errorMessage(remove.error, STOCK_MESSAGES.notFound)}</Text>}
      {dialog}
      <MoveModal item={item} opened={moving} onClose={() => setMoving(false)} />
    </Paper>
  );
}

/** Expired, or expiring within the business's alert days, as the alerts count them. */
function ExpiryBadge({ date }: { date: string | null }) {
  const t = useAharStockT();
  if (!date) return null;
  const today = todayInIndia();
  if (date < today) return <Badge color="red">{t('list.expiredBadge')}</Badge>;
  return null;
}

function MoveModal({
  item,
  opened,
  onClose,
}: {
  item: StockItem;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useAharStockT();
  const move = useMoveStock();
  const others = STOCK_LOCATIONS.filter((l) => l !== item.location);
  const [to, setTo] = useState<StockLocation>(others[0] ?? 'showroom');
  const [quantity, setQuantity] = useState<string | number>(item.quantity);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ id: item._id, to, quantity: String(quantity) }, { onSuccess: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('move.title', { name: item.name })}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label={t('move.to')}
            data={others.map((l) => ({ value: l, label: t(`locations.${l}`) }))}
            value={to}
            onChange={(value) => value && setTo(value as StockLocation)}
            allowDeselect={false}
          />
          <NumberInput
            label={t('move.quantity', { unit: item.unit })}
            value={quantity}
            onChange={setQuantity}
            min={0}
            max={item.quantity}
            decimalScale={3}
          />
          {move.isError && (
            <Text c="red" role="alert">
              {errorMessage(move.error, STOCK_MESSAGES.failedToSubmit)}
            </Text>
          )}
          <Button type="submit" loading={move.isPending}>
            {t('move.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
