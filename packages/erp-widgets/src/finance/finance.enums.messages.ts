import { defineMessages } from 'react-intl';

/** Expense categories of the specification, keyed like the stored values' camel-case form. */
export const expenseCategoryMessages = defineMessages({
  travel: { id: 'widgets.expenses.category.travel', defaultMessage: 'Travel', description: 'Expense category.' },
  officeSupplies: {
    id: 'widgets.expenses.category.officeSupplies',
    defaultMessage: 'Office Supplies',
    description: 'Expense category.',
  },
  mealsAndEntertainment: {
    id: 'widgets.expenses.category.mealsAndEntertainment',
    defaultMessage: 'Meals & Entertainment',
    description: 'Expense category.',
  },
  software: { id: 'widgets.expenses.category.software', defaultMessage: 'Software', description: 'Expense category.' },
  utilities: {
    id: 'widgets.expenses.category.utilities',
    defaultMessage: 'Utilities',
    description: 'Expense category.',
  },
  marketing: {
    id: 'widgets.expenses.category.marketing',
    defaultMessage: 'Marketing',
    description: 'Expense category.',
  },
  rent: { id: 'widgets.expenses.category.rent', defaultMessage: 'Rent', description: 'Expense category.' },
  legalFees: {
    id: 'widgets.expenses.category.legalFees',
    defaultMessage: 'Legal Fees',
    description: 'Expense category.',
  },
  accountingFees: {
    id: 'widgets.expenses.category.accountingFees',
    defaultMessage: 'Accounting Fees',
    description: 'Expense category.',
  },
  insurance: {
    id: 'widgets.expenses.category.insurance',
    defaultMessage: 'Insurance',
    description: 'Expense category.',
  },
  repairsAndMaintenance: {
    id: 'widgets.expenses.category.repairsAndMaintenance',
    defaultMessage: 'Repairs & Maintenance',
    description: 'Expense category.',
  },
  bankCharges: {
    id: 'widgets.expenses.category.bankCharges',
    defaultMessage: 'Bank Charges',
    description: 'Expense category.',
  },
  trainingAndDevelopment: {
    id: 'widgets.expenses.category.trainingAndDevelopment',
    defaultMessage: 'Training & Development',
    description: 'Expense category.',
  },
  postageAndShipping: {
    id: 'widgets.expenses.category.postageAndShipping',
    defaultMessage: 'Postage & Shipping',
    description: 'Expense category.',
  },
  subscriptions: {
    id: 'widgets.expenses.category.subscriptions',
    defaultMessage: 'Subscriptions',
    description: 'Expense category.',
  },
  advertising: {
    id: 'widgets.expenses.category.advertising',
    defaultMessage: 'Advertising',
    description: 'Expense category.',
  },
  consultingFees: {
    id: 'widgets.expenses.category.consultingFees',
    defaultMessage: 'Consulting Fees',
    description: 'Expense category.',
  },
  equipment: {
    id: 'widgets.expenses.category.equipment',
    defaultMessage: 'Equipment',
    description: 'Expense category.',
  },
  training: { id: 'widgets.expenses.category.training', defaultMessage: 'Training', description: 'Expense category.' },
  maintenance: {
    id: 'widgets.expenses.category.maintenance',
    defaultMessage: 'Maintenance',
    description: 'Expense category.',
  },
  entertainment: {
    id: 'widgets.expenses.category.entertainment',
    defaultMessage: 'Entertainment',
    description: 'Expense category.',
  },
  taxes: { id: 'widgets.expenses.category.taxes', defaultMessage: 'Taxes', description: 'Expense category.' },
  other: { id: 'widgets.expenses.category.other', defaultMessage: 'Other', description: 'Expense category.' },
});
