import { describe, expect, it } from 'vitest';

import { PAGES, pageForPath, visibleNavigation } from './navigation';

describe('navigation', () => {
  it('covers every route of both specification documents', () => {
    expect(PAGES.map((p) => p.href).sort()).toEqual(
      [
        '/app/dashboard',
        '/app/crm/clients',
        '/app/crm/contacts',
        '/app/crm/documents',
        '/app/sales/invoices',
        '/app/sales/receipts',
        '/app/sales/bills',
        '/app/sales/expenses',
        '/app/sales/quotations',
        '/app/stock',
        '/app/stock/inventory',
        '/app/stock/purchase-requests',
        '/app/stock/suppliers',
        '/app/stock/transfers',
        '/app/stock/warehouses',
        '/app/hr/employees',
        '/app/hr/leave',
        '/app/hr/overtime',
        '/app/hr/payroll',
        '/app/reports/saved',
        '/app/reports/templates',
        '/app/admin/access',
        '/app/admin/roles',
        '/app/admin/settings',
        '/app/admin/users',
      ].sort(),
    );
  });

  it('shows only what the permissions allow and drops empty sections', () => {
    const nav = visibleNavigation(new Set(['view:invoices', 'view:leave']));
    expect(nav.map((s) => s.id)).toEqual(['overview', 'sales', 'hr']);
    expect(nav.flatMap((s) => s.pages.map((p) => p.id))).toEqual(['dashboard', 'invoices', 'leave']);
  });

  it('finds the current page by the longest matching prefix', () => {
    expect(pageForPath('/app')?.id).toBe('dashboard');
    expect(pageForPath('/app/stock')?.id).toBe('stockOverview');
    expect(pageForPath('/app/stock/inventory/')?.id).toBe('inventory');
    expect(pageForPath('/app/nope')).toBeUndefined();
  });
});
