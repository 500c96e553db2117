import { useEffect } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Organization, OrgKind } from '@vedann/contracts';
import { lastUsed } from '../../lib/last-used';
import { useCurrentOrg, useOrganizations, useSwitchOrg } from '../../lib/org';
import { LoadError } from '../../ui/load-error';
import { useBusinessShellT } from './i18n';

/**
 * The business a page of some kinds acts for. Opening a gym's page while acting for another
 * business means "act for my gym": the member's business of the kind used last (else the first)
 * is chosen, and the header then names it. `waiting` is true while that is being settled; `failed` holds the error
 * when the account's businesses could not be read, so that the page shows it (with `retry`)
 * rather than "No business of this kind yet", which is said only of a list that loaded.
 */
export function useBusinessOfKind(kinds: readonly OrgKind[]): {
  business: Organization | null;
  waiting: boolean;
  failed: Error | null;
  retry: () => void;
} {
  const { data: mine, isPending, isSuccess, error, refetch } = useOrganizations();
  const { current } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  const business = current && kinds.includes(current.kind) ? current : null;
  const ownOfKind = lastUsed((mine ?? []).filter((org) => kinds.includes(org.kind)));
  const switchTo = current && !business && ownOfKind ? ownOfKind._id : null;
  useEffect(() => {
    if (switchTo) switchOrg(switchTo);
  }, [switchTo, switchOrg]);
  return {
    business,
    waiting: isPending || Boolean(switchTo) || (!current && Boolean(ownOfKind)),
    // A failed refresh of a list already loaded keeps the list; the page goes on with it.
    failed: isSuccess ? null : error,
    retry: () => void refetch(),
  };
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

/** What a business page says when the account's businesses could not be read: the error. */
export function BusinessesNotLoaded({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{title}</Title>
      <LoadError error={error} onRetry={onRetry} />
    </Stack>
  );
}
