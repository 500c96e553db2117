import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCommonT } from '../i18n';

export function NotFoundPage() {
  const t = useCommonT();
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('backHome')}
      </Anchor>
    </Stack>
  );
}
