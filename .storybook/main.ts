import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/erp-widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Compile the workspace packages from source, so Storybook needs no prior library build.
      resolve: { conditions: ['@erp/source', ...defaultClientConditions] },
      // vanilla-extract evaluates `.css.ts` files server-side, where these conditions apply.
      ssr: { resolve: { conditions: ['@erp/source', ...defaultServerConditions] } },
    }),
};

export default config;
