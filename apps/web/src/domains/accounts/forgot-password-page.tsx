import { useEffect } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FORGOT_PASSWORD_REDIRECT_MS,
  USER_MESSAGES,
  accountsApi,
  forgotPasswordInputSchema,
} from '@vedann/contracts';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { useMessageT } from '../../i18n';
import { FormCard } from '../../ui/form-card';
import { usePageTitle } from '../../ui/page-title';
import { useAccountsT } from './i18n';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordPage() {
  const t = useAccountsT();
  const tm = useMessageT();
  usePageTitle(t('forgot.title'));
  const navigate = useNavigate();
  const form = useForm<ForgotValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: translated(zodFormResolver<ForgotValues>(forgotPasswordInputSchema)),
  });

  const forgot = useEndpointMutation(accountsApi.forgotPassword, {
    toCall: (body: ForgotValues) => ({ body }),
  });

  // Spec 01 section 4: after success the page returns to /login on its own.
  const sent = forgot.isSuccess;
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => void navigate('/login'), FORGOT_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [sent, navigate]);

  return (
    <FormCard title={t('forgot.title')}>
      {forgot.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {tm(forgot.data.message)}
          </Alert>
          <Text size="sm">{t('forgot.goingBack')}</Text>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => forgot.mutate(values))}>
          <Stack gap="sm">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            {forgot.isError && (
              <Alert color="red">
                {tm(errorMessage(forgot.error, USER_MESSAGES.forgotFailed))}
              </Alert>
            )}
            <Button type="submit" loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              {t('forgot.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
