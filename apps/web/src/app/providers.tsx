import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCommonT } from '../i18n';
import { askCurrentUserEarly } from '../lib/auth';
import { askOrganizationsEarly } from '../lib/org';
import { createQueryClient, seedAnswer } from '../lib/query-client';
import type { SeededQuery } from './prerendered';
import { buildTheme } from './theme';
import './first-paint.css';
import './fonts.css';
import './app.css';

// Messages are never part of the first paint: their container (and its CSS) loads right after.
// notifications.show() works before it arrives; the container shows what was queued.
const Notifications = lazy(() => import('./notifications'));

export { createQueryClient };

/** The browser's one cache. The server renders each page with a new one (src/prerender.tsx). */
const browserQueryClient = createQueryClient();

/**
 * Starts the browser's cache from the answers a page was rendered with on the server
 * (app/prerendered.tsx), before the first render, so that it renders what the server did. They
 * are fresh while the page shows them (`SEEDED_FRESH_MS`): the queries do not ask again as they
 * mount.
 */
export function seedQueries(queries: readonly SeededQuery[]): void {
  for (const { key, data } of queries) seedAnswer(browserQueryClient, key, data);
}

/**
 * The reads a members' page waits for, started before its code has loaded: the account, then
 * (signed in) its businesses, which pick the business the page acts for.
 */
export function startEarlyReads(): void {
  void askCurrentUserEarly(browserQueryClient).then((user) => {
    if (user) askOrganizationsEarly(browserQueryClient);
  });
}

export function Providers({
  children,
  client = browserQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const t = useCommonT();
  const close = t('actions.close');
  const showPassword = t('password.show');
  const theme = useMemo(() => buildTheme({ close, showPassword }), [close, showPassword]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      // The theme's variables are a stylesheet the build wrote (main.tsx, decision 0371).
      withCssVariables={false}
    >
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
