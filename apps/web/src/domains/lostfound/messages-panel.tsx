import { useState } from 'react';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  CONVERSATION_MESSAGES,
  LOST_MESSAGES,
  WHERE_WHEN_FIELDS,
  type Conversation,
} from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { ConversationThread } from './conversation-thread';
import { useConversations, useOwnReports, useResolveReport } from './lostfound-api';
import { fieldText, useReportTitle } from './nikat-vastu';
import { useMessageT } from '../../i18n';
import { useLostT } from './i18n';
import { LoadError } from '../../ui/load-error';

/** Between facts on one line (not a word, so the same in every language). */
const SEPARATOR = ' · ';

function ConversationEntry({
  conversation,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useLostT();
  const title = useReportTitle()(conversation.report);
  // Its name is what it shows: the report, the other person, and the New and Resolved badges.
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      p="xs"
      w="100%"
      style={{
        display: 'block',
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
          {[title, conversation.other.fullname].join(SEPARATOR)}
        </Text>
        {conversation.unread && <Badge color="red">{t('messages.new')}</Badge>}
        {conversation.report.resolved && (
          <Badge color="green" variant="light">
            {t('messages.resolved')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {conversation.lastMessage}
      </Text>
    </UnstyledButton>
  );
}

function OwnReports() {
  const t = useLostT();
  const tm = useMessageT();
  const reportTitle = useReportTitle();
  const mine = useOwnReports();
  const resolve = useResolveReport();
  if (mine.isPending) return <Loading />;
  if (mine.isError)
    return (
      <LoadError
        error={undefined}
        fallback={LOST_MESSAGES.fetchFailed}
        onRetry={() => void mine.refetch()}
      />
    );
  if (mine.data.reports.length === 0) return <Text c="dimmed">{t('messages.noReports')}</Text>;
  return (
    <Stack gap="xs">
      {mine.data.reports.map((report) => (
        <Group key={report._id} justify="space-between" wrap="nowrap">
          <Text truncate>
            {t('messages.ownReport', {
              title: reportTitle(report),
              kind: t(`kinds.${report.kind}`),
              location: fieldText(report, WHERE_WHEN_FIELDS[report.direction].location),
            })}
          </Text>
          {report.resolved ? (
            <Badge color="green" variant="light">
              {t('messages.resolved')}
            </Badge>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="green"
              style={{ flexShrink: 0 }}
              aria-label={t('messages.markNamedResolved', { title: reportTitle(report) })}
              loading={resolve.isPending && resolve.variables === report._id}
              onClick={() => resolve.mutate(report._id)}
            >
              {t('messages.markResolved')}
            </Button>
          )}
        </Group>
      ))}
      {resolve.isError && (
        <Text c="red" size="sm" role="alert">
          {tm(errorMessage(resolve.error, LOST_MESSAGES.fetchFailed))}
        </Text>
      )}
    </Stack>
  );
}

/** Messages: conversations about the viewer's reports and the items they wrote about. */
export function MessagesPanel() {
  const t = useLostT();
  const tm = useMessageT();
  const reportTitle = useReportTitle();
  const conversations = useConversations();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  let list;
  if (conversations.isPending) list = <Loading />;
  else if (conversations.isError)
    list = (
      <LoadError
        error={conversations.error}
        fallback={CONVERSATION_MESSAGES.fetchFailed}
        onRetry={() => void conversations.refetch()}
      />
    );
  else if (conversations.data.conversations.length === 0)
    list = <Text c="dimmed">{tm(CONVERSATION_MESSAGES.noConversations)}</Text>;
  else
    list = (
      <Stack gap={4} role="list" aria-label={t('messages.conversations')}>
        {conversations.data.conversations.map((conversation) => (
          <div role="listitem" key={conversation._id}>
            <ConversationEntry
              conversation={conversation}
              selected={conversation._id === selectedId}
              onSelect={() => setSelectedId(conversation._id)}
            />
          </div>
        ))}
      </Stack>
    );

  const selected = conversations.data?.conversations.find((c) => c._id === selectedId);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }} miw={0}>
        <Stack>
          <Title order={3}>{t('messages.conversations')}</Title>
          {list}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selected ? (
          <Paper withBorder p="md">
            <Title order={3} mb="sm">
              {[reportTitle(selected.report), selected.other.fullname].join(SEPARATOR)}
            </Title>
            <ConversationThread
              key={selected._id}
              target={{ conversationId: selected._id }}
              inputLabel={t('messages.reply')}
            />
          </Paper>
        ) : (
          conversations.data?.conversations.length !== 0 && (
            <Text c="dimmed">{t('messages.choose')}</Text>
          )
        )}
      </Grid.Col>
      {/* Below both, so that on a phone an open conversation comes right after the list. */}
      <Grid.Col span={12}>
        <Stack>
          <Title order={3} mt="md">
            {t('messages.myReports')}
          </Title>
          <OwnReports />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
