import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { aharApi } from '@vedann/contracts';
import { useCurrentUser } from '../../../lib/auth';
import { useEndpoint } from '../../../lib/endpoint';
import { useAharTiffinT } from './i18n';

/**
 * A link to `/ahar/me`, shown only to a signed-in account an ahar lists as a regular member
 * (decision 0360): on an ahar's public page (`orgId`) that ahar, on the student's dashboard any.
 */
export function MyTiffinLink({ orgId }: { orgId?: string }) {
  const t = useAharTiffinT();
  const { data: user } = useCurrentUser();
  const tiffins = useEndpoint(
    aharApi.tiffin.mine,
    {},
    { enabled: Boolean(user), select: (answer) => answer.tiffins },
  );
  const listed = tiffins.data?.some((tiffin) => orgId === undefined || tiffin.ahar._id === orgId);
  if (!listed) return null;
  return (
    <Anchor component={Link} to="/ahar/me" fw={600}>
      {t(orgId === undefined ? 'mine.anyLink' : 'mine.link')}
    </Anchor>
  );
}
