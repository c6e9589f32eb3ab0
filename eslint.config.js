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
    // vanilla-extract's dev compiler evaluates a style file with everything it imports, and keeps only the CSS of
    // the style files its scan of that file reaches: a component's `.css.ts` evaluated on the way (through
    // @erp/ui's main entry, a barrel, a component) is cached without its CSS, and when the browser asks for it
    // afterwards it comes without a stylesheet. Which file is compiled first depends on request timing, so on a
    // loaded machine whole packages lost their styles in screenshots. A style file imports style files only.
    // (no-restricted-syntax, not no-restricted-imports: the module boundaries below own that rule and a later
    // config object replaces it, which silently disabled the first version of this check in the widget modules.)
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration:not([source.value=/^@vanilla-extract\\//]):not([source.value='@erp/ui/theme']):not([source.value=/\\.css$/])",
          message:
            "A style file imports only @vanilla-extract/*, '@erp/ui/theme' (the tokens) and other style files (*.css).",
        },
      ],
    },
  },
  ...moduleBoundaries,
);
