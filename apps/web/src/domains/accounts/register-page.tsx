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
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
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
  const navigate = useNavigate();
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

  const register = useEndpointMutation(accountsApi.register, {
    toCall: (body: RegisterInput) => ({ body }),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: tm(data.message) });
      void navigate('/login');
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
