import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  GYM_EVENT_MESSAGES,
  GYM_ORGANIZATION_MESSAGES,
  GYM_ORG_RELATIONS,
  INVENTORY_MESSAGES,
  LIVE_DEFAULTS,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_CATEGORIES,
  WORKOUT_MESSAGES,
  gymEventInputSchema,
  gymOrganizationInputSchema,
  gymProductInputSchema,
  inventoryInputSchema,
  liveInputSchema,
  todayInIndia,
  workoutInputSchema,
  type GymEvent,
  type GymOrganization,
  type GymProduct,
  type InventoryItem,
  type LiveSession,
  type Workout,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { apiGet, apiSend, errorMessage } from '../../../lib/api';
import { useStoredOrgId } from '../../../lib/org-store';
import { useResourceList, useResourceMutations, type ResourceApi } from '../../../lib/resource';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { hubFileColumn } from './files';
import { useGymHubT } from './i18n';
import './hub.css';

/** A stored file of a row: a link that opens it, or nothing. */
function FileLink({ url, label }: { url: string; label: string }) {
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener">
      {label}
    </Anchor>
  );
}

// Workouts (spec 03 sections 2 and 5).
const WORKOUTS: ResourceApi = { path: '/workouts', listKey: 'workouts' };

/** Choose workout categories; Submit only once at least one is chosen. */
export function WorkoutsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const [chosen, setChosen] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const list = useResourceList<Workout>(WORKOUTS, { page, limit: 10 });
  const { create, remove } = useResourceMutations<unknown>(WORKOUTS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!workoutInputSchema.safeParse({ workouts: chosen }).success) return;
    create.mutate({ workouts: chosen }, { onSuccess: () => setChosen([]) });
  };
  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit} aria-label={t('workouts.title')}>
        <Stack gap="sm">
          <Checkbox.Group label={t('workouts.choose')} value={chosen} onChange={setChosen}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} mt="xs">
              {WORKOUT_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={category} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {chosen.length === 0 && <Text size="sm">{tm(WORKOUT_MESSAGES.none)}</Text>}
          {create.isError && <Alert color="red">{errorMessage(create.error, GENERIC_ERROR)}</Alert>}
          <Group>
            <Button type="submit" disabled={chosen.length === 0} loading={create.isPending}>
              {t('common.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Title order={2} size="h4">
        {t('workouts.plans')}
      </Title>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <Text>{tm(WORKOUT_MESSAGES.empty)}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
          {list.data.rows.map((plan, index) => (
            <Card key={plan._id} withBorder padding="xs" component="li">
              <Group justify="space-between" wrap="wrap">
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {t('workouts.plan', { n: (page - 1) * 10 + index + 1 })}{' '}
                  {plan.workouts.join(', ')}
                </Text>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => remove.mutate(plan._id)}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ListPager
        totalPages={list.data?.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('workouts.plans')}
      />
    </Stack>
  );
}

// Live sessions.
type LiveDraft = {
  srNo: string;
  concept: string;
  date: string;
  time: string;
  image: string;
  file: string;
};
const liveDraft = (row: LiveSession): LiveDraft => ({
  srNo: String(row.srNo),
  concept: row.concept,
  date: row.date,
  time: row.time,
  image: row.image,
  file: row.file,
});

/** Rows of srNo, concept, date, time, image and file; a new row: New Concept, today, 12. */
export function LivePanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const list = useResourceList<LiveSession>({ path: '/live', listKey: 'sessions' }, { limit: 1 });
  const next = (list.data?.page.total ?? 0) + 1;
  const columns: EditableColumn<LiveSession, LiveDraft>[] = [
    { field: 'srNo', label: t('live.srNo'), kind: 'number' },
    { field: 'concept', label: t('live.concept') },
    { field: 'date', label: t('live.date'), kind: 'date', render: (row) => format.date(row.date) },
    { field: 'time', label: t('live.time'), kind: 'time' },
    {
      field: 'image',
      label: t('live.image'),
      ...hubFileColumn('live-image'),
      render: (row) =>
        row.image ? (
          <Image src={row.image} alt={t('live.imageOf', { name: row.concept })} w={48} h={48} />
        ) : null,
    },
    {
      field: 'file',
      label: t('live.file'),
      ...hubFileColumn('live-file'),
      // The spec's own upload call of the live screen.
      upload: async (file: File) => {
        const body = new FormData();
        body.set('file', file);
        return (await apiSend<{ fileUrl: string }>('POST', '/live/upload', body)).fileUrl;
      },
      render: (row) => <FileLink url={row.file} label={t('common.open')} />,
    },
  ];
  return (
    <EditableTable
      title={t('live.title')}
      resource={{ path: '/live', listKey: 'sessions' }}
      columns={columns}
      emptyDraft={{
        srNo: String(next),
        concept: LIVE_DEFAULTS.concept,
        date: todayInIndia(),
        time: LIVE_DEFAULTS.time,
        image: '',
        file: '',
      }}
      toDraft={liveDraft}
      toInput={(draft) => draft}
      schema={liveInputSchema}
      emptyText={tm(LIVE_MESSAGES.empty)}
      loadErrorText={t('common.loadFailed')}
    />
  );
}

// Products.
type ProductDraft = {
  name: string;
  category: string;
  price: string;
  manufacturingBy: string;
  image: string;
  description: string;
};

/** Name, category, price, manufacturer, an image and a PDF description (required to add). */
export function ProductsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const columns: EditableColumn<GymProduct, ProductDraft>[] = [
    { field: 'name', label: t('products.name') },
    { field: 'category', label: t('products.category') },
    {
      field: 'price',
      label: t('products.price'),
      kind: 'number',
      render: (row) => format.money(row.price),
    },
    { field: 'manufacturingBy', label: t('products.manufacturingBy') },
    {
      field: 'image',
      label: t('products.image'),
      ...hubFileColumn('product-image'),
      render: (row) =>
        row.image ? (
          <Image src={row.image} alt={t('products.imageOf', { name: row.name })} w={48} h={48} />
        ) : null,
    },
    {
      field: 'description',
      label: t('products.description'),
      ...hubFileColumn('product-description'),
      render: (row) => <FileLink url={row.description} label={t('common.open')} />,
    },
  ];
  return (
    <EditableTable
      title={t('products.title')}
      resource={{ path: '/gym/products', listKey: 'products' }}
      columns={columns}
      emptyDraft={{
        name: '',
        category: '',
        price: '0',
        manufacturingBy: '',
        image: '',
        description: '',
      }}
      toDraft={(row) => ({ ...row, price: String(row.price) })}
      toInput={(draft) => draft}
      schema={{
        // Adding needs the PDF; the server says so too.
        safeParse: (values: unknown) => {
          const result = gymProductInputSchema.safeParse(values);
          if (!result.success) return result;
          const draft = values as ProductDraft;
          return draft.description
            ? result
            : {
                success: false as const,
                error: {
                  issues: [
                    { path: ['description'], message: PRODUCT_MESSAGES.descriptionRequired },
                  ],
                },
              };
        },
      }}
      emptyText={tm(PRODUCT_MESSAGES.empty)}
      loadErrorText={t('common.loadFailed')}
    />
  );
}

// Inventory.
const INVENTORY: ResourceApi = {
  path: '/gym/inventory',
  listKey: 'items',
  bulk: { path: '/gym/inventory/bulk', key: 'items' },
};
const COLUMNS_QUERY = 'gym-inventory-columns';
const CUSTOM = 'custom:';

/**
 * Items with a PDF description, and the gym's own columns, saved with the gym. New rows are
 * sent together: 'All items saved successfully!' or 'Failed to save some data.'.
 */
export function InventoryPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const orgId = useStoredOrgId();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: [COLUMNS_QUERY, orgId],
    queryFn: () => apiGet<{ columns: string[] }>('/gym/inventory/columns'),
  });
  const [name, setName] = useState('');
  const saveColumns = useMutation({
    mutationFn: (columns: string[]) =>
      apiSend<{ message: string }>('PUT', '/gym/inventory/columns', { columns }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setName('');
      await queryClient.invalidateQueries({ queryKey: [COLUMNS_QUERY] });
    },
  });
  if (saved.isPending) return <Loading />;
  if (saved.isError) return <LoadError error={saved.error} onRetry={() => void saved.refetch()} />;
  const custom = saved.data.columns;
  type InventoryDraft = Record<string, string>;
  const columns: EditableColumn<InventoryItem, InventoryDraft>[] = [
    { field: 'itemName', label: t('inventory.itemName') },
    { field: 'quantity', label: t('inventory.quantity'), kind: 'number' },
    { field: 'condition', label: t('inventory.condition') },
    { field: 'remark', label: t('inventory.remark') },
    {
      field: 'description',
      label: t('inventory.description'),
      ...hubFileColumn('inventory-description'),
      render: (row) => <FileLink url={row.description} label={t('common.open')} />,
    },
    ...custom.map((column): EditableColumn<InventoryItem, InventoryDraft> => ({
      field: `${CUSTOM}${column}`,
      label: column,
      render: (row) => row.custom[column] ?? '',
    })),
  ];
  const empty: InventoryDraft = {
    itemName: '',
    quantity: '0',
    condition: '',
    remark: '',
    description: '',
    ...Object.fromEntries(custom.map((column) => [`${CUSTOM}${column}`, ''])),
  };
  const toInput = (draft: InventoryDraft) => ({
    itemName: draft.itemName,
    quantity: draft.quantity,
    condition: draft.condition,
    remark: draft.remark,
    description: draft.description,
    custom: Object.fromEntries(custom.map((column) => [column, draft[`${CUSTOM}${column}`] ?? ''])),
  });
  return (
    <Stack gap="lg">
      <EditableTable
        title={t('inventory.title')}
        resource={INVENTORY}
        columns={columns}
        emptyDraft={empty}
        toDraft={(row) => ({
          itemName: row.itemName,
          quantity: String(row.quantity),
          condition: row.condition,
          remark: row.remark,
          description: row.description,
          ...Object.fromEntries(
            custom.map((column) => [`${CUSTOM}${column}`, row.custom[column] ?? '']),
          ),
        })}
        toInput={toInput}
        schema={{ safeParse: (values: unknown) => inventoryInputSchema.safeParse(values) }}
        emptyText={tm(INVENTORY_MESSAGES.empty)}
        loadErrorText={t('common.loadFailed')}
        labels={{ submit: t('inventory.saveAll') }}
      />
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('inventory.columns')}
          </Title>
          {custom.length > 0 && (
            <Group gap="xs">
              {custom.map((column) => (
                <Button
                  key={column}
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => saveColumns.mutate(custom.filter((c) => c !== column))}
                >
                  {t('inventory.removeColumn', { name: column })}
                </Button>
              ))}
            </Group>
          )}
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('inventory.columnName')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button
              disabled={name.trim() === ''}
              loading={saveColumns.isPending}
              onClick={() => saveColumns.mutate([...custom, name.trim()])}
            >
              {t('inventory.addColumn')}
            </Button>
          </Group>
          {saveColumns.isError && (
            <Alert color="red">{errorMessage(saveColumns.error, GENERIC_ERROR)}</Alert>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

// Organizations: the gym's partner and branch organizations.
type OrganizationDraft = {
  orgName: string;
  relation: string;
  opendate: string;
  productId: string;
  address: string;
  phone: string;
  email: string;
  founders: string;
};

/** Add, edit and delete partner and branch organizations; founders as a list of names. */
export function OrganizationsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const columns: EditableColumn<GymOrganization, OrganizationDraft>[] = [
    { field: 'orgName', label: t('organizations.orgName') },
    {
      field: 'relation',
      label: t('organizations.relation'),
      kind: 'select',
      options: GYM_ORG_RELATIONS,
    },
    {
      field: 'opendate',
      label: t('organizations.opendate'),
      kind: 'date',
      render: (row) => format.date(row.opendate),
    },
    { field: 'productId', label: t('organizations.productId') },
    { field: 'phone', label: t('organizations.phone') },
    { field: 'email', label: t('organizations.email') },
    { field: 'address', label: t('organizations.address'), formOnly: true },
    {
      field: 'founders',
      label: t('organizations.founders'),
      render: (row) => row.founders.map((f) => f.name).join(', '),
    },
  ];
  return (
    <EditableTable
      title={t('organizations.title')}
      resource={{ path: '/gym/organizations', listKey: 'organizations' }}
      columns={columns}
      emptyDraft={{
        orgName: '',
        relation: GYM_ORG_RELATIONS[0],
        opendate: '',
        productId: '',
        address: '',
        phone: '',
        email: '',
        founders: '',
      }}
      toDraft={(row) => ({ ...row, founders: row.founders.map((f) => f.name).join(', ') })}
      toInput={(draft) => ({
        ...draft,
        founders: draft.founders
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => ({ name })),
      })}
      schema={gymOrganizationInputSchema}
      emptyText={tm(GYM_ORGANIZATION_MESSAGES.empty)}
      loadErrorText={t('common.loadFailed')}
    />
  );
}

