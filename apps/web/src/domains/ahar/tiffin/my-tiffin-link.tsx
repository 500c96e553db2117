import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { aharApi } from '@vedann/contracts';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpoint } from '../../../lib/endpoint';
import { useAharTiffinT } from './i18n';

/**
 * A link to `/ahar/me` on an ahar's public page, shown only to a signed-in account this ahar
 * lists as a regular member (decision 0360).
 */
export function MyTiffinLink({ orgId }: { orgId: string }) {
  const t = useAharTiffinT();
  const { data: user } = useCurrentUser();
  const tiffins = useEndpoint(
    aharApi.tiffin.mine,
    {},
    { enabled: Boolean(user), select: (answer) => answer.tiffins },
  );
  if (!tiffins.data?.some((tiffin) => tiffin.ahar._id === orgId)) return null;
  return (
    <Anchor component={Link} to="/ahar/me" fw={600}>
      {t('mine.link')}
    </Anchor>
  );
}
