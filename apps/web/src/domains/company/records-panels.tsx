import { Anchor, Badge, Button, List, Select, Stack, Table, Text } from '@mantine/core';
import {
  BROKER_PLATFORMS,
  companyApi,
  newsInputSchema,
  productInputSchema,
  type CompanyNews,
  type NewsFeedState,
  type Product,
  placementApi,
} from '@vedann/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useCurrentOrg } from '../../lib/org';
import { useHasPermission } from '../../lib/permissions';
import { EditableTable, type EditableColumn } from '../../ui/editable-table';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { ListTable } from '../../ui/list-table';
import {
  uploadCompanyFile,
  useCompanyJobs,
  useCompanyRatings,
  useComparison,
  useSendNewsToFeed,
} from './company-api';
import { useCompanyT } from './i18n';

export function useCompanyName() {
  return useCurrentOrg().current?.name ?? '';
}

function FileLink({ url, label }: { url: string; label: string }) {
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener">
      {label}
    </Anchor>
  ) : null;
}

type ProductDraft = {
  code: string;
  name: string;
  use: string;
  hsn: string;
  pricePerUnit: string;
  image: string;
  description: string;
};

/** Product: the details table (id, name, use, hsn, price per unit, image, PDF description). */
export function ProductsPanel() {
  const t = useCompanyT();
  const format = useFormat();
  // The company's members read its records; those with `profile` (as the server asks) change them.
  const canEdit = useHasPermission('profile');
  const columns: EditableColumn<Product, ProductDraft>[] = [
    { field: 'code', label: t('product.code') },
    { field: 'name', label: t('product.name') },
    { field: 'use', label: t('product.use'), kind: 'textarea' },
    { field: 'hsn', label: t('product.hsn') },
    {
      field: 'pricePerUnit',
      label: t('product.price'),
      kind: 'number',
      render: (row) => format.money(row.pricePerUnit),
    },
    {
      field: 'image',
      label: t('product.image'),
      kind: 'file',
      accept: 'image/*',
      upload: (file) => uploadCompanyFile('images', file),
      render: (row) => <FileLink url={row.image} label={t('product.view')} />,
    },
    {
      field: 'description',
      label: t('product.description'),
      kind: 'file',
      accept: 'application/pdf',
      upload: (file) => uploadCompanyFile('documents', file),
      render: (row) => <FileLink url={row.description} label={t('product.view')} />,
    },
  ];
  return (
    <EditableTable<Product, ProductDraft>
      title={t('product.title', { name: useCompanyName() })}
      canEdit={canEdit}
      resource={companyApi.products}
      columns={columns}
      emptyDraft={{
        code: '',
        name: '',
        use: '',
        hsn: '',
        pricePerUnit: '',
        image: '',
        description: '',
      }}
      toDraft={(row) => ({ ...row, pricePerUnit: String(row.pricePerUnit) })}
      toInput={(draft) => draft}
      schema={productInputSchema}
      // Only a member who may add is asked to add the first one.
      emptyText={canEdit ? t('product.empty') : t('product.emptyReadOnly')}
      loadErrorText={t('product.loadError')}
      labels={{ add: t('product.add'), addTitle: t('product.addTitle') }}
    />
  );
}

type NewsDraft = {
  date: string;
  event: string;
  description: string;
  source: string;
  feed: string;
};

