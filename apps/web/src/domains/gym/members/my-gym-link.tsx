import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { gymApi } from '@vedann/contracts';
import { useEndpoint } from '../../../lib/endpoint';
import { useCurrentUser } from '../../../lib/auth';
import { useGymMembersT } from './i18n';

/** The gyms that list the signed-in account's Vedan ID (beyond the spec). */
export function useMyGyms(enabled = true) {
  return useEndpoint(
    gymApi.members.myMemberships,
    {},
    { enabled, select: (answer) => answer.memberships },
  );
}

/** A link to the member's gym page, shown only to accounts some gym lists as a member. */
export function MyGymLink() {
  const t = useGymMembersT();
  const { data: user } = useCurrentUser();
  const gyms = useMyGyms(Boolean(user));
  if (!gyms.data || gyms.data.length === 0) return null;
  return (
    <Anchor component={Link} to="/gym/me" fw={600}>
      {t('mine.link')}
    </Anchor>
  );
}
