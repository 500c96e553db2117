import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { KIND_REQUIRES_ROLE, ORG_KIND_LABELS, ORG_KINDS } from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { useOrgsT } from './i18n';

/**
 * `/mgtservice/selects`: the management service's choice of business kind, the Vikreta way in.
 * Each kind leads to the registration form with that kind chosen (`/mgtservice?kind=`).
 */
export function SelectsPage() {
  const t = useOrgsT();
  const tm = useMessageT();
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{t('selects.title')}</Title>
      <Text>{t('selects.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {ORG_KINDS.map((kind) => {
          const label = tm(ORG_KIND_LABELS[kind]);
          const role = KIND_REQUIRES_ROLE[kind];
          return (
            <Card key={kind} withBorder component="section" aria-labelledby={`kind-${kind}`}>
              <Title order={2} size="h4" id={`kind-${kind}`}>
                {label}
              </Title>
              <Text size="sm" my="xs">
                {t(`selects.what.${kind}`)}
              </Text>
              {role && (
                <Text size="sm" c="dimmed" mb="xs">
                  {role === 'librarian' ? t('selects.needsLibrarian') : t('selects.needsRecruiter')}
                </Text>
              )}
              <Anchor component={Link} to={`/mgtservice?kind=${kind}#register-business`}>
                {t('selects.register', { kind: label })}
              </Anchor>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
