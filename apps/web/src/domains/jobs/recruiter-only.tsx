import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useCurrentUser } from '../../lib/auth';
import { useJobsT } from './i18n';

/** The recruiter screens (spec 01 section 6); the server refuses everyone else anyway. */
export function RecruiterOnly({ children }: { children: ReactNode }) {
  const t = useJobsT();
  const { data: user } = useCurrentUser();
  if (user?.role !== 'recruiter')
    return (
      <Alert color="yellow" my="md" title={t('recruiter.title')}>
        {t('recruiter.text')}
      </Alert>
    );
  return children;
}
