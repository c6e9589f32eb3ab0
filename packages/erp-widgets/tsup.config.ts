import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@radix-ui/themes',
    '@erp/ui',
    '@erp/schema',
    'react-aria-components',
    'react-intl',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
