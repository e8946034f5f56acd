import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../tools/scripts/lib/chromium.mjs';

const chromium = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

const port = Number(process.env.E2E_PORT ?? 3300);
export const sandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? 4310)}`;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@phone/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'node tools/scripts/e2e-servers.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the script stop the apps and remove its temporary data and build copy.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
