import { Center, Loader, Text } from '@mantine/core';

/** The spec's wording while the account is being looked up; the text is what tests read. */
export function Loading() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text>Loading...</Text>
    </Center>
  );
}
