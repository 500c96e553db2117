import { NativeSelect } from '@mantine/core';
import { useCurrentOrg, useSwitchOrg } from '../lib/org';

/**
 * Chooses the business that X-Org-Id speaks for; only shown to accounts that have one. A native
 * select is small enough for the landing page's first load and is easy to use on a phone.
 */
export function BusinessSwitcher({ inline }: { inline: boolean }) {
  const { current, organizations } = useCurrentOrg();
  const switchOrg = useSwitchOrg();
  if (organizations.length === 0) return null;

  const options = organizations.map((org) => ({ value: org._id, label: org.name }));
  return (
    <NativeSelect
      label="Business"
      data={
        current ? options : [{ value: '', label: 'Choose a business', disabled: true }, ...options]
      }
      value={current?._id ?? ''}
      onChange={(event) => {
        if (event.currentTarget.value) switchOrg(event.currentTarget.value);
      }}
      size={inline ? 'xs' : 'sm'}
      w={inline ? 240 : undefined}
      styles={inline ? { root: { display: 'flex', alignItems: 'center', gap: 8 } } : undefined}
    />
  );
}
