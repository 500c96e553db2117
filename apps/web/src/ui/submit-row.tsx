import { Alert, Button, Group, type ButtonVariant } from '@mantine/core';
import type { ReactNode } from 'react';
import { GENERIC_ERROR } from '@vedann/contracts';
import { errorMessage } from '../lib/api';

/** What the row reads of the form's mutation. */
interface SubmitRequest {
  isError: boolean;
  error: unknown;
  isPending: boolean;
}

/**
 * A form's last row: why its request failed (the server's message, or the spec's generic one),
 * then the submit button, busy while the request runs, after any other buttons of the form.
 */
export function SubmitRow(props: {
  request: SubmitRequest;
  label: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Buttons that come before the submit button, such as Add Row. */
  leading?: ReactNode;
}) {
  const { request } = props;
  return (
    <>
      {request.isError && <Alert color="red">{errorMessage(request.error, GENERIC_ERROR)}</Alert>}
      <Group>
        {props.leading}
        <Button
          type="submit"
          variant={props.variant}
          loading={request.isPending}
          disabled={props.disabled}
        >
          {props.label}
        </Button>
      </Group>
    </>
  );
}
