import { PERMISSION_MODULES, PERMISSIONS, type PermissionKey } from '@erp/schema';

import type { Role } from './roles.types';

/** A role; by default the seeded Sales & Finance role. */
export function makeRole(overrides: Partial<Role> = {}): Role {
  return {
    id: 'role_sales',
    name: 'Sales & Finance',
    nameAr: 'المبيعات والمالية',
    description: 'Invoices, quotations, receipts, bills, expenses and customer relations.',
    descriptionAr: 'الفواتير وعروض الأسعار والإيصالات وفواتير الموردين والمصروفات وإدارة العملاء.',
    permissions: [...PERMISSION_MODULES.sales, ...PERMISSION_MODULES.crm, 'view:daily-invoices', 'view:sales-reports'],
    readOnly: false,
    created: '2026-01-04 09:00:00.000Z',
    updated: '2026-11-20 10:00:00.000Z',
    userCount: 3,
    ...overrides,
  };
}

/** The seeded roles. */
export const makeRoles = (): Role[] => [
  makeRole({
    id: 'role_admin',
    name: 'Administrator',
    nameAr: 'مدير النظام',
    description: 'Full access to every module, user, role and setting.',
    descriptionAr: 'صلاحيات كاملة على جميع الوحدات والمستخدمين والأدوار والإعدادات.',
    permissions: [...PERMISSIONS],
    readOnly: true,
    userCount: 1,
  }),
  makeRole(),
  makeRole({
    id: 'role_stock',
    name: 'Storekeeper',
    nameAr: 'أمين المخزن',
    description: 'Inventory, warehouses, suppliers, purchase requests and stock transfers.',
    descriptionAr: 'الأصناف والمخازن والموردون وطلبات الشراء وتحويلات المخزون.',
    permissions: [...PERMISSION_MODULES.stock, 'view:low-stock-alerts'],
    userCount: 2,
  }),
  makeRole({
    id: 'role_auditor',
    name: 'Auditor',
    nameAr: 'مراجع الحسابات',
    description: 'Reads the books and the reports.',
    descriptionAr: 'يطّلع على الدفاتر والتقارير.',
    permissions: ['view:invoices', 'view:bills', 'view:financial-reports'] as PermissionKey[],
    userCount: 0,
  }),
];
