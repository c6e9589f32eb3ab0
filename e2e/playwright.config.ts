import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { BASE_URL } from './fixtures/env';
import type { AppLocale } from './fixtures/test';

/** Every flow runs in both languages and directions. */
export default defineConfig<{ appLocale: AppLocale }>({
  testDir: './specs',
  outputDir: '../.test-results/e2e-artifacts',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    { name: 'en-US', use: { appLocale: 'en-US', locale: 'en-US' } },
    { name: 'ar-EG', use: { appLocale: 'ar-EG', locale: 'ar-EG' } },
  ],
});
