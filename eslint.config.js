import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The widget modules: each imports only `src/shared/`, `@erp/ui` and `@erp/schema`, never another module. */
const WIDGET_MODULES = ['auth', 'shell', 'dashboard', 'crm', 'sales', 'stock', 'hr', 'reports', 'admin'];
const moduleBoundaries = WIDGET_MODULES.map((module) => ({
  files: [`packages/erp-widgets/src/${module}/**/*.{ts,tsx}`],
  // A story may show a screen inside the app frame.
  ignores: ['**/*.stories.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${WIDGET_MODULES.filter((m) => m !== module).join('|')})(/|$)`,
            message: 'A module imports only src/shared/, @erp/ui and @erp/schema: move what both need to src/shared/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tools/**',
      '**/*.gen.ts',
      'public/mockServiceWorker.js',
      'apps/server/**',
      'e2e/test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Every user-visible string is a formatjs message with an explicit id.
      // Explicit, namespaced ids (<pkg>.<component>.<key>); anything else (a missing or hashed id) is an error.
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^(ui|widgets|app)\\.[A-Za-z0-9_.-]+$'],
        },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] } },
      ],
    },
  },
  {
    // Stories, tests and tooling may use literal strings (mock data, test ids, toolbar labels).
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/*.browser.test.tsx', '.storybook/**', 'e2e/**', 'scripts/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // Test helpers format messages by id from the catalogues; they declare none.
    files: ['**/testing/**'],
    rules: { 'formatjs/enforce-id': 'off', 'formatjs/enforce-description': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // vanilla-extract evaluates a style file with everything it imports: the package's main entry would bring
    // every component's styles into that evaluation, and a cold build then drops their CSS.
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@erp/ui', message: "Import the tokens from '@erp/ui/theme' in style files." }] },
      ],
    },
  },
  ...moduleBoundaries,
);
