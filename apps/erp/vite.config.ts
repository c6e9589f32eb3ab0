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

/** Message-id prefixes the signed-out pages (sign-in, forgot password, error pages) render. */
const SIGNED_OUT_PREFIXES = [
  'widgets.auth.',
  'widgets.appFrame.',
  'ui.appShell.',
  'ui.dialog.',
  'ui.errorPage.',
  'ui.field.',
  'ui.languageSwitcher.',
  'ui.toast.',
];

/** The modules whose widgets have their own strings, `widgets.<module>.*` (see src/i18n/messages.ts). */
const MODULE_SCOPES = ['dashboard', 'crm', 'sales', 'stock', 'hr', 'reports', 'admin'];
const moduleOf = (id: string) => /^widgets\.([^.]+)\./.exec(id)?.[1] ?? '';

/** Whether a message belongs to a catalogue scope. */
function inScope(scope: string, id: string): boolean {
  if (scope === 'signed-out') return SIGNED_OUT_PREFIXES.some((p) => id.startsWith(p));
  if (scope === 'shell') return !MODULE_SCOPES.includes(moduleOf(id));
  return moduleOf(id) === scope;
}

// Message catalogues (every package's intl/<locale>.json). `?scope=…` keeps only one part of a catalogue: the
// signed-out pages' strings, the signed-in shell's, or one module's, so a page downloads only the strings it
// renders however many modules there are. In a build, messages are also parsed into ICU ASTs, so the browser
// ships formatjs without its message parser (aliased to the no-parser build below).
function messageCatalogues(precompile: boolean): Plugin {
  return {
    name: 'erp-message-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = /\/intl\/(en-US|ar-EG)\.json(?:\?scope=([a-z-]+))?$/.exec(id);
      if (!match) return null;
      const scope = match[2];
      let messages = JSON.parse(code) as Record<string, string>;
      if (scope) messages = Object.fromEntries(Object.entries(messages).filter(([key]) => inScope(scope, key)));
      if (!precompile && !scope) return null;
      const out = precompile
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))
        : messages;
      // A plain catalogue stays JSON for Vite's JSON handling; a scoped one (its query hides the .json
      // extension from the bundler) becomes the module itself.
      return scope
        ? { code: `export default ${JSON.stringify(out)};`, map: null, moduleType: 'js' }
        : { code: JSON.stringify(out), map: null };
    },
  };
}

// A message's `description` is for translators (it is extracted into the catalogues' sources) and never used at
// run time: the build drops it from every defineMessages call. ESLint requires descriptions to be literals.
function stripMessageDescriptions(): Plugin {
  const description = /,?\s*description:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;
  return {
    name: 'erp-strip-message-descriptions',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('defineMessages')) return null;
      return { code: code.replace(description, ''), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  // The router plugin must come before the React plugin.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go to their own chunks too: the route tree that every page loads keeps only what matching a
      // URL needs (paths, guards, search validation).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    versionFile(),
    messageCatalogues(command === 'build'),
    ...(command === 'build' ? [stripMessageDescriptions()] : []),
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
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Everything the entry loads before any page renders goes into one chunk: split across the chunks the
    // bundler would otherwise make (each route's definition apart, with its own list of files to preload),
    // the same start costs more requests and compresses worse.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The entry module stays in the entry chunk, which Vite's manifest and index.html name.
          groups: [{ name: 'start', tags: ['$initial'], test: (id: string) => !/\/src\/main\.tsx$|\.html$/.test(id) }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
