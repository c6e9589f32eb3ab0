import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const ui = (
  <Tabs>
    <TabList aria-label="Employee">
      <Tab id="personal">Personal</Tab>
      <Tab id="employment">Employment</Tab>
      <Tab id="notes">Notes</Tab>
    </TabList>
    <TabPanel id="personal">Personal panel</TabPanel>
    <TabPanel id="employment">Employment panel</TabPanel>
    <TabPanel id="notes">Notes panel</TabPanel>
  </Tabs>
);

describe.each([
  ['en-US', '{ArrowRight}', '{ArrowLeft}'],
  ['ar-EG', '{ArrowLeft}', '{ArrowRight}'],
] as const)('Tabs (%s)', (locale, nextKey, previousKey) => {
  it('moves to the next tab with the arrow pointing in the reading direction', async () => {
    const screen = await renderWithLocale(ui, locale);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await userEvent.keyboard(nextKey);
    await expect.element(screen.getByRole('tab', { name: 'Employment' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Employment panel');
    await userEvent.keyboard(previousKey);
    await expect.element(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lays the tabs out from the inline start', async () => {
    const screen = await renderWithLocale(ui, locale);
    const first = screen.getByRole('tab', { name: 'Personal' }).element().getBoundingClientRect();
    const second = screen.getByRole('tab', { name: 'Employment' }).element().getBoundingClientRect();
    if (locale === 'en-US') expect(first.left).toBeLessThan(second.left);
    else expect(first.left).toBeGreaterThan(second.left);
  });
});
