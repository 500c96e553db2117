import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { USER_MESSAGES, accountsApi, loginInputSchema, type LoginInput } from '@vedann/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMessageT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/auth';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { FormCard } from '../../ui/form-card';
import { useAccountsT } from './i18n';
import { NEXT_PARAM, safeNext } from '../../lib/next';

/** Spec 01 section 8: a refusal and an unreachable server are worded differently. */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return USER_MESSAGES.loginNetwork;
    return error.serverMessage ?? USER_MESSAGES.invalidCredentials;
  }
  return USER_MESSAGES.loginNetwork;
}

export function LoginPage() {
  const t = useAccountsT();
  const tm = useMessageT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get(NEXT_PARAM));
  const queryClient = useQueryClient();
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: translated(zodFormResolver<LoginInput>(loginInputSchema)),
  });

  const login = useEndpointMutation(accountsApi.login, {
    toCall: (body: LoginInput) => ({ body }),
    onSuccess: async (data) => {
      // The token in the answer is for API clients; this page's session is the HttpOnly cookie.
      // Anything cached before belonged to whoever used this browser last.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      if (next) {
        // The signed-in guard around this page would send a known account to /select before an
        // in-app navigation could finish, so the way back is a fresh load of that page, which
        // starts signed in (the session is the cookie this login set).
        window.location.assign(next);
        return;
      }
      // The server greets by name ("Welcome back <name>"); the greeting is translated, the name kept.
      const greeting = USER_MESSAGES.loggedIn;
      const message = data.message.startsWith(greeting)
        ? `${tm(greeting)}${data.message.slice(greeting.length)}`
        : tm(data.message);
      notifications.show({ color: 'green', message });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      await navigate('/select');
    },
  });

  // Both fields share the spec's one message, so it is shown once for the form while each empty
  // field is still marked invalid.
  const validationMessage = form.errors.email ?? form.errors.password;

  return (
    <FormCard title={t('login.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="sm">
          {next && (
            <Alert color="blue" role="status">
              {t('login.toContinue')}
            </Alert>
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            error={Boolean(form.errors.email)}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            error={Boolean(form.errors.password)}
          />

          {validationMessage ? (
            <Alert color="red">{validationMessage}</Alert>
          ) : (
            login.isError && <Alert color="red">{tm(loginFailureMessage(login.error))}</Alert>
          )}

          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/register" size="sm">
              {t('login.createAccount')}
            </Anchor>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormCard>
  );
}
