import { Anchor, Group, NativeSelect, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useCommonT } from '../i18n';
import { BUSINESS_HOME, useCurrentOrg, useSwitchOrg } from '../lib/org';

/**
 * The business every request acts for (X-Org-Id), named in the header with its kind, a way to
 * switch to another of the account's businesses, and a link to the current one's home. Only
 * shown to accounts that have a business. A native select is small enough for the landing page's
 * first load and is easy to use on a phone.
 */
export function BusinessSwitcher({
  inline,
  onNavigate,
}: {
  inline: boolean;
  onNavigate: () => void;
}) {
  const t = useCommonT();
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  if (organizations.length === 0) return null;

  const options = organizations.map((org) => ({
    value: org._id,
    label: org.name,
  }));
  const kind = current ? t(`business.kinds.${current.kind}`) : '';
  const select = (
    <NativeSelect
      label={t('business.label')}
      data={
        current ? options : [{ value: '', label: t('business.choose'), disabled: true }, ...options]
      }
      value={current?._id ?? ''}
      onChange={(event) => {
        if (event.currentTarget.value) switchOrg(event.currentTarget.value);
      }}
      size={inline ? 'xs' : 'sm'}
      w={inline ? 200 : undefined}
      styles={inline ? { root: { display: 'flex', alignItems: 'center', gap: 8 } } : undefined}
    />
  );
  // The kind is the link's visible text; the rest of its name, for screen readers, says whose
  // home it opens (content rather than aria-label, so the visible word starts the name).
  const home = current && (
    <Anchor
      component={Link}
      to={BUSINESS_HOME[current.kind]}
      size="sm"
      onClick={onNavigate}
      title={t('business.actingFor', { name: current.name, kind })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {kind}
      <VisuallyHidden>: {t('business.home', { name: current.name })}</VisuallyHidden>
    </Anchor>
  );

  if (inline) {
    return (
      <Group gap={8} wrap="nowrap">
        {select}
        {home}
      </Group>
    );
  }
  return (
    <Stack gap={4}>
      {select}
      <Group gap="md">
        {home}
        <Anchor component={Link} to="/mgtservice" size="sm" onClick={onNavigate}>
          {t('business.manage')}
        </Anchor>
      </Group>
    </Stack>
  );
}
