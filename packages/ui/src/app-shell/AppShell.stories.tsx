import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useLocale } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';

import { isLocale, type Locale } from '../i18n/locale';
import { Icon } from '../icon/Icon';
import { Skeleton } from '../skeleton/Skeleton';
import { AppShell, type AppShellProps } from './AppShell';
import { demoNavigation, demoUser } from './AppShell.fixtures';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { NavSection } from './SideNavigation';
import type { ShellUser } from './UserMenu';

type DemoProps = Omit<AppShellProps, 'navigation' | 'brand' | 'children'> & {
  narrow?: boolean;
  /** Long brand, section headings, item labels and user name, in the story's language. */
  longContent?: boolean;
  /** The page is still loading: its title shows, skeletons stand in for the rest. */
  loading?: boolean;
  /** The signed-in user per language (replaces `user`), so the Arabic story shows an Arabic name. */
  localizedUser?: { en: ShellUser; ar: ShellUser };
};

/** Navigation with labels as long as real ones get in both languages. */
function longNavigation(ar: boolean): NavSection[] {
  const t = (en: string, arabic: string) => (ar ? arabic : en);
  return [
    {
      id: 'sales',
      heading: t('Sales, invoicing and customer accounts', 'المبيعات والفوترة وحسابات العملاء'),
      items: [
        {
          id: 'invoices',
          label: t(
            'Customer invoices and credit notes awaiting approval',
            'فواتير العملاء والإشعارات الدائنة في انتظار الاعتماد',
          ),
          href: '#/app/sales/invoices',
          icon: <Icon name="file" />,
        },
        {
          id: 'receipts',
          label: t('Receipts and bank transfer reconciliation', 'الإيصالات ومطابقة التحويلات البنكية'),
          href: '#/app/sales/receipts',
          icon: <Icon name="check" />,
        },
      ],
    },
    {
      id: 'hr',
      heading: t('Human resources and payroll administration', 'إدارة الموارد البشرية والرواتب'),
      items: [
        {
          id: 'employees',
          label: t('Employees, contracts and social insurance', 'الموظفون والعقود والتأمينات الاجتماعية'),
          href: '#/app/hr/employees',
          icon: <Icon name="user" />,
        },
      ],
    },
  ];
}

const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function Demo({ narrow, longContent, loading, localizedUser, user, ...props }: DemoProps) {
  const { locale: formatting } = useLocale();
  const locale: Locale = formatting.startsWith('ar') ? 'ar-EG' : 'en-US';
  const [language, setLanguage] = useState<Locale>(locale);
  const ar = locale === 'ar-EG';
  const shell = (
    <AppShell
      {...props}
      user={localizedUser ? localizedUser[ar ? 'ar' : 'en'] : user}
      brand={
        longContent
          ? ar
            ? 'نظام دلتا النيل لتخطيط موارد المؤسسة'
            : 'Nile Delta Enterprise Resource Planning'
          : ar
            ? 'نظام المؤسسة'
            : 'Acme ERP'
      }
      navigation={longContent ? longNavigation(ar) : demoNavigation(locale)}
      languageControl={<LanguageSwitcher value={language} onChange={(l) => isLocale(l) && setLanguage(l)} />}
    >
      <h1>
        {longContent
          ? ar
            ? 'فواتير العملاء والإشعارات الدائنة في انتظار الاعتماد'
            : 'Customer invoices and credit notes awaiting approval'
          : ar
            ? 'الفواتير'
            : 'Invoices'}
      </h1>
      {loading ? (
        <div aria-busy="true" style={{ display: 'grid', gap: 16 }} data-testid="page-skeleton">
          <span role="status" style={visuallyHidden}>
            {ar ? 'جارٍ تحميل الفواتير…' : 'Loading invoices…'}
          </span>
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="block" height={48} />
          <Skeleton variant="block" height={240} />
        </div>
      ) : (
        <p>{ar ? 'قائمة فواتير العملاء.' : 'Customer invoices.'}</p>
      )}
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

/**
 * Long brand, headings, item labels, page title and user name: headings and the title wrap; the brand, item labels
 * and user name are cut with an ellipsis (the whole text shows as a tooltip), and nothing overflows.
 */
export const LongContent: Story = {
  args: {
    longContent: true,
    localizedUser: {
      en: {
        name: 'Mohamed Abdel-Rahman El-Sayed Abou El-Fotouh',
        email: 'mohamed.abdelrahman.abouelfotouh@nile-delta-trading.example',
      },
      ar: {
        name: 'محمد عبد الرحمن السيد أبو الفتوح الشرقاوي',
        email: 'mohamed.abdelrahman.abouelfotouh@nile-delta-trading.example',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    const navBox = nav.getBoundingClientRect();
    for (const link of links) {
      const label = link.querySelector<HTMLElement>('[title]')!;
      // Cut inside the navigation, with the whole label as the tooltip and as the link's name.
      await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
      await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(navBox.left);
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(navBox.right);
      await expect(link).toHaveAccessibleName(label.title);
    }
    const brand = within(nav).getByTitle(
      /Nile Delta Enterprise Resource Planning|نظام دلتا النيل لتخطيط موارد المؤسسة/,
    );
    await expect(brand.scrollWidth).toBeGreaterThan(brand.clientWidth);
    await expect(brand.getBoundingClientRect().right).toBeLessThanOrEqual(navBox.right);
    // The user menu stays reachable, named after the user.
    await expect(canvas.getByRole('button', { name: /Mohamed Abdel-Rahman|محمد عبد الرحمن/ })).toBeVisible();
    // Nothing widens the page: no horizontal scrolling.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The page is loading inside the shell: the title shows, skeletons fill the content area, and it is announced. */
export const Loading: Story = {
  args: { loading: true, localizedUser: { en: demoUser, ar: { name: 'منى حسن', email: demoUser.email } } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(main).getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    await expect(within(main).getByRole('status')).toHaveTextContent(/Loading invoices|جارٍ تحميل الفواتير/);
  },
};
