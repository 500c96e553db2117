import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import {
  GENERIC_ERROR,
  aharApi,
  aharReplyInputSchema,
  type AharRating,
  type AharRatingSummary,
  type AharReview,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation, useRefresh } from '../../../lib/endpoint';
import { useStoredOrgId } from '../../../lib/org-store';
import { ListPager } from '../../../ui/list-pager';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { useAharDemandT } from '../demand/i18n';
import { parseOrShow } from '../../../lib/zod-form';

const RatingChart = lazy(() => import('./rating-chart'));

type SortKey = 'keyPoint' | 'number';

/** The key point with the highest number (the first of equals). */
export function highestOf(ratings: AharRatingSummary[]): string | undefined {
  return ratings.reduce<AharRatingSummary | undefined>(
    (best, r) => (!best || r.number > best.number ? r : best),
    undefined,
  )?.keyPoint;
}

/** The business's rating table, from `/ratings` (which gives anyone else their own ratings). */
const summaries = (ratings: readonly (AharRatingSummary | AharRating)[]) =>
  ratings.filter((rating): rating is AharRatingSummary => 'count' in rating);

/** Rating → Rating: the customers' averages by key point, a bar chart, the highest marked. */
export function RatingPanel() {
  const t = useAharDemandT();
  const format = useFormat();
  const orgId = useStoredOrgId();
  const [sort, setSort] = useState<SortKey>('number');
  const ratings = useEndpoint(aharApi.reviews.ratings, {});
  if (ratings.isPending) return <Loading />;
  if (ratings.isError)
    return (
      <LoadError
        error={ratings.error}
        onRetry={() => void ratings.refetch()}
        fallback={t('rating.loadFailed')}
      />
    );
  const list = summaries(ratings.data.ratings);
  const highest = highestOf(list);
  const sorted = [...list].sort((a, b) =>
    sort === 'number'
      ? b.number - a.number
      : t(`rating.keyPoints.${a.keyPoint}`).localeCompare(t(`rating.keyPoints.${b.keyPoint}`)),
  );
  return (
    <Stack gap="md">
      {orgId && (
        <Anchor component={Link} to={`/ahars/${orgId}`}>
          {t('rating.publicPage')}
        </Anchor>
      )}
      {list.length === 0 ? (
        <Text>{t('rating.empty')}</Text>
      ) : (
        <>
          <NativeSelect
            label={t('rating.sortBy')}
            maw={240}
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value as SortKey)}
            data={[
              { value: 'number', label: t('rating.number') },
              { value: 'keyPoint', label: t('rating.keyPoint') },
            ]}
          />
          <Table striped aria-label={t('rating.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rating.keyPoint')}</Table.Th>
                <Table.Th>{t('rating.number')}</Table.Th>
                <Table.Th>{t('rating.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((r) => (
                <Table.Tr
                  key={r.keyPoint}
                  fw={r.keyPoint === highest ? 700 : undefined}
                  bg={r.keyPoint === highest ? 'var(--mantine-color-orange-light)' : undefined}
                >
                  <Table.Td>
                    {t(`rating.keyPoints.${r.keyPoint}`)}{' '}
                    {r.keyPoint === highest && <Badge color="orange">{t('rating.highest')}</Badge>}
                  </Table.Td>
                  <Table.Td>{format.number(r.number)}</Table.Td>
                  <Table.Td>{format.number(r.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Suspense fallback={<Loading />}>
            <RatingChart ratings={sorted} highest={highest} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}

/** Rating → Review: the customers' review cards; the owner replies to each. */
export function ReviewPanel() {
  const t = useAharDemandT();
  const [page, setPage] = useState(1);
  const reviews = useEndpoint(aharApi.reviews.reviews, { query: { page } }, { keepPrevious: true });
  if (reviews.isPending) return <Loading />;
  if (reviews.isError)
    return (
      <LoadError
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        fallback={t('review.loadFailed')}
      />
    );
  return (
    <Stack gap="sm">
      {reviews.data.reviews.length === 0 ? (
        <Text>{t('review.empty')}</Text>
      ) : (
        reviews.data.reviews.map((review) => <ReviewCard key={review._id} review={review} />)
      )}
      <ListPager
        exportCsv={{ list: aharApi.reviews.reviews }}
        totalPages={reviews.data.totalPages}
        page={page}
        onChange={setPage}
        label={t('review.title')}
      />
    </Stack>
  );
}

function ReviewCard({ review }: { review: AharReview }) {
  const t = useAharDemandT();
  const tm = useMessageT();
  const format = useFormat();
  const refresh = useRefresh([aharApi.reviews.reviews]);
  const [editing, setEditing] = useState(review.reply === null);
  const [reply, setReply] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useEndpointMutation(aharApi.reviews.reply, {
    toCall: (body: { reply: string }) => ({ params: { id: review._id }, body }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: tm(answer.message) });
      setEditing(false);
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseOrShow(aharReplyInputSchema, { reply }, setError);
    if (input)
      save.mutate(input, { onError: (failure) => setError(errorMessage(failure, GENERIC_ERROR)) });
  };
  return (
    <Paper withBorder p="sm" component="article" aria-label={review.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {review.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.idLabel', { id: review.id, date: format.dateTime(review.createdAt) })}
        </Text>
      </Group>
      <Text mt="xs">{review.comment}</Text>
      {review.reply !== null && !editing && (
        <Paper bg="var(--mantine-color-gray-light)" p="xs" mt="xs">
          <Text size="sm" fw={600}>
            {t('review.reply')}
          </Text>
          <Text size="sm">{review.reply}</Text>
          {review.repliedAt && (
            <Text size="xs" c="dimmed">
              {t('review.repliedOn', { date: format.dateTime(review.repliedAt) })}
            </Text>
          )}
          <Button size="xs" variant="subtle" mt={4} onClick={() => setEditing(true)}>
            {t('review.editReply')}
          </Button>
        </Paper>
      )}
      {editing && (
        <form onSubmit={submit} noValidate>
          <Textarea
            mt="xs"
            label={t('review.yourReply')}
            value={reply}
            maxLength={1000}
            autosize
            minRows={2}
            error={error ?? undefined}
            onChange={(e) => setReply(e.currentTarget.value)}
          />
          <Button type="submit" size="xs" mt="xs" loading={save.isPending}>
            {t('review.sendReply')}
          </Button>
        </form>
      )}
    </Paper>
  );
}
