import { Alert, Anchor, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/**
 * Catches what a page throws while rendering or loading its code. The usual cause is a lazy
 * chunk that no longer exists after a new deployment, which a reload fixes. It stays free of
 * @vedann/contracts (and so of zod) because it must work when further chunks cannot load.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Stack py="md">
      <Alert color="red" title="This page could not be shown.">
        Please reload the page. If it keeps happening, try again later.
      </Alert>
      <Anchor component={Link} to="/" reloadDocument>
        Back to the home page
      </Anchor>
    </Stack>
  );
}
