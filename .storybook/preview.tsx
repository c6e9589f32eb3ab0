import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';

import { isLocale, type Locale } from '@erp/ui';
import { LocaleDecorator, preloadMessages, type Appearance } from './LocaleDecorator';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (LTR)' },
          { value: 'ar-EG', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme (LocaleProvider appearance)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Light by default, so the committed baselines stay as they are; a story opts into dark with
  // `globals: { theme: 'dark' }` and is then screenshotted dark in both locales.
  initialGlobals: { locale: import.meta.env.STORY_LOCALE ?? 'en-US', theme: 'light' },
  // Story tests screenshot a story unless it says `parameters: { screenshot: false }` (see vitest.setup.ts and the
  // budget in scripts/check-screenshots.mjs): states worth a baseline are screenshotted, interaction checks are not.
  beforeEach: ({ parameters }) => {
    (globalThis as { __storyScreenshot?: boolean }).__storyScreenshot = parameters.screenshot !== false;
  },
  loaders: [
    async (ctx) => {
      const locale: Locale = isLocale(ctx.globals.locale) ? ctx.globals.locale : 'en-US';
      await preloadMessages(locale);
      return {};
    },
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [
    (Story, ctx) => {
      const locale: Locale = isLocale(ctx.globals.locale) ? ctx.globals.locale : 'en-US';
      const appearance: Appearance = ctx.globals.theme === 'dark' ? 'dark' : 'light';
      return (
        <LocaleDecorator locale={locale} appearance={appearance}>
          <Story />
        </LocaleDecorator>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      // react-aria's live announcer keeps an announcement for a few seconds after its subject (a pending button in
      // a dialog that has since closed) is gone: an off-screen log, not part of the story.
      context: { exclude: ['[data-live-announcer]'] },
    },
    // Chromatic (for teams with a project token) snapshots every story in both directions.
    chromatic: { modes: { 'en-US': { locale: 'en-US' }, 'ar-EG': { locale: 'ar-EG' } } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