// Gym events: a table or cards.
type EventDraft = {
  srNo: string;
  eventName: string;
  goal: string;
  musclePrimary: string;
  muscleSecondary: string;
  place: string;
  duration: string;
  description: string;
  pic: string;
  date: string;
  isPublic: boolean;
};
const EVENTS: ResourceApi = { path: '/gym-events', listKey: 'events' };

/** The spec's two display modes: the editable table, or cards. */
export function EventsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const format = useFormat();
  const [mode, setMode] = useState<'table' | 'cards'>('table');
  const columns: EditableColumn<GymEvent, EventDraft>[] = [
    { field: 'srNo', label: t('events.srNo'), kind: 'number' },
    { field: 'eventName', label: t('events.eventName') },
    { field: 'goal', label: t('events.goal') },
    { field: 'musclePrimary', label: t('events.musclePrimary') },
    { field: 'muscleSecondary', label: t('events.muscleSecondary') },
    { field: 'place', label: t('events.place') },
    { field: 'duration', label: t('events.duration'), kind: 'number' },
    {
      field: 'description',
      label: t('events.description'),
      ...hubFileColumn('event-description'),
      render: (row) => <FileLink url={row.description} label={t('common.open')} />,
    },
    {
      field: 'pic',
      label: t('events.pic'),
      ...hubFileColumn('event-pic'),
      render: (row) =>
        row.pic ? (
          <Image src={row.pic} alt={t('events.picOf', { name: row.eventName })} w={48} h={48} />
        ) : null,
    },
    {
      field: 'date',
      label: t('events.date'),
      kind: 'date',
      render: (row) => (row.date ? format.date(row.date) : ''),
    },
    {
      field: 'isPublic',
      label: t('events.isPublic'),
      kind: 'checkbox',
      render: (row) => (row.isPublic ? t('events.yes') : t('events.no')),
    },
  ];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('events.mode')}
        value={mode}
        onChange={(value) => setMode(value === 'cards' ? 'cards' : 'table')}
        data={[
          { value: 'table', label: t('events.table') },
          { value: 'cards', label: t('events.cards') },
        ]}
      />
      {mode === 'table' ? (
        <EditableTable
          title={t('events.title')}
          resource={EVENTS}
          columns={columns}
          emptyDraft={{
            srNo: '1',
            eventName: '',
            goal: '',
            musclePrimary: '',
            muscleSecondary: '',
            place: '',
            duration: '60',
            description: '',
            pic: '',
            date: '',
            isPublic: false,
          }}
          toDraft={(row) => ({ ...row, srNo: String(row.srNo), duration: String(row.duration) })}
          toInput={(draft) => draft}
          schema={gymEventInputSchema}
          emptyText={tm(GYM_EVENT_MESSAGES.empty)}
          loadErrorText={t('common.loadFailed')}
        />
      ) : (
        <EventCards />
      )}
    </Stack>
  );
}

