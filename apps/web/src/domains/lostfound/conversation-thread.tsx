import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { CONVERSATION_MESSAGES, MESSAGE_MAX_LENGTH } from '@vedann/contracts';
import { errorMessage } from '../../lib/api';
import { Loading } from '../../ui/loading';
import { useMessageT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useLostT } from './i18n';
import { useSendMessage, useThread, type ThreadRef } from './lostfound-api';
import { LoadError } from '../../ui/load-error';

/** Between facts on one line (not a word, so the same in every language). */
const SEPARATOR = ' · ';

/** The messages of one conversation, oldest first, and a box to write the next one. */
export function ConversationThread({
  target,
  inputLabel,
}: {
  target: ThreadRef;
  inputLabel: string;
}) {
  const t = useLostT();
  const tm = useMessageT();
  const format = useFormat();
  const thread = useThread(target);
  const send = useSendMessage(target);
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
    });
  };

  if (thread.isPending) return <Loading />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        fallback={CONVERSATION_MESSAGES.fetchFailed}
        onRetry={() => void thread.refetch()}
      />
    );
  const { messages } = thread.data;
  return (
    <Stack>
      <Stack gap="xs" aria-label={t('messages.thread')} role="log">
        {messages.length === 0 && (
          <Text c="dimmed">{tm(CONVERSATION_MESSAGES.noConversations)}</Text>
        )}
        {messages.map((message) => (
          <Paper
            key={message._id}
            withBorder
            p="xs"
            maw="85%"
            style={{ alignSelf: message.isMine ? 'flex-end' : 'flex-start' }}
            bg={message.isMine ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Text size="xs" c="dimmed">
              {[
                message.isMine ? t('messages.you') : message.sender.fullname,
                format.dateTime(message.createdAt),
              ].join(SEPARATOR)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
          </Paper>
        ))}
      </Stack>
      <form onSubmit={onSubmit}>
        <Stack gap="xs">
          <Textarea
            label={inputLabel}
            autosize
            minRows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setSent(false);
            }}
            error={
              send.isError
                ? tm(errorMessage(send.error, CONVERSATION_MESSAGES.bodyRequired))
                : undefined
            }
          />
          <Group>
            <Button type="submit" loading={send.isPending} disabled={text.trim() === ''}>
              {t('messages.send')}
            </Button>
            {sent && (
              <Text size="sm" c="green" role="status">
                {tm(CONVERSATION_MESSAGES.sent)}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
