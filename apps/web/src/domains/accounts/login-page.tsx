import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  USER_MESSAGES,
  loginInputSchema,
  type LoginInput,
  type LoginResponse,
} from '@vedann/contracts';
import { Link, useNavigate } from 'react-router';
import { ApiError, apiSend } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/auth';
import { zodFormResolver } from '../../lib/zod-form';
import { FormCard } from '../../ui/form-card';

/** Spec 01 section 8: a refusal and an unreachable server are worded differently. */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return USER_MESSAGES.loginNetwork;
    return error.serverMessage ?? USER_MESSAGES.invalidCredentials;
  }
  return USER_MESSAGES.loginNetwork;
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodFormResolver<LoginInput>(loginInputSchema),
  });

  const login = useMutation({
    mutationFn: (input: LoginInput) => apiSend<LoginResponse>('POST', '/user/login', input),
    onSuccess: async (data) => {
      // The token in the answer is for API clients; this page's session is the HttpOnly cookie.
      // Anything cached before belonged to whoever used this browser last.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notifications.show({ color: 'green', message: data.message });
      await navigate('/select');
    },
  });

  // Both fields share the spec's one message, so it is shown once for the form while each empty
  // field is still marked invalid.
  const validationMessage = form.errors.email ?? form.errors.password;

  return (
    <FormCard title="Log In">
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            error={Boolean(form.errors.email)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
            error={Boolean(form.errors.password)}
          />

          {validationMessage ? (
            <Alert color="red">{validationMessage}</Alert>
          ) : (
            login.isError && <Alert color="red">{loginFailureMessage(login.error)}</Alert>
          )}

          <Button type="submit" loading={login.isPending}>
            Log In
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/register" size="sm">
              Create an account
            </Anchor>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