const FEED_COLORS: Record<NewsFeedState, string> = {
  none: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** News and events: date, event, PDF description and source. */
export function NewsPanel() {
  const t = useCompanyT();
  const format = useFormat();
  const toFeed = useSendNewsToFeed();
  const canEdit = useHasPermission('profile');
  const columns: EditableColumn<CompanyNews, NewsDraft>[] = [
    { field: 'date', label: t('news.date'), kind: 'date', render: (row) => format.date(row.date) },
    { field: 'event', label: t('news.event') },
    {
      field: 'description',
      label: t('news.description'),
      kind: 'file',
      accept: 'application/pdf',
      upload: (file) => uploadCompanyFile('documents', file),
      render: (row) => <FileLink url={row.description} label={t('news.view')} />,
    },
    { field: 'source', label: t('news.source') },
    {
      // Beyond the spec: where the item stands with the platform's news feed.
      field: 'feed',
      label: t('news.feed'),
      readOnly: true,
      render: (row) =>
        row.articleId ? (
          <Anchor component={Link} to={`/newsfeed/${row.articleId}`}>
            {t('news.feedStates.approved')}
          </Anchor>
        ) : (
          <Badge color={FEED_COLORS[row.feed]} variant="light">
            {t(`news.feedStates.${row.feed}`)}
          </Badge>
        ),
    },
  ];
  return (
    <EditableTable<CompanyNews, NewsDraft>
      title={t('news.title', { name: useCompanyName() })}
      canEdit={canEdit}
      resource={companyApi.news}
      columns={columns}
      emptyDraft={{ date: '', event: '', description: '', source: '', feed: 'none' }}
      toDraft={(row) => ({ ...row })}
      toInput={({ feed: _feed, ...input }) => input}
      schema={newsInputSchema}
      // Only a member who may add is asked to add the first one.
      emptyText={canEdit ? t('news.empty') : t('news.emptyReadOnly')}
      loadErrorText={t('news.loadError')}
      labels={{ add: t('news.add'), addTitle: t('news.addTitle') }}
      rowActions={(row) =>
        canEdit && (row.feed === 'none' || row.feed === 'rejected') ? (
          <Button
            size="xs"
            variant="light"
            aria-label={t('news.sendToFeedOf', { event: row.event })}
            loading={toFeed.isPending && toFeed.variables === row._id}
            onClick={() => toFeed.mutate(row._id)}
          >
            {t('news.sendToFeed')}
          </Button>
        ) : null
      }
    />
  );
}

/** Lists: the broker platforms' links (ours: the spec names none). */
export function ShareListsPanel() {
  const t = useCompanyT();
  return (
    <Stack gap="xs">
      <Text>{t('shares.brokersIntro')}</Text>
      <List aria-label={t('shares.brokers')}>
        {BROKER_PLATFORMS.map((broker) => (
          <List.Item key={broker.name}>
            <Anchor href={broker.url} target="_blank" rel="noopener noreferrer">
              {broker.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Rating: how students rated the company after an interview. */
export function RatingPanel() {
  const t = useCompanyT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const ratings = useCompanyRatings(page);
  if (ratings.isPending) return <Loading />;
  if (ratings.isError)
    return <LoadError error={ratings.error} onRetry={() => void ratings.refetch()} />;
  const { summary } = ratings.data;
  if (summary.count === 0) return <Text>{t('rating.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {t('rating.average', {
          average: format.number(summary.average ?? 0),
          count: summary.count,
        })}
      </Text>
      <ListTable
        caption={t('rating.caption')}
        headers={[t('rating.date'), t('rating.post'), t('rating.stars'), t('rating.comment')]}
        minWidth={0}
      >
        {ratings.data.ratings.map((row) => (
          <Table.Tr key={row._id}>
            <Table.Td>{format.date(row.createdAt)}</Table.Td>
            <Table.Td>{row.post}</Table.Td>
            <Table.Td>{row.rating}</Table.Td>
            <Table.Td>{row.comment}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListPager
        exportCsv={{ list: companyApi.ratings }}
        totalPages={ratings.data.totalPages}
        page={page}
        onChange={setPage}
        label={t('rating.pages')}
      />
    </Stack>
  );
}

/** Placement: the applicants of one job side by side, from their saved resumes. */
export function PlacementPanel() {
  const t = useCompanyT();
  const jobs = useCompanyJobs();
  const [jobId, setJobId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const comparison = useComparison(jobId, page);
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.rows.length === 0) return <Text>{t('placement.noJobs')}</Text>;
  const job = jobs.data.rows.find((entry) => entry._id === jobId);
  const tick = (value: string) => value || t('placement.no');
  let body = <Text>{t('placement.chooseJob')}</Text>;
  if (job) {
    if (comparison.isPending) body = <Loading />;
    else if (comparison.isError)
      body = <LoadError error={comparison.error} onRetry={() => void comparison.refetch()} />;
    else if (comparison.data.candidates.length === 0) body = <Text>{t('placement.empty')}</Text>;
    else
      body = (
        <ListTable
          caption={t('placement.caption', { job: job.title })}
          headers={[
            t('placement.candidate'),
            t('placement.address'),
            t('placement.tenth'),
            t('placement.twelfth'),
            t('placement.graduation'),
            t('placement.postGraduation'),
            t('placement.skills'),
            t('placement.experience'),
          ]}
          minWidth={900}
        >
          {comparison.data.candidates.map((row) => (
            <Table.Tr key={row.applicationId}>
              <Table.Th scope="row">
                {row.fullname}
                {!row.hasResume && (
                  <Text size="xs" c="dimmed">
                    {t('placement.noResume')}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{row.address}</Table.Td>
              <Table.Td>{tick(row.tenth)}</Table.Td>
              <Table.Td>{tick(row.twelfth)}</Table.Td>
              <Table.Td>{tick(row.graduation)}</Table.Td>
              <Table.Td>{tick(row.postGraduation)}</Table.Td>
              <Table.Td>{row.skills.join(', ') || t('placement.no')}</Table.Td>
              <Table.Td>{row.experience.join('; ') || t('placement.no')}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      );
  }
  return (
    <Stack gap="md">
      <Select
        label={t('placement.job')}
        value={jobId}
        onChange={(value) => {
          setJobId(value);
          setPage(1);
        }}
        data={jobs.data.rows.map((entry) => ({ value: entry._id, label: entry.title }))}
        maw={400}
      />
      {body}
      {job && (
        <ListPager
          exportCsv={{ list: placementApi.comparison, params: { id: job._id } }}
          totalPages={comparison.data?.totalPages}
          page={page}
          onChange={setPage}
          label={t('placement.pages')}
        />
      )}
    </Stack>
  );
}
