import { Anchor, Box, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  notificationsApi,
  type Notification,
  type NotificationsPage,
} from '@vedann/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { useNotificationsT } from './i18n';

/** Every answer that carries the count: the bell's list, whatever its page. */
const STALE = [notificationsApi.list];

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const t = useNotificationsT();
  const format = useFormat();
  const unread = notification.readAt === null;
  return (
    <Box component="li" className="notification-item" data-unread={unread || undefined}>
      <Anchor
        component={Link}
        to={notification.link}
        underline="never"
        c="inherit"
        display="block"
        onClick={() => onOpen(notification)}
      >
        <Group gap={6} wrap="nowrap" align="center">
          {unread && <span className="notification-dot" aria-hidden />}
          <Text size="sm" fw={700} c="blue.8">
            {t(`kinds.${notification.kind}`)}
          </Text>
          {unread && <VisuallyHidden>({t('unread')})</VisuallyHidden>}
        </Group>
        <Text size="sm" fw={unread ? 600 : 400}>
          {notification.text}
        </Text>
      </Anchor>
      <Group gap="xs" wrap="wrap">
        {notification.business && (
          <Text size="xs" c="dimmed">
            {t('from', { business: notification.business })}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
          {format.dateTime(notification.createdAt)}
        </Text>
      </Group>
    </Box>
  );
}

/**
 * The newest notifications, each a link to its page: opening one marks it read (the count
 * follows) and closes the list. Loading, a failed load with Try again, and the empty text.
 */
export function NotificationList({
  list,
  onOpened,
}: {
  list: UseQueryResult<NotificationsPage>;
  onOpened: () => void;
}) {
  const t = useNotificationsT();
  const markRead = useEndpointMutation(notificationsApi.read, {
    toCall: (id: string) => ({ params: { id } }),
    stale: STALE,
  });
  const markAll = useEndpointMutation(notificationsApi.readAll, { stale: STALE });
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification._id);
    onOpened();
  };

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError)
    body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.notifications.length === 0) body = <Text size="sm">{t('empty')}</Text>;
  else
    body = (
      <Stack component="ul" gap={0} className="notification-items">
        {list.data.notifications.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} onOpen={open} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!list.data || list.data.unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {markAll.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(markAll.error, GENERIC_ERROR)}
        </Text>
      )}
      {body}
    </Stack>
  );
}
