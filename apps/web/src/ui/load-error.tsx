import { Alert, Button } from '@mantine/core';
import { GENERIC_ERROR } from '@vedann/contracts';
import { useCommonT } from '../i18n';
import { errorMessage } from '../lib/api';

/**
 * Shown when a page's data could not be read at all, with a way to try again. `fallback` is the
 * screen's own message (the spec's, e.g. 'Error loading books. Please try again.') for a failure
 * the server did not word.
 */
export function LoadError({
  error,
  onRetry,
  fallback = GENERIC_ERROR,
}: {
  error: unknown;
  onRetry: () => void;
  fallback?: string;
}) {
  const t = useCommonT();
  return (
    <Alert color="red" title={errorMessage(error, fallback)} my="md">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