function EventCards() {
  const t = useGymHubT();
  const tm = useMessageT();
  const [page, setPage] = useState(1);
  const list = useResourceList<GymEvent>(EVENTS, { page, limit: 12 });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('events.title')}
      </Title>
      {list.data.rows.length === 0 ? (
        <Text>{tm(GYM_EVENT_MESSAGES.empty)}</Text>
      ) : (
        <div className="gym-hub-cards">
          {list.data.rows.map((event) => (
            <Card
              key={event._id}
              withBorder
              padding="sm"
              component="article"
              aria-label={event.eventName}
            >
              {event.pic && (
                <Card.Section>
                  <Image
                    src={event.pic}
                    alt={t('events.picOf', { name: event.eventName })}
                    h={140}
                  />
                </Card.Section>
              )}
              <Title order={3} size="h5" mt="xs">
                {t('events.card', { n: event.srNo, name: event.eventName })}
              </Title>
              <Text size="sm">{event.goal}</Text>
              <Text size="sm">
                {t('events.muscles', {
                  primary: event.musclePrimary,
                  secondary: event.muscleSecondary || '-',
                })}
              </Text>
              <Text size="sm">
                {t('events.where', { place: event.place, minutes: event.duration })}
              </Text>
              <FileLink url={event.description} label={t('events.description')} />
            </Card>
          ))}
        </div>
      )}
      <ListPager
        totalPages={list.data.page.totalPages}
        page={page}
        onChange={setPage}
        label={t('events.title')}
      />
    </Stack>
  );
}
