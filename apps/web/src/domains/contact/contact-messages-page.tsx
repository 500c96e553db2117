import { useState } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CONTACT_MESSAGES, contactApi, readablePhone } from '@vedann/contracts';
import { useEndpoint } from '../../lib/endpoint';
import { ListPager } from '../../ui/list-pager';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useContactT } from './i18n';
import { LoadError } from '../../ui/load-error';

/** `/admin/contact-messages`: what visitors wrote from Contact Us, for administrators. */
export function ContactMessagesPage() {
  const t = useContactT();
  const tm = useMessageT();
  const format = useFormat();
  usePageTitle(t('inbox.title'));
  const [page, setPage] = useState(1);
  const list = useEndpoint(
    contactApi.messages,
    { query: { page, limit: 20 } },
    { keepPrevious: true },
  );

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = (
      <LoadError
        error={list.error}
        fallback={CONTACT_MESSAGES.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.contactMessages.length === 0)
    body = <Text c="dimmed">{tm(CONTACT_MESSAGES.empty)}</Text>;
  else
    body = (
      <Stack gap="sm">
        {list.data.contactMessages.map((message) => (
          <Card key={message._id} withBorder component="article" aria-label={message.name}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{message.name}</Text>
              <Text size="sm" c="dimmed">
                {format.dateTime(message.createdAt)}
              </Text>
            </Group>
            <Text size="sm">
              <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
              {message.phoneNumber && ` · ${readablePhone(message.phoneNumber)}`}
            </Text>
            <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {message.message}
            </Text>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('inbox.title')}</Title>
      {body}
      <ListPager
        totalPages={list.data?.totalPages}
        page={page}
        onChange={setPage}
        label={t('inbox.pages')}
      />
    </Stack>
  );
}
