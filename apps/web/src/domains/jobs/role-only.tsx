import { useDeferredValue, type ReactNode } from 'react';
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

/**
 * Shown to a student only. The account's answer re-renders this alone, not the page around it
 * (a visitor's page was rendered again, synchronously, when the answer said "nobody").
 */
export function StudentOnly({ children }: { children: ReactNode }) {
  // In a transition, in slices: a student's saved searches are a panel of fields.
  const user = useDeferredValue(useCurrentUser().data);
  return user?.role === 'student' ? children : null;
}
