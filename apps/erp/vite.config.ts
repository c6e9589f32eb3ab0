import { execSync } from 'node:child_process';

import { parse } from '@formatjs/icu-messageformat-parser';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// The build's identity: the app compares it with /version.json to notice a newer deployment.
const buildId = (() => {
  const stamp = new Date().toISOString();
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}-${stamp}`;
  } catch {
    return stamp;
  }
})();

function versionFile(): Plugin {
  return {
    name: 'erp-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildId }) + '\n' });
    },
  };
}

// Message catalogues (every package's intl/<locale>.json) are parsed into ICU ASTs at build time, so the
// browser ships formatjs without its message parser (aliased to the no-parser build below).
function precompileMessages(): Plugin {
  return {
    name: 'erp-precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/intl\/(en-US|ar-EG)\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(ast), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  // The router plugin must come before the React plugin.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    versionFile(),
    ...(command === 'build' ? [precompileMessages()] : []),
  ],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  resolve: {
    conditions: ['@erp/source', ...defaultClientConditions],
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  // vanilla-extract evaluates `.css.ts` files server-side: they too must import workspace packages from
  // source, or a `.css.ts` importing @erp/ui would load its built dist/ and lose the global styles.
  ssr: { resolve: { conditions: ['@erp/source', ...defaultServerConditions] } },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
