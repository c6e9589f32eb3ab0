// Demo navigation for stories and tests, in both languages (the app supplies its own, translated, labels).
import type { Locale } from '../i18n/locale';
import { Icon } from '../icon/Icon';
import type { NavSection } from './SideNavigation';

export function demoNavigation(locale: Locale): NavSection[] {
  const ar = locale === 'ar-EG';
  const t = (en: string, arabic: string) => (ar ? arabic : en);
  return [
    {
      id: 'overview',
      heading: t('Overview', 'نظرة عامة'),
      items: [
        { id: 'dashboard', label: t('Dashboard', 'لوحة التحكم'), href: '#/app/dashboard', icon: <Icon name="info" /> },
      ],
    },
    {
      id: 'sales',
      heading: t('Sales and finance', 'المبيعات والمالية'),
      items: [
        { id: 'invoices', label: t('Invoices', 'الفواتير'), href: '#/app/sales/invoices', icon: <Icon name="file" /> },
        {
          id: 'receipts',
          label: t('Receipts', 'الإيصالات'),
          href: '#/app/sales/receipts',
          icon: <Icon name="check" />,
        },
        {
          id: 'expenses',
          label: t('Expenses', 'المصروفات'),
          href: '#/app/sales/expenses',
          icon: <Icon name="upload" />,
        },
      ],
    },
    {
      id: 'hr',
      heading: t('Human resources', 'الموارد البشرية'),
      items: [
        { id: 'employees', label: t('Employees', 'الموظفون'), href: '#/app/hr/employees', icon: <Icon name="user" /> },
        { id: 'payroll', label: t('Payroll', 'الرواتب'), href: '#/app/hr/payroll' },
      ],
    },
  ];
}

export const demoUser = { name: 'Mona Hassan', email: 'mona.hassan@example.com' };
