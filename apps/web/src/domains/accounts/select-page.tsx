import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { welcomeText, type Role } from '@vedann/contracts';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth';

/** Where each role goes next after signing in. */
const NEXT_STEPS: Record<Role, ReadonlyArray<{ label: string; to: string }>> = {
  student: [
    { label: 'Student services', to: '/service' },
    { label: 'Browse jobs', to: '/jobs' },
  ],
  librarian: [{ label: 'Manage my libraries', to: '/mgtservice' }],
  recruiter: [{ label: 'Manage companies', to: '/admin/companies' }],
};

export function SelectPage() {
  const { data: user } = useCurrentUser();
  // RequireAuth guarantees an account here; the check only satisfies the type.
  if (!user) return null;

  return (
    <Stack gap="md" py="md">
      <Title order={1}>Hello, {user.fullname}</Title>
      <Text>{welcomeText(user.role)}</Text>
      <Group>
        {NEXT_STEPS[user.role].map((step) => (
          <Button key={step.to} component={Link} to={step.to}>
            {step.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
