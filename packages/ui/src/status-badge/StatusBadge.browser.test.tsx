import { describe, expect, it } from 'vitest';

// Token CSS (loaded by the package entry in apps and Storybook), so colours resolve.
import '../theme/radix.css';
import { renderWithLocale } from '../test-utils/renderWithLocale';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('exposes its tone and gives each tone a different colour while the label carries the meaning', async () => {
    const screen = await renderWithLocale(
      <>
        <StatusBadge tone="success" label="Approved" />
        <StatusBadge tone="danger" label="Overdue" />
        <StatusBadge label="Draft" />
      </>,
    );
    const [ok, bad, neutral] = ['Approved', 'Overdue', 'Draft'].map((l) => screen.getByText(l).element());
    expect(ok!.getAttribute('data-tone')).toBe('success');
    expect(neutral!.getAttribute('data-tone')).toBe('neutral');
    expect(getComputedStyle(ok!).backgroundColor).not.toBe(getComputedStyle(bad!).backgroundColor);
  });
});
