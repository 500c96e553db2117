import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** The narrow centred card the account screens share; full width on a phone. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={460} mx="auto" my="md">
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
