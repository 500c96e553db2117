import { Alert, Button } from '@mantine/core';
import { GENERIC_ERROR } from '@vedann/contracts';
import { useCommonT } from '../i18n';
import { errorMessage } from '../lib/api';

/** Shown when a page's data could not be read at all, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useCommonT();
  return (
    <Alert color="red" title={errorMessage(error, GENERIC_ERROR)} my="md">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
