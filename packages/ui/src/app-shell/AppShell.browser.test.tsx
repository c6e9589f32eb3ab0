import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithLocale } from '../test-utils/renderWithLocale';
import { AppShell } from './AppShell';
import { demoNavigation, demoUser } from './AppShell.fixtures';
import { LanguageSwitcher } from './LanguageSwitcher';

const TEXT = {
  'en-US': {
    collapse: 'Collapse navigation',
    expand: 'Expand navigation',
    signOut: 'Sign out',
    language: 'Language',
    skip: 'Skip to content',
    invoices: 'Invoices',
    receipts: 'Receipts',
  },
  'ar-EG': {
    collapse: 'طي قائمة التنقل',
    expand: 'توسيع قائمة التنقل',
    signOut: 'تسجيل الخروج',
    language: 'اللغة',
    skip: 'انتقل إلى المحتوى',
    invoices: 'الفواتير',
    receipts: 'الإيصالات',
  },
} as const;

describe.each(['en-US', 'ar-EG'] as const)('AppShell (%s)', (locale) => {
  const t = TEXT[locale];
  const shell = (props: Partial<Parameters<typeof AppShell>[0]> = {}) => (
    <AppShell brand="ERP" navigation={demoNavigation(locale)} currentItemId="invoices" user={demoUser} {...props}>
      <p>Content</p>
    </AppShell>
  );

  it('marks only the current item with aria-current="page"', async () => {
    const screen = await renderWithLocale(shell(), locale);
    await expect.element(screen.getByRole('link', { name: t.invoices })).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('link', { name: t.receipts })).not.toHaveAttribute('aria-current');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('reaches every navigation link with Tab, in order, the current one marked aria-current="page"', async () => {
    const screen = await renderWithLocale(shell(), locale);
    const nav = screen.getByRole('navigation');
    const labels = demoNavigation(locale).flatMap((section) => section.items.map((item) => item.label));
    const links = labels.map((label) => nav.getByRole('link', { name: label, exact: true }).element() as HTMLElement);
    expect(nav.getByRole('link').elements()).toEqual(links);
    // Tab from the start of the page until focus leaves the last navigation link.
    const reached: HTMLElement[] = [];
    for (let i = 0; i < 20 && reached.length < links.length; i++) {
      await userEvent.keyboard('{Tab}');
      const el = document.activeElement as HTMLElement;
      if (nav.element().contains(el) && el.matches('a')) reached.push(el);
    }
    expect(reached).toEqual(links);
    const current = screen.getByRole('link', { name: t.invoices });
    (current.element() as HTMLElement).focus();
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    // Shift+Tab goes back to the previous link, which is not the current page.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(links[links.indexOf(current.element() as HTMLElement) - 1]);
    expect(document.activeElement!.hasAttribute('aria-current')).toBe(false);
  });

  it('offers a skip link first that moves focus to <main>', async () => {
    const screen = await renderWithLocale(shell(), locale);
    await userEvent.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: t.skip });
    await expect.element(skip).toHaveFocus();
    expect(skip.element().getAttribute('href')).toBe(`#${screen.getByRole('main').element().id}`);
  });

  it('collapses and expands the navigation from the keyboard', async () => {
    const onCollapsedChange = vi.fn();
    const screen = await renderWithLocale(shell({ onCollapsedChange }), locale);
    const nav = screen.getByRole('navigation');
    await expect.element(nav).not.toHaveAttribute('data-collapsed');
    (screen.getByRole('button', { name: t.collapse }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(nav).toHaveAttribute('data-collapsed');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = screen.getByRole('button', { name: t.expand });
    await expect.element(expand).toHaveFocus();
    await expect.element(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels remain the links' accessible names when only icons show.
    await expect.element(screen.getByRole('link', { name: t.invoices })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect.element(nav).not.toHaveAttribute('data-collapsed');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('opens the user menu with the keyboard and signs out', async () => {
    const onSignOut = vi.fn();
    const screen = await renderWithLocale(shell({ onSignOut }), locale);
    const trigger = screen.getByRole('button', { name: new RegExp(demoUser.name) });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const item = page.getByRole('menuitem', { name: t.signOut });
    await expect.element(item).toHaveFocus();
    expect(page.getByRole('menu').element().textContent).toContain(demoUser.email);
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('places the navigation at the inline start: left in English, right in Arabic', async () => {
    const screen = await renderWithLocale(shell(), locale);
    const nav = screen.getByRole('navigation').element().getBoundingClientRect();
    const main = screen.getByRole('main').element().getBoundingClientRect();
    if (locale === 'en-US') expect(nav.right).toBeLessThanOrEqual(main.left + 1);
    else expect(nav.left).toBeGreaterThanOrEqual(main.right - 1);
    // The collapse chevron points towards the inline start: mirrored in Arabic.
    const chevron = screen.getByRole('button', { name: t.collapse }).element().querySelector('svg')!;
    expect(getComputedStyle(chevron).transform).toBe(locale === 'ar-EG' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  });

  it('turns the navigation into a modal drawer on a narrow shell', async () => {
    const screen = await renderWithLocale(<div style={{ inlineSize: 360 }}>{shell()}</div>, locale);
    await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: locale === 'en-US' ? 'Open navigation' : 'فتح قائمة التنقل' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('link', { name: t.invoices })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

describe.each(['en-US', 'ar-EG'] as const)('LanguageSwitcher (%s)', (locale) => {
  it('is named "Language" and changes the locale from the keyboard, in reading order', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<LanguageSwitcher value="en-US" onChange={onChange} />, locale);
    const group = screen.getByRole('radiogroup', { name: TEXT[locale].language });
    const english = group.getByRole('radio', { name: 'English' });
    await expect.element(english).toBeChecked();
    await expect.element(page.getByText('العربية')).toHaveAttribute('lang', 'ar');
    (english.element() as HTMLElement).focus();
    // The next option is at the inline end: to the right in English, to the left in Arabic.
    await userEvent.keyboard(locale === 'ar-EG' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ar-EG');
  });
});
