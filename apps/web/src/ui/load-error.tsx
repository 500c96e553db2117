import { Alert, Button } from '@mantine/core';
import { GENERIC_ERROR } from '@vedann/contracts';
import { errorMessage } from '../lib/api';

/** Shown when a page's data could not be read at all, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title={errorMessage(error, GENERIC_ERROR)} my="md">
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
