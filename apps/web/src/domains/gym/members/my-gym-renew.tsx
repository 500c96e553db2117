import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR, gymApi, type GymMyMembership } from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/endpoint';
import { useGymMembersT } from './i18n';

/**
 * "Renew my package" on the member's own gym page (decision 0360): the desk's sale of the same
 * package, whose fee then shows below with its UPI pay link. The server refuses a second renewal
 * while one's fee is unpaid, in words shown here.
 */
export function RenewMyPackage({ membership }: { membership: GymMyMembership }) {
  const t = useGymMembersT();
  const tm = useMessageT();
  const format = useFormat();
  const renew = useEndpointMutation(gymApi.members.renewMine, {
    toCall: () => ({ params: { id: membership.member._id } }),
    stale: [gymApi.members.myMemberships],
    onSuccess: () => notifications.show({ color: 'green', message: t('mine.renewed') }),
  });
  const { member } = membership;
  if (!member.plan) return null;
  return (
    <section aria-label={t('mine.renewTitle')}>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('mine.renew', { plan: member.plan })}
        </Button>
        {member.expiredDate && (
          <Text size="sm" c="dimmed">
            {t('mine.renewHint', { date: format.date(member.expiredDate) })}
          </Text>
        )}
      </Group>
      {renew.isError && (
        <Alert color="red" mt="xs" role="alert">
          {tm(errorMessage(renew.error, GENERIC_ERROR))}
        </Alert>
      )}
    </section>
  );
}
