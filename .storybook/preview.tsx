import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';

import { isLocale, type Locale } from '@erp/ui';
import { LocaleDecorator, preloadMessages } from './LocaleDecorator';

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
  },
  initialGlobals: { locale: import.meta.env.STORY_LOCALE ?? 'en-US' },
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
      return (
        <LocaleDecorator locale={locale}>
          <Story />
        </LocaleDecorator>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    // Chromatic (for teams with a project token) snapshots every story in both directions.
    chromatic: { modes: { 'en-US': { locale: 'en-US' }, 'ar-EG': { locale: 'ar-EG' } } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
