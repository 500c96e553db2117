import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  GENERIC_ERROR,
  LIVE_DEFAULTS,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_CATEGORIES,
  WORKOUT_MESSAGES,
  gymProductInputSchema,
  liveInputSchema,
  todayInIndia,
  workoutInputSchema,
  type GymProduct,
  type LiveSession,
  gymApi,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useResourceList, useResourceMutations } from '../../../lib/resource';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { hubFileColumn, uploadFileTo } from './files';
import { useGymHubT } from './i18n';
import './hub.css';
import { FileLink } from './file-link';

// The hub's record panels, one chunk that the gym's dashboard loads when one is shown.
export { InventoryPanel } from './inventory-panel';
export { EventsPanel, OrganizationsPanel } from './events-panels';

// Workouts (spec 03 sections 2 and 5).
const WORKOUTS = gymApi.hub.workouts;

/** Choose workout categories; Submit only once at least one is chosen. */
export function WorkoutsPanel() {
  const t = useGymHubT();
  const tm = useMessageT();
  const [chosen, setChosen] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const list = useResourceList(WORKOUTS, { page, limit: 10 });
  const { create, remove } = useResourceMutations(WORKOUTS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = workoutInputSchema.safeParse({ workouts: chosen });
    if (!checked.success) return;
    create.mutate(checked.data, { onSuccess: () => setChosen([]) });
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
        exportCsv={{ list: WORKOUTS }}
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
  const list = useResourceList(gymApi.hub.live, { limit: 1 });
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
      upload: (file: File) => uploadFileTo(gymApi.hub.liveUpload, file),
      render: (row) => <FileLink url={row.file} label={t('common.open')} />,
    },
  ];
  return (
    <EditableTable
      title={t('live.title')}
      resource={gymApi.hub.live}
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
      resource={gymApi.hub.products}
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
