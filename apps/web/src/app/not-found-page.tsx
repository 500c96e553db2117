import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address.</Text>
      <Anchor component={Link} to="/">
        Back to the home page
      </Anchor>
    </Stack>
  );
}
