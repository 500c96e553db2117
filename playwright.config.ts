import { defineConfig } from '@playwright/test';

// Each project has a server of its own (its own port and data folder), so its journeys run beside
// the others' without seeing their data, each project's still one after another. Both widths are
// split in two (the platform's pages, and the business areas), so that the two workers, one a
// core, share the work evenly to the end: with one phone project, it ran alone for its last
// nine minutes while the other core waited.
const desktopPort = Number(process.env.E2E_PORT ?? 4173);
const areasPort = desktopPort + 50;
const phonePort = desktopPort + 100;
const phoneAreasPort = desktopPort + 150;
const AREAS = /e2e\/(kit|gym|ahar|company|library|diet|placement|payments)\/.*\.spec\.ts$/;
const desktop = {
  browserName: 'chromium' as const,
  viewport: { width: 1280, height: 800 },
};
const phone = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  // Layout follows the CSS width alone; a phone's 3x pixel density only makes software
  // rendering (no GPU here) paint nine times the pixels, so every phone journey runs slower.
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: false,
};
const url = (port: number) => `http://127.0.0.1:${port}`;
// Names this run for its servers, which load the demo data once per run (scripts/e2e-server.mjs).
// The workers load this file again, with the runner's environment, so they keep the same name.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

const server = (port: number, name: string) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `${url(port)}/api/health`,
  // The folder is named by port too, so that two runs on other ports (E2E_PORT) keep apart.
  env: {
    E2E_PORT: String(port),
    E2E_DATA_NAME: `${name}-${port}`,
    E2E_RUN_ID: process.env.E2E_RUN_ID ?? '',
  },
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
    // A failed journey keeps its trace: each step's DOM, network and source. Not its screencast:
    // filming every journey (to throw the film away when it passes) cost Chromium more than the
    // journeys themselves, 24 s against 15 s for one of them; the failure screenshot remains.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The journeys check what is shown, not how it slides in: with less motion asked for, the
    // app skips its transitions (theme.ts) and no click waits for an element to stop moving.
    contextOptions: { reducedMotion: 'reduce' },
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
  // Started one after the other: the first builds the web app if its sources changed, and loads
  // the demo data the others copy.
  webServer: [
    server(desktopPort, 'desktop'),
    server(areasPort, 'desktop-areas'),
    server(phonePort, 'phone'),
    server(phoneAreasPort, 'phone-areas'),
  ],
  // In this order: the two desktop projects start; the business areas' end first, and its
  // worker goes on to the phone's platform pages, the longer of the two phone projects.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: AREAS,
      workers: 1,
      use: { ...desktop, baseURL: url(desktopPort) },
    },
    {
      name: 'desktop-areas',
      grepInvert: /@phone/,
      testMatch: AREAS,
      workers: 1,
      use: { ...desktop, baseURL: url(areasPort) },
    },
    {
      name: 'phone',
      grep: /@phone|@both/,
      testIgnore: AREAS,
      workers: 1,
      use: { ...phone, baseURL: url(phonePort) },
    },
    {
      name: 'phone-areas',
      grep: /@phone|@both/,
      testMatch: AREAS,
      workers: 1,
      use: { ...phone, baseURL: url(phoneAreasPort) },
    },
  ],
});
