import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCommonT } from '../i18n';
import type { AreaKey } from './routes';

/** Stands in for an area that is in the spec but not built yet (see routes.ts). */
export function ComingSoonPage({ area }: { area: AreaKey }) {
  const t = useCommonT();
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{t(`areas.${area}`)}</Title>
      <Text>{t('comingSoon.text')}</Text>
      <Anchor component={Link} to="/">
        {t('backHome')}
      </Anchor>
    </Stack>
  );
}
