import { useEffect } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  FORGOT_PASSWORD_REDIRECT_MS,
  USER_MESSAGES,
  forgotPasswordInputSchema,
  type MessageResponse,
} from '@vedann/contracts';
import { Link, useNavigate } from 'react-router';
import { apiSend, errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { FormCard } from '../../ui/form-card';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<ForgotValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodFormResolver<ForgotValues>(forgotPasswordInputSchema),
  });

  const forgot = useMutation({
    mutationFn: (input: ForgotValues) =>
      apiSend<MessageResponse>('POST', '/user/forgot-password', input),
  });

  // Spec 01 section 4: after success the page returns to /login on its own.
  const sent = forgot.isSuccess;
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/login'), FORGOT_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  return (
    <FormCard title="Forgot Password">
      {forgot.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green">{forgot.data.message}</Alert>
          <Text size="sm">Taking you back to the login page...</Text>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => forgot.mutate(values))}>
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            {forgot.isError && (
              <Alert color="red">{errorMessage(forgot.error, USER_MESSAGES.forgotFailed)}</Alert>
            )}
            <Button type="submit" loading={forgot.isPending}>
              Send Reset Link
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Back to login
            </Anchor>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
