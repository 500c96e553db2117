import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCommonT } from '../i18n';

/** Stands in for an area that is in the spec but not built yet (see routes.ts). */
export function ComingSoonPage({ area }: { area: string }) {
  const t = useCommonT();
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{area}</Title>
      <Text>{t('comingSoon.text')}</Text>
      <Anchor component={Link} to="/">
        {t('backHome')}
      </Anchor>
    </Stack>
  );
}
