import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/theme.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', 'react-intl'],
  // The Radix Themes token files that src/theme/radix.css @imports are inlined, so dist/index.css is one
  // self-contained stylesheet that works without a bundler (a <link>, a CDN, a CSS pipeline that does not
  // resolve package paths). The package imports no Radix Themes JavaScript.
  noExternal: [/^@radix-ui\/themes\/tokens\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
