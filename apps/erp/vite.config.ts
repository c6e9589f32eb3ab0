import { execSync } from 'node:child_process';

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The build's identity: the app compares it with /version.json to notice a newer deployment.
const buildId = (() => {
  const stamp = new Date().toISOString();
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim()}-${stamp}`;
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

export default defineConfig({
  // The router plugin must come before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vanillaExtractPlugin(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(buildId) },
  resolve: { conditions: ['@erp/source', ...defaultClientConditions] },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
