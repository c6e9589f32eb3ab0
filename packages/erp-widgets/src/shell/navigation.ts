import type { IconName } from '@erp/ui';
import type { MessageDescriptor } from 'react-intl';

import type { PermissionKey } from '@erp/schema';
import { navigationMessages as m } from '../shared/navigation.messages';

/** Every page of the product (spec part 1 §2 and part 2 §2), by id. */
export type PageId =
  | 'dashboard'
  | 'clients'
  | 'contacts'
  | 'documents'
  | 'invoices'
  | 'receipts'
  | 'bills'
  | 'expenses'
  | 'quotations'
  | 'stockOverview'
  | 'inventory'
  | 'warehouses'
  | 'suppliers'
  | 'purchaseRequests'
  | 'transfers'
  | 'employees'
  | 'payroll'
  | 'leave'
  | 'overtime'
  | 'reportTemplates'
  | 'savedReports'
  | 'users'
  | 'roles'
  | 'access'
  | 'settings';

/** One page in the navigation. */
export type PageEntry = {
  id: PageId;
  href: string;
  title: MessageDescriptor;
  icon: IconName;
  /**
   * Permission keys any one of which shows the entry (none: always shown). Hiding is a convenience; the
   * server's API rules refuse the data regardless.
   */
  anyOf?: readonly PermissionKey[];
};

/** A titled group of pages. */
export type PageSection = { id: string; title: MessageDescriptor; pages: readonly PageEntry[] };

/** The navigation, in display order. */
export const NAVIGATION: readonly PageSection[] = [
  {
    id: 'overview',
    title: m.sectionOverview,
    pages: [{ id: 'dashboard', href: '/app/dashboard', title: m.dashboard, icon: 'home' }],
  },
  {
    id: 'crm',
    title: m.sectionCrm,
    pages: [
      { id: 'clients', href: '/app/crm/clients', title: m.clients, icon: 'users', anyOf: ['view:clients'] },
      { id: 'contacts', href: '/app/crm/contacts', title: m.contacts, icon: 'user', anyOf: ['view:contacts'] },
      { id: 'documents', href: '/app/crm/documents', title: m.documents, icon: 'file', anyOf: ['view:documents'] },
    ],
  },
  {
    id: 'sales',
    title: m.sectionSales,
    pages: [
      { id: 'invoices', href: '/app/sales/invoices', title: m.invoices, icon: 'receipt', anyOf: ['view:invoices'] },
      { id: 'receipts', href: '/app/sales/receipts', title: m.receipts, icon: 'check', anyOf: ['view:receipts'] },
      { id: 'bills', href: '/app/sales/bills', title: m.bills, icon: 'file', anyOf: ['view:bills'] },
      { id: 'expenses', href: '/app/sales/expenses', title: m.expenses, icon: 'briefcase', anyOf: ['view:expenses'] },
      {
        id: 'quotations',
        href: '/app/sales/quotations',
        title: m.quotations,
        icon: 'edit',
        anyOf: ['view:quotations'],
      },
    ],
  },
  {
    id: 'stock',
    title: m.sectionStock,
    pages: [
      {
        id: 'stockOverview',
        href: '/app/stock',
        title: m.stockOverview,
        icon: 'chart',
        anyOf: ['view:inventory', 'view:warehouses', 'view:suppliers', 'view:purchase-requests', 'view:transfers'],
      },
      { id: 'inventory', href: '/app/stock/inventory', title: m.inventory, icon: 'box', anyOf: ['view:inventory'] },
      {
        id: 'warehouses',
        href: '/app/stock/warehouses',
        title: m.warehouses,
        icon: 'warehouse',
        anyOf: ['view:warehouses'],
      },
      { id: 'suppliers', href: '/app/stock/suppliers', title: m.suppliers, icon: 'truck', anyOf: ['view:suppliers'] },
      {
        id: 'purchaseRequests',
        href: '/app/stock/purchase-requests',
        title: m.purchaseRequests,
        icon: 'plus',
        anyOf: ['view:purchase-requests'],
      },
      {
        id: 'transfers',
        href: '/app/stock/transfers',
        title: m.transfers,
        icon: 'arrow-end',
        anyOf: ['view:transfers'],
      },
    ],
  },
  {
    id: 'hr',
    title: m.sectionHr,
    pages: [
      { id: 'employees', href: '/app/hr/employees', title: m.employees, icon: 'users', anyOf: ['view:employees'] },
      { id: 'payroll', href: '/app/hr/payroll', title: m.payroll, icon: 'receipt', anyOf: ['view:payroll'] },
      { id: 'leave', href: '/app/hr/leave', title: m.leave, icon: 'calendar', anyOf: ['view:leave'] },
      { id: 'overtime', href: '/app/hr/overtime', title: m.overtime, icon: 'clock', anyOf: ['view:overtime'] },
    ],
  },
  {
    id: 'reports',
    title: m.sectionReports,
    pages: [
      {
        id: 'reportTemplates',
        href: '/app/reports/templates',
        title: m.reportTemplates,
        icon: 'file',
        anyOf: ['view:report-templates'],
      },
      {
        id: 'savedReports',
        href: '/app/reports/saved',
        title: m.savedReports,
        icon: 'chart',
        anyOf: ['view:saved-reports'],
      },
    ],
  },
  {
    id: 'admin',
    title: m.sectionAdmin,
    pages: [
      { id: 'users', href: '/app/admin/users', title: m.users, icon: 'user', anyOf: ['view:users'] },
      { id: 'roles', href: '/app/admin/roles', title: m.roles, icon: 'shield', anyOf: ['view:roles'] },
      { id: 'access', href: '/app/admin/access', title: m.access, icon: 'eye', anyOf: ['view:access'] },
      { id: 'settings', href: '/app/admin/settings', title: m.settings, icon: 'settings', anyOf: ['view:settings'] },
    ],
  },
];

/** Every page, flat. */
export const PAGES: readonly PageEntry[] = NAVIGATION.flatMap((s) => s.pages);

/** The page for an id. */
export function pageById(id: PageId): PageEntry {
  const page = PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`unknown page ${id}`);
  return page;
}

/** The sections and pages a user with these permissions sees (empty sections are dropped). */
export function visibleNavigation(permissions: ReadonlySet<string>): PageSection[] {
  return NAVIGATION.map((s) => ({
    ...s,
    pages: s.pages.filter((p) => !p.anyOf || p.anyOf.some((k) => permissions.has(k))),
  })).filter((s) => s.pages.length > 0);
}

/** The page whose href is the longest prefix of path (so /app/stock/inventory is Inventory, not Stock). */
export function pageForPath(path: string): PageEntry | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/app') return pageById('dashboard');
  return [...PAGES]
    .sort((a, b) => b.href.length - a.href.length)
    .find((p) => clean === p.href || clean.startsWith(`${p.href}/`));
}
