import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  GENERIC_ERROR,
  accountsApi,
  signupFormSchema,
  type RegisterInput,
  type Role,
} from '@vedann/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { ME_QUERY_KEY, markJustSignedUp, type CurrentUser } from '../../lib/auth';
import { useEndpointMutation } from '../../lib/endpoint';
import { zodFormResolver } from '../../lib/zod-form';
import { translated } from '../../lib/form-errors';
import { useMessageT } from '../../i18n';
import { FormCard } from '../../ui/form-card';
import { usePageTitle } from '../../ui/page-title';
import { useAccountsT } from './i18n';

interface SignupValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

const ROLE_CHOICES: readonly Role[] = ['student', 'recruiter', 'librarian'];

export function RegisterPage() {
  const t = useAccountsT();
  const tm = useMessageT();
  usePageTitle(t('register.title'));
  const queryClient = useQueryClient();
  const form = useForm<SignupValues>({
    mode: 'controlled',
    initialValues: {
      fullname: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      role: 'student',
    },
    validate: translated(zodFormResolver<SignupValues>(signupFormSchema)),
    validateInputOnBlur: true,
  });

  // The server signs the new account in (its session cookie), so the way on is the signed-in
  // start, as after Log In, without typing the new password again (decision 0347): once the
  // account is known, Sign Up's guard sends it there.
  const register = useEndpointMutation(accountsApi.register, {
    toCall: (body: RegisterInput) => ({ body }),
    onSuccess: async (data) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      notifications.show({ color: 'green', message: tm(data.message) });
      markJustSignedUp();
      queryClient.setQueryData<CurrentUser | null>(ME_QUERY_KEY, data.user);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });

  return (
    <FormCard title={t('register.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ confirmPassword: _confirm, ...input }) =>
          register.mutate(input),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t('fields.fullName')}
            autoComplete="name"
            {...form.getInputProps('fullname')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('fields.phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Radio.Group label={t('register.iAm')} {...form.getInputProps('role')}>
            <Group mt="xs">
              {ROLE_CHOICES.map((role) => (
                <Radio key={role} value={role} label={t(`register.roles.${role}`)} />
              ))}
            </Group>
          </Radio.Group>

          {register.isError && (
            <Alert color="red">{tm(errorMessage(register.error, GENERIC_ERROR))}</Alert>
          )}

          <Button type="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
          <Text size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('register.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
