import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  AHAR_RATING_KEY_POINTS,
  AHAR_RATING_MAX,
  GENERIC_ERROR,
  aharApi,
  aharRatingInputSchema,
  aharReviewInputSchema,
  type AharRating,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpoint, useEndpointMutation, useRefresh } from '../../../lib/endpoint';
import { useCurrentUser } from '../../../lib/auth';
import { MyTiffinLink } from '../tiffin/my-tiffin-link';
import { ListPager } from '../../../ui/list-pager';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { useAharDemandT } from './i18n';
import { parseOrShow } from '../../../lib/zod-form';
import { LoadError } from '../../../ui/load-error';

const { reviews: api } = aharApi;

/**
 * `/ahars/:orgId`: an ahar's public page (issue 14 section 4). Anyone reads its rating table and
 * reviews; a signed-in customer rates its key points (1 to 5, one rating each, which they can
 * change) and writes one review; the business replies from its dashboard.
 */
export function AharPublicPage() {
  const t = useAharDemandT();
  const format = useFormat();
  const { orgId = '' } = useParams();
  const [page, setPage] = useState(1);
  const info = useEndpoint(api.publicPage, { params: { orgId }, query: { page } });
  const me = useCurrentUser();
  usePageTitle(info.data?.business.name ?? t('public.fallbackTitle'));

  if (info.isPending) return <Loading />;
  if (info.isError)
    return (
      <Stack gap="sm" py="md">
        <Title order={1}>{t('public.fallbackTitle')}</Title>
        <LoadError
          error={undefined}
          fallback={t('public.loadFailed')}
          onRetry={() => void info.refetch()}
        />
      </Stack>
    );
  const { business, ratings, reviews } = info.data;
  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{business.name}</Title>
        {business.city && <Text c="dimmed">{business.city}</Text>}
        <MyTiffinLink orgId={orgId} />
      </div>
      <section aria-labelledby="public-ratings">
        <Title order={2} size="h3" id="public-ratings" mb="xs">
          {t('public.ratings')}
        </Title>
        {ratings.length === 0 ? (
          <Text>{t('rating.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {ratings.map((r) => (
              <Paper key={r.keyPoint} withBorder p="sm">
                <Text fw={600}>{t(`rating.keyPoints.${r.keyPoint}`)}</Text>
                <Text size="sm">
                  {t('public.average', { number: format.number(r.number), count: r.count })}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
      {me.data ? (
        <Feedback orgId={orgId} />
      ) : me.data !== null ? null : (
        <Anchor component={Link} to={`/login?next=/ahars/${orgId}`}>
          {t('public.logIn')}
        </Anchor>
      )}
      <section aria-labelledby="public-reviews">
        <Title order={2} size="h3" id="public-reviews" mb="xs">
          {t('public.reviews')}
        </Title>
        {reviews.length === 0 ? (
          <Text>{t('review.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {reviews.map((review) => (
              <Paper key={review._id} withBorder p="sm" component="article">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{review.name}</Text>
                  <Text size="sm" c="dimmed">
                    {format.dateTime(review.createdAt)}
                  </Text>
                </Group>
                <Text mt={4}>{review.comment}</Text>
                {review.reply !== null && (
                  <Paper bg="var(--mantine-color-gray-light)" p="xs" mt="xs">
                    <Text size="sm" fw={600}>
                      {t('public.businessReply')}
                    </Text>
                    <Text size="sm">{review.reply}</Text>
                  </Paper>
                )}
              </Paper>
            ))}
          </Stack>
        )}
        <ListPager
          totalPages={info.data.totalPages}
          page={page}
          onChange={setPage}
          label={t('public.reviews')}
        />
      </section>
    </Stack>
  );
}

/** What the signed-in customer gives: ratings by key point, and one review. */
function Feedback({ orgId }: { orgId: string }) {
  const t = useAharDemandT();
  const feedback = useEndpoint(api.feedback, { params: { orgId } });
  if (feedback.isPending) return <Loading />;
  if (feedback.isError)
    return <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  if (feedback.data.ownBusiness) return <Text>{t('public.own')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <RatingForm orgId={orgId} ratings={feedback.data.ratings} />
      <ReviewForm orgId={orgId} review={feedback.data.review?.comment ?? null} />
    </SimpleGrid>
  );
}

/** After a change: the server's message, then the page and the customer's feedback reload. */
function useSaved() {
  const refresh = useRefresh([api.publicPage, api.feedback]);
  const tm = useMessageT();
  return async (answer: { message: string }) => {
    notifications.show({ color: 'green', message: tm(answer.message) });
    await refresh();
  };
}

/**
 * The spec's rating form: Key Point and Number; it switches from Add to Update when a row is
 * chosen for edit, and clears after saving.
 */
function RatingForm({ orgId, ratings }: { orgId: string; ratings: AharRating[] }) {
  const t = useAharDemandT();
  const saved = useSaved();
  const [editing, setEditing] = useState<AharRating | null>(null);
  const [keyPoint, setKeyPoint] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const clear = () => {
    setEditing(null);
    setKeyPoint('');
    setNumber('');
    setError(null);
  };
  const afterChange = async (answer: { message: string }) => {
    clear();
    await saved(answer);
  };
  const add = useEndpointMutation(api.addRating, { onSuccess: afterChange });
  const change = useEndpointMutation(api.changeRating, { onSuccess: afterChange });
  const remove = useEndpointMutation(api.removeRating, {
    toCall: (id: string) => ({ params: { orgId, id } }),
    onSuccess: afterChange,
  });
  const save = editing ? change : add;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseOrShow(aharRatingInputSchema, { keyPoint, number }, setError);
    if (!input) return;
    const onError = (failure: unknown) => setError(errorMessage(failure, GENERIC_ERROR));
    if (editing) change.mutate({ params: { orgId, id: editing._id }, body: input }, { onError });
    else add.mutate({ params: { orgId }, body: input }, { onError });
  };
  return (
    <section aria-labelledby="your-rating">
      <Title order={2} size="h3" id="your-rating" mb="xs">
        {t('public.yourRating')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="end" wrap="wrap">
          <NativeSelect
            label={t('rating.keyPoint')}
            value={keyPoint}
            onChange={(e) => setKeyPoint(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...AHAR_RATING_KEY_POINTS.map((k) => ({
                value: k,
                label: t(`rating.keyPoints.${k}`),
              })),
            ]}
          />
          <NativeSelect
            label={t('rating.number')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...Array.from({ length: AHAR_RATING_MAX }, (_, i) => String(i + 1)),
            ]}
          />
          <Button type="submit" loading={save.isPending}>
            {editing ? t('public.update') : t('public.add')}
          </Button>
          {editing && (
            <Button variant="default" onClick={clear}>
              {t('public.cancel')}
            </Button>
          )}
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert" mt="xs">
            {error}
          </Text>
        )}
      </form>
      {ratings.length === 0 ? (
        <Text size="sm" mt="sm">
          {t('public.noRatings')}
        </Text>
      ) : (
        <Table mt="sm" aria-label={t('public.yourRating')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rating.keyPoint')}</Table.Th>
              <Table.Th>{t('rating.number')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ratings.map((r) => (
              <Table.Tr key={r._id}>
                <Table.Td>{t(`rating.keyPoints.${r.keyPoint}`)}</Table.Td>
                <Table.Td>{r.number}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`${t('public.edit')} ${t(`rating.keyPoints.${r.keyPoint}`)}`}
                      onClick={() => {
                        setEditing(r);
                        setKeyPoint(r.keyPoint);
                        setNumber(String(r.number));
                        setError(null);
                      }}
                    >
                      {t('public.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`${t('public.remove')} ${t(`rating.keyPoints.${r.keyPoint}`)}`}
                      onClick={() => remove.mutate(r._id)}
                    >
                      {t('public.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function ReviewForm({ orgId, review }: { orgId: string; review: string | null }) {
  const t = useAharDemandT();
  const saved = useSaved();
  const [editing, setEditing] = useState(review === null);
  const [comment, setComment] = useState(review ?? '');
  const [error, setError] = useState<string | null>(null);
  const afterSave = async (answer: { message: string }) => {
    setEditing(false);
    await saved(answer);
  };
  const post = useEndpointMutation(api.addReview, { onSuccess: afterSave });
  const edit = useEndpointMutation(api.editReview, { onSuccess: afterSave });
  const save = review === null ? post : edit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = parseOrShow(aharReviewInputSchema, { comment }, setError);
    if (input)
      save.mutate(
        { params: { orgId }, body: input },
        { onError: (failure) => setError(errorMessage(failure, GENERIC_ERROR)) },
      );
  };
  return (
    <section aria-labelledby="your-review">
      <Title order={2} size="h3" id="your-review" mb="xs">
        {t('public.yourReview')}
      </Title>
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Textarea
            label={t('public.comment')}
            value={comment}
            maxLength={1000}
            autosize
            minRows={3}
            error={error ?? undefined}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Button type="submit" mt="xs" loading={save.isPending}>
            {review === null ? t('public.post') : t('public.saveReview')}
          </Button>
        </form>
      ) : (
        <>
          <Text>{review}</Text>
          <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
            {t('public.editReview')}
          </Button>
        </>
      )}
    </section>
  );
}
