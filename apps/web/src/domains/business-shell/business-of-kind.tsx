import { useEffect } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Organization, OrgKind } from '@vedann/contracts';
import { useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { useBusinessShellT } from './i18n';

/**
 * The business a page of some kinds acts for. Opening a gym's page while acting for another
 * business means "act for my gym": the member's first business of the kind is chosen, and the
 * header then names it. `waiting` is true while that is being settled.
 */
export function useBusinessOfKind(kinds: readonly OrgKind[]): {
  business: Organization | null;
  waiting: boolean;
} {
  const { isPending } = useOrganizations();
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const business = current && kinds.includes(current.kind) ? current : null;
  const ownOfKind = organizations.find((org) => kinds.includes(org.kind));
  const switchTo = current && !business && ownOfKind ? ownOfKind._id : null;
  useEffect(() => {
    if (switchTo) switchOrg(switchTo);
  }, [switchTo, switchOrg]);
  return { business, waiting: isPending || Boolean(switchTo) || (!current && Boolean(ownOfKind)) };
}

/** What a business page says to a member who has no business of its kind. */
export function NoBusinessOfKind({ title, kind }: { title: string; kind: OrgKind }) {
  const t = useBusinessShellT();
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{title}</Title>
      <Text fw={600}>{t('noBusiness.title')}</Text>
      <Text>{t('noBusiness.text', { kind: t(`kinds.${kind}`) })}</Text>
      <Anchor component={Link} to="/mgtservice">
        {t('noBusiness.manage')}
      </Anchor>
    </Stack>
  );
}
