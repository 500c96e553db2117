import { useEffect } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { USER_MESSAGES, accountsApi, resetPasswordFormSchema } from '@vedann/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { useMessageT } from '../../i18n';
import { ApiError, errorMessage } from '../../lib/api';
import { callEndpoint, endpointKey, useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { FormCard } from '../../ui/form-card';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { translated } from '../../lib/form-errors';
import { useAccountsT } from './i18n';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** A link without its token cannot reset anything (spec 01 section 2.1). */
function MissingToken() {
  const tm = useMessageT();
  const navigate = useNavigate();
  useEffect(() => {
    // The fixed id keeps StrictMode's second effect run from showing the message twice.
    notifications.show({
      id: 'reset-invalid',
      color: 'red',
      message: tm(USER_MESSAGES.resetInvalid),
    });
    void navigate('/login', { replace: true });
  }, [navigate, tm]);
  return <Alert color="red">{tm(USER_MESSAGES.resetInvalid)}</Alert>;
}

function AskAgain() {
  const t = useAccountsT();
  return (
    <Anchor component={Link} to="/forgot-password" size="sm">
      {t('reset.askAgain')}
    </Anchor>
  );
}

function ResetForm({ token }: { token: string }) {
  const t = useAccountsT();
  const tm = useMessageT();
  const navigate = useNavigate();
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: translated(zodFormResolver<ResetValues>(resetPasswordFormSchema)),
  });

  const reset = useEndpointMutation(accountsApi.resetPassword, {
    toCall: (newPassword: string) => ({ params: { token }, body: { newPassword } }),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: tm(data.message) });
      void navigate('/login');
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => reset.mutate(values.newPassword))}>
      <Stack gap="sm">
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {reset.isError && (
          <Alert color="red">{tm(errorMessage(reset.error, USER_MESSAGES.resetFailed))}</Alert>
        )}
        <Button type="submit" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
        <AskAgain />
      </Stack>
    </form>
  );
}

/**
 * The link is checked when the page opens (without using it), so a used or expired link says so
 * at once; the form shows only for a link that still works.
 */
function CheckedReset({ token }: { token: string }) {
  const tm = useMessageT();
  const call = { params: { token } };
  // Read by hand rather than with useEndpoint: a checked link is never kept (gcTime), so coming
  // back to the page asks again before showing the form.
  const check = useQuery({
    queryKey: endpointKey(accountsApi.checkResetLink, null, call),
    queryFn: () => callEndpoint(accountsApi.checkResetLink, call),
    staleTime: 0,
    gcTime: 0,
  });
  if (check.isPending) return <Loading />;
  if (check.isError) {
    // A refusal carries the spec's message; an unreachable server still lets the form try.
    const refused = check.error instanceof ApiError && !check.error.isNetworkError;
    if (refused) {
      return (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {tm(errorMessage(check.error, USER_MESSAGES.resetInvalid))}
          </Alert>
          <AskAgain />
        </Stack>
      );
    }
  }
  return <ResetForm token={token} />;
}

export function ResetPasswordPage() {
  const t = useAccountsT();
  usePageTitle(t('reset.title'));
  const { token } = useParams();
  return (
    <FormCard title={t('reset.title')}>
      {token ? <CheckedReset token={token} /> : <MissingToken />}
    </FormCard>
  );
}
