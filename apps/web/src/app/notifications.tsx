import { Notifications } from '@mantine/notifications';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/** The messages' container, loaded after the first paint (see providers.tsx). */
export default function LazyNotifications() {
  return <Notifications position="top-right" />;
}
