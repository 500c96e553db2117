import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useCommonT } from '../i18n';

/** True while some read has failed and waits to be tried again (lib/retry.ts). */
export function useRetrying(): boolean {
  return useIsFetching({ predicate: (query) => query.state.fetchFailureCount > 0 }) > 0;
}

/**
 * One line under the header, for every page: "Still trying..." while a read waits for its next
 * try, and, when the check of who is signed in failed, says so with Try again (the header then
 * keeps the account last known, or shows no account menu at all, never "Log In").
 */
export function ConnectionStatus({
  checkFailed,
  onRecheck,
}: {
  checkFailed: boolean;
  onRecheck: () => void;
}) {
  const t = useCommonT();
  const retrying = useRetrying();
  // Present only while it has something to say: a page with no status is a settled page.
  if (!retrying && !checkFailed) return null;
  return (
    <Box role="status" aria-live="polite" px="md" py="xs">
      {retrying ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('states.stillTrying')}</Text>
        </Group>
      ) : (
        checkFailed && (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t('states.sessionCheckFailed')}
            </Text>
            <Button size="compact-sm" variant="light" color="red" onClick={onRecheck}>
              {t('actions.retry')}
            </Button>
          </Group>
        )
      )}
    </Box>
  );
}
