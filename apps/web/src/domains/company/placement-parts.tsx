import { type ReactNode } from 'react';
import { Text } from '@mantine/core';

export function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Text c="red" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A labelled value of an applicant's card. */
export function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      {label}: {children}
    </Text>
  );
}
