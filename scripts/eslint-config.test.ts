// ESLint's flat config lets a later config object replace a rule an earlier one set, for every file both match,
// in silence: a second `no-restricted-imports` once switched off a check of the style files in the widget modules.
// A rule is therefore switched on by one config object only; other objects may only switch it off (tests, stories,
// tooling), which is an exception said out loud.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import config from '../eslint.config.js';

type ConfigObject = { files?: string[]; rules?: Record<string, unknown> };

const isOff = (setting: unknown) => {
  const level = Array.isArray(setting) ? setting[0] : setting;
  return level === 'off' || level === 0;
};

describe('eslint.config.js', () => {
  it('switches each rule on in one config object of the project', () => {
    const owners = new Map<string, number[]>();
    (config as ConfigObject[]).forEach((object, index) => {
      // Objects without `files` are the presets (recommended sets), which the project's objects refine.
      if (!object.files) return;
      for (const [rule, setting] of Object.entries(object.rules ?? {})) {
        if (isOff(setting)) continue;
        owners.set(rule, [...(owners.get(rule) ?? []), index]);
      }
    });
    // The module boundaries are one rule per module, each for its own folder: no file is in two of them.
    const boundaries = (config as ConfigObject[])
      .map((object, index) => ({ object, index }))
      .filter(({ object }) => object.files?.[0]?.startsWith('packages/erp-widgets/src/'))
      .map(({ index }) => index);
    const twice = [...owners].filter(
      ([rule, indexes]) =>
        indexes.length > 1 && !(rule === 'no-restricted-imports' && indexes.every((i) => boundaries.includes(i))),
    );
    expect(twice).toEqual([]);
  });

  it('applies both the module boundary and the style-file rule to a widget module’s style file', async () => {
    const eslint = new ESLint();
    const computed = await eslint.calculateConfigForFile('packages/erp-widgets/src/stock/stock.css.ts');
    expect(computed.rules['no-restricted-syntax']?.[0]).toBe(2);
    expect(computed.rules['no-restricted-imports']?.[0]).toBe(2);
  });
});
