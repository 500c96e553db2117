import { Paper, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useCommonT } from '../i18n';
import { NEXT_PARAM, safeNext } from '../lib/next';

/**
 * "Log in to continue.": shown above the login page when a members-only page sent the visitor
 * there (its address has a safe `?next=`), so they know why they are asked and that they will
 * come back.
 */
export function LoginNotice() {
  const t = useCommonT();
  const { pathname, search } = useLocation();
  if (pathname !== '/login' || !safeNext(new URLSearchParams(search).get(NEXT_PARAM))) return null;
  return (
    <Paper
      role="status"
      withBorder
      p="sm"
      mb="md"
      maw={460}
      mx="auto"
      bg="var(--mantine-color-indigo-light)"
    >
      <Text>{t('auth.logInToContinue')}</Text>
    </Paper>
  );
}
