import { Center, Loader, Text } from '@mantine/core';
import { useCommonT } from '../i18n';

/**
 * The spec's wording while the account is being looked up; the text is what tests read. A screen
 * whose spec words its own loading state (books: 'Loading books') gives it as `label`.
 */
export function Loading({ label }: { label?: string } = {}) {
  const t = useCommonT();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>{label ?? t('states.loading')}</Text>
    </Center>
  );
}
