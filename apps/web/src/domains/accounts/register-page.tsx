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
import { useMutation } from '@tanstack/react-query';
import {
  GENERIC_ERROR,
  signupFormSchema,
  type MessageResponse,
  type RegisterInput,
  type Role,
} from '@vedann/contracts';
import { Link, useNavigate } from 'react-router';
import { apiSend, errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { FormCard } from '../../ui/form-card';

interface SignupValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

const ROLE_CHOICES: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'student', label: 'Student' },
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'librarian', label: 'Librarian' },
];

export function RegisterPage() {
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
    validate: zodFormResolver<SignupValues>(signupFormSchema),
    validateInputOnBlur: true,
  });

  const register = useMutation({
    mutationFn: (input: RegisterInput) => apiSend<MessageResponse>('POST', '/user/register', input),
    onSuccess: (data) => {
      notifications.show({ color: 'green', message: data.message });
      void navigate('/login');
    },
  });

  return (
    <FormCard title="Sign Up">
      <form
        noValidate
        onSubmit={form.onSubmit(({ confirmPassword: _confirm, ...input }) =>
          register.mutate(input),
        )}
      >
        <Stack gap="sm">
          <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullname')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phoneNumber')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Radio.Group label="I am a" {...form.getInputProps('role')}>
            <Group mt="xs">
              {ROLE_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Radio.Group>

          {register.isError && (
            <Alert color="red">{errorMessage(register.error, GENERIC_ERROR)}</Alert>
          )}

          <Button type="submit" loading={register.isPending}>
            Sign Up
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login">
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
