import { useState } from 'react';
import { Notifications, useNotifications } from '@mantine/notifications';

/**
 * The messages' container, loaded after the first paint (see providers.tsx) and mounted with the
 * first message: mounting it renders its portal and transition groups twice over, about 20 ms
 * (unthrottled) of a page's start for a container most visits never fill. A message shown before
 * it is mounted waits in the store, and the container shows it as it mounts.
 */
export default function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? <Notifications position="top-right" /> : null;
}
