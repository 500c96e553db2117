import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCommonT } from '../i18n';
import { NotFoundPage } from './not-found-page';

/**
 * Catches what a page throws while rendering or loading its code. The usual cause is a lazy
 * chunk that no longer exists after a new deployment, which a reload fixes. It stays free of
 * @vedann/contracts (and so of zod) because it must work when further chunks cannot load, and
 * it uses only the components of the first page, whose code and CSS are always there.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useCommonT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Stack py="md" gap="sm" role="alert">
      <Title order={1} size="h3" c="red">
        {t('routeError.title')}
      </Title>
      <Text>{t('routeError.text')}</Text>
      <Group gap="md">
        {/* A code file the server refused (busy) stays failed until the page is loaded anew. */}
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
        <Anchor component={Link} to="/" reloadDocument>
          {t('backHome')}
        </Anchor>
      </Group>
    </Stack>
  );
}
