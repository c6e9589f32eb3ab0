import { defineMessages } from 'react-intl';

/** Section headings and page titles of the navigation (also the titles of the pages themselves). */
export const navigationMessages = defineMessages({
  sectionOverview: {
    id: 'widgets.nav.section.overview',
    defaultMessage: 'Overview',
    description: 'Navigation section heading',
  },
  sectionCrm: { id: 'widgets.nav.section.crm', defaultMessage: 'Customers', description: 'Navigation section: CRM' },
  sectionSales: {
    id: 'widgets.nav.section.sales',
    defaultMessage: 'Sales & Finance',
    description: 'Navigation section: sales and finance',
  },
  sectionStock: {
    id: 'widgets.nav.section.stock',
    defaultMessage: 'Stock',
    description: 'Navigation section: inventory',
  },
  sectionHr: { id: 'widgets.nav.section.hr', defaultMessage: 'Human Resources', description: 'Navigation section: HR' },
  sectionReports: {
    id: 'widgets.nav.section.reports',
    defaultMessage: 'Reports',
    description: 'Navigation section: reports',
  },
  sectionAdmin: {
    id: 'widgets.nav.section.admin',
    defaultMessage: 'Administration',
    description: 'Navigation section: administration',
  },
  dashboard: { id: 'widgets.nav.dashboard', defaultMessage: 'Dashboard', description: 'Page: dashboard' },
  clients: { id: 'widgets.nav.clients', defaultMessage: 'Clients', description: 'Page: CRM clients' },
  contacts: { id: 'widgets.nav.contacts', defaultMessage: 'Contacts', description: 'Page: CRM contacts' },
  documents: { id: 'widgets.nav.documents', defaultMessage: 'Documents', description: 'Page: CRM documents' },
  invoices: { id: 'widgets.nav.invoices', defaultMessage: 'Invoices', description: 'Page: sales invoices' },
  receipts: { id: 'widgets.nav.receipts', defaultMessage: 'Receipts', description: 'Page: receipts' },
  bills: { id: 'widgets.nav.bills', defaultMessage: 'Supplier Bills', description: 'Page: supplier bills' },
  expenses: { id: 'widgets.nav.expenses', defaultMessage: 'Expenses', description: 'Page: expenses' },
  quotations: { id: 'widgets.nav.quotations', defaultMessage: 'Quotations', description: 'Page: quotations' },
  stockOverview: {
    id: 'widgets.nav.stockOverview',
    defaultMessage: 'Stock Overview',
    description: 'Page: stock area entry',
  },
  inventory: { id: 'widgets.nav.inventory', defaultMessage: 'Inventory', description: 'Page: inventory items' },
  warehouses: { id: 'widgets.nav.warehouses', defaultMessage: 'Warehouses', description: 'Page: warehouses' },
  suppliers: { id: 'widgets.nav.suppliers', defaultMessage: 'Suppliers', description: 'Page: suppliers' },
  purchaseRequests: {
    id: 'widgets.nav.purchaseRequests',
    defaultMessage: 'Purchase Requests',
    description: 'Page: purchase requests',
  },
  transfers: { id: 'widgets.nav.transfers', defaultMessage: 'Stock Transfers', description: 'Page: stock transfers' },
  employees: { id: 'widgets.nav.employees', defaultMessage: 'Employees', description: 'Page: employees' },
  payroll: { id: 'widgets.nav.payroll', defaultMessage: 'Payroll', description: 'Page: payroll' },
  leave: { id: 'widgets.nav.leave', defaultMessage: 'Leave', description: 'Page: leave requests' },
  overtime: { id: 'widgets.nav.overtime', defaultMessage: 'Overtime', description: 'Page: overtime' },
  reportTemplates: {
    id: 'widgets.nav.reportTemplates',
    defaultMessage: 'Report Templates',
    description: 'Page: report templates',
  },
  savedReports: { id: 'widgets.nav.savedReports', defaultMessage: 'Saved Reports', description: 'Page: saved reports' },
  users: { id: 'widgets.nav.users', defaultMessage: 'Users', description: 'Page: users' },
  roles: { id: 'widgets.nav.roles', defaultMessage: 'Roles & Permissions', description: 'Page: roles' },
  access: { id: 'widgets.nav.access', defaultMessage: 'Access', description: 'Page: access (audit of who did what)' },
  settings: { id: 'widgets.nav.settings', defaultMessage: 'Settings', description: 'Page: system settings' },
});
