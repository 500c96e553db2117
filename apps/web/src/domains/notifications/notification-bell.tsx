import { ActionIcon, Popover } from '@mantine/core';
import { notificationsApi } from '@vedann/contracts';
import { useState } from 'react';
import { useEndpoint } from '../../lib/endpoint';
import { useNotificationsT } from './i18n';
import { NotificationList } from './notification-list';
import '@mantine/core/styles/ActionIcon.css';
import './notifications.css';

/** How many the bell lists: the newest; the rest wait, kept 90 days. */
export const BELL_LIMIT = 8;
/** How often the count is asked for while the app is open (and again when the window is focused). */
const POLL_MS = 60_000;

function BellIcon() {
  return (
    <svg
      aria-hidden
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell: its name carries the unread count, and it opens the newest notifications.
 * Mounted only for a signed-in person, so it never asks while signed out.
 */
export function NotificationBell() {
  const t = useNotificationsT();
  const [opened, setOpened] = useState(false);
  const list = useEndpoint(
    notificationsApi.list,
    { query: { page: 1, limit: BELL_LIMIT } },
    { refetchInterval: POLL_MS },
  );
  const unread = list.data?.unread ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
      classNames={{ dropdown: 'notification-dropdown' }}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          className="notification-bell"
          aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <BellIcon />
          {unread > 0 && (
            <span className="notification-count" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('title')}>
        <NotificationList list={list} onOpened={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
