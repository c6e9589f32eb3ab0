import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium: Playwright's own browser download is not available here.
const chromium = () =>
  playwright({
    // Reduced motion: fades and transitions end at once, so assertions and screenshots see the final state.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  });

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 720 },
});

const resolve = { conditions: ['@erp/source', ...defaultClientConditions] };

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under test.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
    'react-aria-components',
    'react-intl',
    '@radix-ui/themes',
    'radix-ui',
    '@tanstack/react-table',
    '@internationalized/date',
    '@vanilla-extract/recipes/createRuntimeFn',
    'vitest-browser-react',
  ],
};

// Every story runs as a test once per locale: the preview reads STORY_LOCALE as its initial locale.
const storyProject = (locale: 'en-US' | 'ar-EG') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  define: { 'import.meta.env.STORY_LOCALE': JSON.stringify(locale) },
  resolve,
  optimizeDeps,
  test: {
    name: `storybook-${locale}`,
    // The longest stories type a whole form key by key: 4.8 s for the users wizard's password rules on two
    // cores shared with the Go tests, against Vitest's default limit of 5 s. A run failed on that limit alone.
    testTimeout: 20_000,
    setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
    browser: browser(),
  },
});

// Also set at the top level: vanilla-extract's compiler evaluates `.css.ts` files with its own Vite
// server built from this file's top-level config, and must resolve workspace packages to source too
// (a fresh clone has no built dist/).
const ssr = { resolve: { conditions: ['@erp/source', ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      storyProject('en-US'),
      storyProject('ar-EG'),
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        optimizeDeps,
        test: {
          name: 'browser',
          include: ['packages/**/*.browser.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/erp/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
