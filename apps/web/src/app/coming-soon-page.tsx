import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Stands in for an area that is in the spec but not built yet (see routes.ts). */
export function ComingSoonPage({ area }: { area: string }) {
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{area}</Title>
      <Text>This part of Vedann is not available yet.</Text>
      <Anchor component={Link} to="/">
        Back to the home page
      </Anchor>
    </Stack>
  );
}
