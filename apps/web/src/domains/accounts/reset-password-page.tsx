import { useEffect } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { USER_MESSAGES, resetPasswordFormSchema, type MessageResponse } from '@vedann/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { apiSend, errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { FormCard } from '../../ui/form-card';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** A link without its token cannot reset anything (spec 01 section 2.1). */
function MissingToken() {
  const navigate = useNavigate();
  useEffect(() => {
    // The fixed id keeps StrictMode's second effect run from showing the message twice.
    notifications.show({ id: 'reset-invalid', color: 'red', message: USER_MESSAGES.resetInvalid });
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <Alert color="red">{USER_MESSAGES.resetInvalid}</Alert>;
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: zodFormResolver<ResetValues>(resetPasswordFormSchema),
  });

  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      apiSend<MessageResponse>('POST', `/user/reset-password/${encodeURIComponent(token)}`, {
        newPassword,
      }),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: data.message });
      void navigate('/login');
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.newPassword))}>
      <Stack gap="sm">
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {reset.isError && (
          <Alert color="red">{errorMessage(reset.error, USER_MESSAGES.resetFailed)}</Alert>
        )}
        <Button type="submit" loading={reset.isPending}>
          Reset Password
        </Button>
        <Anchor component={Link} to="/forgot-password" size="sm">
          Ask for a new link
        </Anchor>
      </Stack>
    </form>
  );
}

export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <FormCard title="Reset Password">
      {token ? <ResetForm token={token} /> : <MissingToken />}
    </FormCard>
  );
}
