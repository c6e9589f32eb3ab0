import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { PageHeader } from './PageHeader';

const crumbs = [
  { id: 'app', label: 'Home', href: '/app' },
  { id: 'sales', label: 'Sales', href: '/app/sales' },
  { id: 'invoices', label: 'Invoices' },
];

describe.each(['en-US', 'ar-EG'] as const)('PageHeader (%s)', (locale) => {
  it('renders the h1, a named breadcrumb trail ending at the current page, and mirrored separators', async () => {
    const screen = await renderWithLocale(
      <PageHeader title="Invoices" breadcrumbs={crumbs} actions={<button>Add</button>} />,
      locale,
    );
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoices');
    const trail = screen.getByRole('navigation', { name: locale === 'en-US' ? 'Breadcrumbs' : 'مسار التنقل' });
    await expect.element(trail.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/app/sales');
    const links = trail.getByRole('link').elements();
    expect(links.at(-1)?.getAttribute('aria-current')).toBe('page');
    const separators = trail.element().querySelectorAll('svg');
    expect(separators).toHaveLength(2);
    expect(getComputedStyle(separators[0]!).transform).toBe(locale === 'ar-EG' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    // The action sits at the inline end, after the title in reading order.
    const title = screen.getByRole('heading', { level: 1 }).element().getBoundingClientRect();
    const action = screen.getByRole('button', { name: 'Add' }).element().getBoundingClientRect();
    if (locale === 'en-US') expect(action.left).toBeGreaterThan(title.right);
    else expect(action.right).toBeLessThan(title.left);
  });

  it('reaches the breadcrumb links with Tab in reading order, skips the current page, then the actions', async () => {
    const screen = await renderWithLocale(
      <>
        <button type="button">Before</button>
        <PageHeader title="Invoices" breadcrumbs={crumbs} actions={<button type="button">Add</button>} />
      </>,
      locale,
    );
    (screen.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const sales = screen.getByRole('link', { name: 'Sales' });
    await expect.element(sales).toHaveFocus();
    await expect.element(sales).toHaveAttribute('href', '/app/sales');
    // The current page is marked but is not a Tab stop: focus goes on to the action.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(sales).toHaveFocus();
    // In Arabic the trail reads right to left: the first crumb is the rightmost.
    const home = screen.getByRole('link', { name: 'Home' }).element().getBoundingClientRect();
    const salesBox = sales.element().getBoundingClientRect();
    if (locale === 'ar-EG') expect(salesBox.right).toBeLessThan(home.left);
    else expect(salesBox.left).toBeGreaterThan(home.right);
  });
});
