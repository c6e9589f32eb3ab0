import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';

import { isLocale, type Locale } from '../i18n/locale';
import { AppShell, type AppShellProps } from './AppShell';
import { demoNavigation, demoUser } from './AppShell.fixtures';
import { LanguageSwitcher } from './LanguageSwitcher';

type DemoProps = Omit<AppShellProps, 'navigation' | 'brand' | 'children'> & { narrow?: boolean };

function Demo({ narrow, ...props }: DemoProps) {
  const { locale: formatting } = useLocale();
  const locale: Locale = formatting.startsWith('ar') ? 'ar-EG' : 'en-US';
  const [language, setLanguage] = useState<Locale>(locale);
  const ar = locale === 'ar-EG';
  const shell = (
    <AppShell
      {...props}
      brand={<span>{ar ? 'نظام المؤسسة' : 'Acme ERP'}</span>}
      navigation={demoNavigation(locale)}
      languageControl={<LanguageSwitcher value={language} onChange={(l) => isLocale(l) && setLanguage(l)} />}
    >
      <h1>{ar ? 'الفواتير' : 'Invoices'}</h1>
      <p>{ar ? 'قائمة فواتير العملاء.' : 'Customer invoices.'}</p>
    </AppShell>
  );
  return narrow ? <div style={{ inlineSize: 360 }}>{shell}</div> : shell;
}

const meta = {
  title: 'Ui/AppShell',
  component: Demo,
  tags: ['autodocs'],
  args: { currentItemId: 'invoices', user: demoUser, onSignOut: fn(), onCollapsedChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav).toHaveAttribute('data-collapsed');
    // Labels stay in the accessibility tree when only icons show.
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(args.onCollapsedChange).not.toHaveBeenCalled();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { expanded: false, name: /Mona Hassan/ });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem')).toBeInTheDocument();
  },
};

export const NarrowDrawer: Story = {
  args: { narrow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const open = canvas
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-expanded') === 'false' && !b.textContent);
    await expect(open).toBeDefined();
    await userEvent.click(open!);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('navigation')).toBeInTheDocument();
  },
};
