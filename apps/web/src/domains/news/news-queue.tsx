import { Anchor, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR, companyApi } from '@vedann/contracts';
import { useState } from 'react';
import { translateMessage } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { ListPager } from '../../ui/list-pager';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';
import { NEWS_STALE } from './news-api';
import { useNewsT } from './i18n';

const useQueue = (page: number) =>
  useEndpoint(companyApi.pendingNews, { query: { page, limit: 10 } }, { keepPrevious: true });

/** A decision reloads the queue and, an item approved being an article, the news. */
const useDecide = () =>
  useEndpointMutation(companyApi.decideNewsFeed, {
    toCall: ({ id, approve }: { id: string; approve: boolean }) => ({
      params: { id },
      body: { approve },
    }),
    stale: [companyApi.pendingNews, ...NEWS_STALE],
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: translateMessage(answer.message) }),
  });

/**
 * The platform administrators' queue of companies' news items sent for the news feed (beyond the
 * spec): Approve makes the item an article; Do not approve tells the company.
 */
export function CompanyNewsQueue() {
  const t = useNewsT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const queue = useQueue(page);
  const decide = useDecide();
  let body;
  if (queue.isPending) body = <Loading />;
  else if (queue.isError)
    body = <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.news.length === 0) body = <Text>{t('feedQueue.empty')}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0}>
        {queue.data.news.map((item) => (
          <Card
            key={item._id}
            withBorder
            padding="sm"
            component="li"
            style={{ listStyle: 'none' }}
            aria-label={item.event}
          >
            <Stack gap={4}>
              <Text fw={600}>{item.event}</Text>
              <Text size="sm">
                {t('feedQueue.from', { company: item.companyName, date: format.date(item.date) })}
              </Text>
              {item.source && (
                <Text size="sm">{t('feedQueue.source', { source: item.source })}</Text>
              )}
              {item.description && (
                <Anchor href={item.description} target="_blank" rel="noopener" size="sm">
                  {t('feedQueue.description')}
                </Anchor>
              )}
              <Group gap="xs" mt={4}>
                <Button
                  size="xs"
                  aria-label={t('feedQueue.approveOf', { event: item.event })}
                  loading={decide.isPending && decide.variables.id === item._id}
                  onClick={() => decide.mutate({ id: item._id, approve: true })}
                >
                  {t('feedQueue.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('feedQueue.refuseOf', { event: item.event })}
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: item._id, approve: false })}
                >
                  {t('feedQueue.refuse')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('feedQueue.title')}
      </Title>
      {body}
      {decide.error && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(decide.error, GENERIC_ERROR)}
        </Text>
      )}
      <ListPager
        totalPages={queue.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('feedQueue.pages')}
      />
    </Paper>
  );
}
