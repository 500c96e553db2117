import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCommonT } from '../i18n';
import { buildTheme, cssVariablesResolver } from './theme';
import './first-paint.css';
import './fonts.css';
import './app.css';

// Messages are never part of the first paint: their container (and its CSS) loads right after.
// notifications.show() works before it arrives; the container shows what was queued.
const Notifications = lazy(() => import('./notifications'));

const queryClient = new QueryClient({
  defaultOptions: {
    // The spec's screens never retry (spec 01 section 7); a failure is shown at once instead.
    queries: { retry: false },
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const t = useCommonT();
  const close = t('actions.close');
  const showPassword = t('password.show');
  const theme = useMemo(() => buildTheme({ close, showPassword }), [close, showPassword]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
