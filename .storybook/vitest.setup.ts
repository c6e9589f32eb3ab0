// Story tests: every story is also a visual-regression check against a committed baseline per locale.
// Baselines live beside the stories in __screenshots__/ and are (re)written with `vitest run -u`.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const locale = import.meta.env.STORY_LOCALE ?? 'en-US';
  await expect(page.elementLocator(document.body)).toMatchScreenshot(`${ctx.task.name}-${locale}`, {
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
  });
});
