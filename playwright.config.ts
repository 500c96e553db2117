import { defineConfig } from '@playwright/test';

// Each project has a server of its own (its own port and data folder), so the desktop and the
// phone journeys run at the same time without seeing each other's data: one browser each on two
// cores, and each project's journeys still one after another.
const desktopPort = Number(process.env.E2E_PORT ?? 4173);
const phonePort = desktopPort + 100;
const url = (port: number) => `http://127.0.0.1:${port}`;

const server = (port: number, name: string) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `${url(port)}/api/health`,
  env: { E2E_PORT: String(port), E2E_DATA_NAME: name },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Started one after the other: the first builds the web app if its sources changed.
  webServer: [server(desktopPort, 'desktop'), server(phonePort, 'phone')],
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      workers: 1,
      use: {
        baseURL: url(desktopPort),
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'phone',
      grep: /@phone/,
      workers: 1,
      use: {
        baseURL: url(phonePort),
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        // Layout follows the CSS width alone; a phone's 3x pixel density only makes software
        // rendering (no GPU here) paint nine times the pixels, so every phone journey runs slower.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: false,
      },
    },
  ],
});
