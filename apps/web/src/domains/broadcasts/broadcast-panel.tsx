import { Stack } from '@mantine/core';
import type { BroadcastArea } from './broadcast-common';
import { ComposeForm } from './broadcast-compose';
import { History } from './broadcast-history';

/** Multiple (SUTRIN ADMIN): compose and send, then the history of what was sent. */
function BroadcastPanel({ area }: { area: BroadcastArea }) {
  return (
    <Stack gap="lg">
      <ComposeForm area={area} />
      <History area={area} />
    </Stack>
  );
}

/** The gym's Multiple: members, trainers and staff, the team (permission `sms`). */
export function GymBroadcastPanel() {
  return <BroadcastPanel area="gym" />;
}

/** The ahar's Multiple: regular members, staff, the team (permission `notice`). */
export function AharBroadcastPanel() {
  return <BroadcastPanel area="ahar" />;
}
