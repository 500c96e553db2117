import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useCurrentUser } from '../../lib/auth';

/** The recruiter screens (spec 01 section 6); the server refuses everyone else anyway. */
export function RecruiterOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'recruiter')
    return (
      <Alert color="yellow" my="md" title="For recruiters">
        These pages are for recruiter accounts.
      </Alert>
    );
  return children;
}
