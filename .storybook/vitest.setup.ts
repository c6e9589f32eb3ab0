// Story tests: every story is also a visual-regression check against a committed baseline per locale.
// Baselines live beside the stories in __screenshots__/ and are (re)written with `vitest run -u`.
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

// Freeze what moves (spinners, fades, the text caret) so a screenshot shows one stable frame; this lets the
// comparison be strict enough to catch a changed control or word on a full page.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-play-state: paused !important;
    animation-delay: 0s !important;
    transition: none !important;
    caret-color: transparent !important;
  }`;
  document.head.appendChild(style);
});

// A story must render without console errors (React warnings, failed prop types, missing messages).
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    // React's act() notices come from the test harness (it declares an act environment), not from the story.
    if (/not wrapped in act\(|inside an `act` scope/.test(text)) return;
    consoleErrors.push(text);
  });
});

afterEach(async (ctx) => {
  vi.restoreAllMocks();
  if (ctx.task.result?.state === 'fail') return;
  expect(consoleErrors, 'console errors while the story rendered').toEqual([]);
  // A story that opts out of a baseline (an interaction check whose state another story already shows).
  if ((globalThis as { __storyScreenshot?: boolean }).__storyScreenshot === false) return;
  await document.fonts.ready;
  // A page that lost @erp/ui's styles is a broken stylesheet, never a baseline: the known cause is a style file that
  // imports more than style files (CONTRIBUTING.md, Visual baselines). Every story renders in LocaleProvider, which
  // imports the global style file, so its sheet is there whenever the package's styles are.
  expect(
    document.querySelector('style[data-vite-dev-id$="/ui/src/theme/global.css.ts.vanilla.css"]'),
    "@erp/ui's global stylesheet is missing: a style file imports more than style files",
  ).not.toBeNull();
  const locale = import.meta.env.STORY_LOCALE ?? 'en-US';
  await expect(page.elementLocator(document.body)).toMatchScreenshot(`${ctx.task.name}-${locale}`, {
    comparatorName: 'pixelmatch',
    // At most 0.02% of the pixels (about 200 on a 1200×900 page) may differ.
    comparatorOptions: { allowedMismatchedPixelRatio: 0.0002 },
  });
});
