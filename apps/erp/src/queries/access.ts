// The access page: every role with its keys, every user, and the audit trail's latest entries for some filters.
import {
  accessMessages as m,
  type AccessRole,
  type AccessUser,
  type AuditEntry,
  type AuditFilters,
} from '@erp/widgets';
import { queryOptions } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';

import { collectionKeys } from '../lib/lists';

/** The collections the audit trail records (hooks: audit.Track). */
export const AUDITED_COLLECTIONS = [
  'users',
  'roles',
  'app_settings',
  'payroll_parameters',
  'clients',
  'contacts',
  'documents',
  'invoices',
  'invoice_payments',
  'quotations',
  'receipts',
  'bills',
  'bill_payments',
  'expenses',
  'suppliers',
  'warehouses',
  'inventory_items',
  'stock_movements',
  'purchase_requests',
  'stock_transfers',
  'employees',
  'employee_documents',
  'payroll_records',
  'leave_requests',
  'overtime_records',
  'report_templates',
  'saved_reports',
  'alerts',
  'alert_dismissals',
] as const;

export const accessRoles = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...collectionKeys('roles').all, 'access'],
    queryFn: ({ signal }) =>
      pb.collection('roles').getFullList<AccessRole>({ fields: 'id,name,nameAr,permissions', sort: 'name', signal }),
    meta: { failure: m.loadFailed, toastKey: 'access-roles' },
  });

export const accessUsers = (pb: PocketBase) =>
  queryOptions({
    queryKey: [...collectionKeys('users').all, 'access'],
    queryFn: ({ signal }) =>
      pb.collection('users').getFullList<AccessUser>({
        fields: 'id,email,firstName,lastName,roleId,active,lastLogin',
        sort: '-lastLogin',
        signal,
      }),
    meta: { failure: m.loadFailed, toastKey: 'access-users' },
  });

/** The 50 newest audit entries matching the filters (user by e-mail, collection, a UTC day). */
export const auditTrail = (pb: PocketBase, filters: AuditFilters) =>
  queryOptions({
    queryKey: [...collectionKeys('audit_log').all, filters],
    queryFn: async ({ signal }) => {
      const parts: string[] = [];
      if (filters.collection) parts.push(pb.filter('collection = {:c}', { c: filters.collection }));
      if (filters.user) parts.push(pb.filter('userEmail = {:u}', { u: filters.user }));
      if (/^\d{4}-\d{2}-\d{2}$/.test(filters.day))
        parts.push(
          pb.filter('created >= {:from} && created < {:to}', {
            from: `${filters.day} 00:00:00.000Z`,
            to: `${filters.day} 23:59:59.999Z`,
          }),
        );
      const page = await pb
        .collection('audit_log')
        .getList<AuditEntry>(1, 50, { filter: parts.join(' && '), sort: '-created', skipTotal: true, signal });
      return page.items;
    },
    meta: { failure: m.loadFailed, toastKey: 'audit' },
  });
