import { defineMessages } from 'react-intl';

/** Strings of the settings screen (`widgets.admin.settings.<part>.<key>`). */
export const settingsMessages = defineMessages({
  tabGeneral: {
    id: 'widgets.admin.settings.screen.tabGeneral',
    defaultMessage: 'General',
    description: 'Settings tab.',
  },
  tabPayroll: {
    id: 'widgets.admin.settings.screen.tabPayroll',
    defaultMessage: 'Payroll & Taxation',
    description: 'Settings tab.',
  },
  tabVat: {
    id: 'widgets.admin.settings.screen.tabVat',
    defaultMessage: 'VAT',
    description: 'Settings tab.',
  },
  tabIntegrations: {
    id: 'widgets.admin.settings.screen.tabIntegrations',
    defaultMessage: 'Integrations',
    description: 'Settings tab.',
  },
  tabsLabel: {
    id: 'widgets.admin.settings.screen.tabsLabel',
    defaultMessage: 'Settings sections',
    description: 'Accessible name of the settings tab list.',
  },
  loadFailed: {
    id: 'widgets.admin.settings.screen.loadFailed',
    defaultMessage: 'Failed to load settings',
    description: 'Toast title and message when the settings fail to load.',
  },
  saveFailed: {
    id: 'widgets.admin.settings.screen.saveFailed',
    defaultMessage: 'Failed to save settings',
    description: 'Toast title when saving settings fails.',
  },
  saved: {
    id: 'widgets.admin.settings.screen.saved',
    defaultMessage: 'Settings saved',
    description: 'Toast after saving a settings form.',
  },
  versionSaved: {
    id: 'widgets.admin.settings.screen.versionSaved',
    defaultMessage: 'New payroll parameters saved',
    description: 'Toast after saving a new payroll parameters version.',
  },
  integrationsPlaceholder: {
    id: 'widgets.admin.settings.screen.integrationsPlaceholder',
    defaultMessage: 'Integrations will be added in a future update.',
    description: 'The Integrations tab (not yet available).',
  },
  retry: {
    id: 'widgets.admin.settings.screen.retry',
    defaultMessage: 'Load again',
    description: 'Button loading the settings again after a failure.',
  },
  save: {
    id: 'widgets.admin.settings.form.save',
    defaultMessage: 'Save',
    description: 'Button saving one settings form.',
  },
  readOnly: {
    id: 'widgets.admin.settings.form.readOnly',
    defaultMessage: 'You can view these settings but not change them.',
    description: 'Note on a settings form the user may not edit.',
  },
  wholeNumber: {
    id: 'widgets.admin.settings.form.wholeNumber',
    defaultMessage: 'Enter a whole number',
    description: 'Error: the setting takes whole numbers only.',
  },
  invalidFormat: {
    id: 'widgets.admin.settings.form.invalidFormat',
    defaultMessage: 'The value is not in the expected format',
    description: 'Error: the value does not match its format (e.g. a three-letter currency code).',
  },
  invalidUrl: {
    id: 'widgets.admin.settings.form.invalidUrl',
    defaultMessage: 'Enter a web address starting with http:// or https://',
    description: 'Error: the website is not a web address.',
  },
  addRow: {
    id: 'widgets.admin.settings.form.addRow',
    defaultMessage: 'Add',
    description: 'Button adding a row to a list of settings (VAT rates, tax brackets).',
  },
  company: {
    id: 'widgets.admin.settings.general.company',
    defaultMessage: 'Company',
    description: 'Title of the company section.',
  },
  companyName: {
    id: 'widgets.admin.settings.general.companyName',
    defaultMessage: 'Company name',
    description: 'Setting label.',
  },
  companyNameAr: {
    id: 'widgets.admin.settings.general.companyNameAr',
    defaultMessage: 'Company name (Arabic)',
    description: 'Setting label.',
  },
  addressAr: {
    id: 'widgets.admin.settings.general.addressAr',
    defaultMessage: 'Address (Arabic)',
    description: 'Setting label.',
  },
  dateFormat: {
    id: 'widgets.admin.settings.general.dateFormat',
    defaultMessage: 'Date format',
    description: 'Setting label: how every date is shown.',
  },
  timeFormat: {
    id: 'widgets.admin.settings.general.timeFormat',
    defaultMessage: 'Time format',
    description: 'Setting label: 12-hour or 24-hour clock.',
  },
  defaultCurrency: {
    id: 'widgets.admin.settings.general.defaultCurrency',
    defaultMessage: 'Default currency',
    description: 'Setting label.',
  },
  timezone: {
    id: 'widgets.admin.settings.general.timezone',
    defaultMessage: "Company's time zone",
    description: 'Setting label (an IANA name such as Africa/Cairo).',
  },
  formatsHint: {
    id: 'widgets.admin.settings.general.formatsHint',
    defaultMessage: 'The date and time formats apply to every date the app, its PDFs and its exports show.',
    description: 'Description of the general settings form.',
  },
  payrollPolicy: {
    id: 'widgets.admin.settings.payroll.policy',
    defaultMessage: 'Payroll policy',
    description: 'Title of the payroll policy form.',
  },
  workHoursPerWeek: {
    id: 'widgets.admin.settings.payroll.workHoursPerWeek',
    defaultMessage: 'Work hours per week',
    description: 'Setting label.',
  },
  workDaysPerWeek: {
    id: 'widgets.admin.settings.payroll.workDaysPerWeek',
    defaultMessage: 'Work days per week',
    description: 'Setting label.',
  },
  taxableAllowances: {
    id: 'widgets.admin.settings.payroll.taxableAllowances',
    defaultMessage: 'Allowances are taxable',
    description: 'Setting label (switch).',
  },
  payrollCurrency: {
    id: 'widgets.admin.settings.payroll.payrollCurrency',
    defaultMessage: 'Payroll currency',
    description: 'Setting label.',
  },
  overtimeRegular: {
    id: 'widgets.admin.settings.payroll.overtimeRegular',
    defaultMessage: 'Overtime multiplier: working days',
    description: 'Setting label.',
  },
  overtimeWeekend: {
    id: 'widgets.admin.settings.payroll.overtimeWeekend',
    defaultMessage: 'Overtime multiplier: weekend',
    description: 'Setting label.',
  },
  overtimeHoliday: {
    id: 'widgets.admin.settings.payroll.overtimeHoliday',
    defaultMessage: 'Overtime multiplier: public holidays',
    description: 'Setting label.',
  },
  overtimeNight: {
    id: 'widgets.admin.settings.payroll.overtimeNight',
    defaultMessage: 'Overtime multiplier: night',
    description: 'Setting label.',
  },
  leaveVacation: {
    id: 'widgets.admin.settings.payroll.leaveVacation',
    defaultMessage: 'Vacation days per year',
    description: 'Setting label.',
  },
  leaveSick: {
    id: 'widgets.admin.settings.payroll.leaveSick',
    defaultMessage: 'Sick days per year',
    description: 'Setting label.',
  },
  leavePersonal: {
    id: 'widgets.admin.settings.payroll.leavePersonal',
    defaultMessage: 'Personal days per year',
    description: 'Setting label.',
  },
  taxation: {
    id: 'widgets.admin.settings.payroll.taxation',
    defaultMessage: 'Income tax and social insurance',
    description: 'Title of the payroll parameters form.',
  },
  taxationHint: {
    id: 'widgets.admin.settings.payroll.taxationHint',
    defaultMessage:
      'Saving creates a new version in force from the date you choose; payroll periods before it keep the parameters they were calculated with.',
    description: 'Description of the payroll parameters form.',
  },
  effectiveFrom: {
    id: 'widgets.admin.settings.payroll.effectiveFrom',
    defaultMessage: 'In force from (YYYY-MM-DD)',
    description: 'Setting label: the first day the new parameters apply.',
  },
  personalExemption: {
    id: 'widgets.admin.settings.payroll.personalExemption',
    defaultMessage: 'Annual personal exemption (EGP)',
    description: 'Setting label.',
  },
  employeeRate: {
    id: 'widgets.admin.settings.payroll.employeeRate',
    defaultMessage: 'Employee contribution (%)',
    description: 'Setting label: social insurance paid by the employee.',
  },
  employerRate: {
    id: 'widgets.admin.settings.payroll.employerRate',
    defaultMessage: 'Employer contribution (%)',
    description: 'Setting label: social insurance paid by the company.',
  },
  insurableMin: {
    id: 'widgets.admin.settings.payroll.insurableMin',
    defaultMessage: 'Minimum insurable salary (EGP)',
    description: 'Setting label.',
  },
  insurableMax: {
    id: 'widgets.admin.settings.payroll.insurableMax',
    defaultMessage: 'Maximum insurable salary (EGP)',
    description: 'Setting label.',
  },
  martyrsFundEnabled: {
    id: 'widgets.admin.settings.payroll.martyrsFundEnabled',
    defaultMessage: "Deduct the martyrs' fund",
    description: "Setting label: whether payroll deducts the martyrs' and victims' fund contribution.",
  },
  martyrsFundHint: {
    id: 'widgets.admin.settings.payroll.martyrsFundHint',
    defaultMessage: 'Its own line on the payslip, not deducted from the tax base.',
    description: "Hint under the martyrs' fund switch.",
  },
  martyrsFundRate: {
    id: 'widgets.admin.settings.payroll.martyrsFundRate',
    defaultMessage: "Martyrs' fund rate (% of gross pay)",
    description: "Setting label: the martyrs' fund contribution as a percent of gross pay.",
  },
  versionNotes: {
    id: 'widgets.admin.settings.payroll.versionNotes',
    defaultMessage: 'Notes on this version',
    description: 'Setting label.',
  },
  brackets: {
    id: 'widgets.admin.settings.payroll.brackets',
    defaultMessage: 'Income tax brackets',
    description: 'Title of the brackets list.',
  },
  bracketMin: {
    id: 'widgets.admin.settings.payroll.bracketMin',
    defaultMessage: 'From (EGP)',
    description: 'Bracket column: the lowest income of the band.',
  },
  bracketMax: {
    id: 'widgets.admin.settings.payroll.bracketMax',
    defaultMessage: 'To (EGP, empty for no limit)',
    description: 'Bracket column: the highest income of the band.',
  },
  bracketRate: {
    id: 'widgets.admin.settings.payroll.bracketRate',
    defaultMessage: 'Rate (%)',
    description: 'Bracket or VAT rate column: the percentage.',
  },
  saveVersion: {
    id: 'widgets.admin.settings.payroll.saveVersion',
    defaultMessage: 'Save as a new version',
    description: 'Button creating a new payroll parameters version.',
  },
  latestVersion: {
    id: 'widgets.admin.settings.payroll.latestVersion',
    defaultMessage: 'The latest version. To change it, save a new version from the date the change applies.',
    description: 'Note in the read-only view of the newest payroll parameters version.',
  },
  supersededVersion: {
    id: 'widgets.admin.settings.payroll.supersededVersion',
    defaultMessage: 'Replaced by a later version: kept as it was for the periods it covered, and no longer changed.',
    description: 'Note in the read-only view of an older payroll parameters version.',
  },
  history: {
    id: 'widgets.admin.settings.payroll.history',
    defaultMessage: 'Versions',
    description: 'Title of the list of payroll parameters versions.',
  },
  invalidDate: {
    id: 'widgets.admin.settings.payroll.invalidDate',
    defaultMessage: 'Enter a date as YYYY-MM-DD',
    description: 'Error: the effective date is not a date.',
  },
  bracketsInvalid: {
    id: 'widgets.admin.settings.payroll.bracketsInvalid',
    defaultMessage: 'Each bracket needs a start and a rate from 0 to 100, and must start where the previous one ends.',
    description: 'Error of the bracket list.',
  },
  vat: {
    id: 'widgets.admin.settings.vat.title',
    defaultMessage: 'Value added tax',
    description: 'Title of the VAT form.',
  },
  vatRegistrationNumber: {
    id: 'widgets.admin.settings.vat.registrationNumber',
    defaultMessage: 'VAT registration number',
    description: 'Setting label.',
  },
  defaultVatRate: {
    id: 'widgets.admin.settings.vat.defaultRate',
    defaultMessage: 'Default VAT rate (%)',
    description: 'Setting label.',
  },
  enableVat: {
    id: 'widgets.admin.settings.vat.enable',
    defaultMessage: 'Enable VAT calculations',
    description: 'Setting label (switch).',
  },
  vatRates: {
    id: 'widgets.admin.settings.vat.rates',
    defaultMessage: 'VAT rates offered on documents',
    description: 'Title of the VAT rates list (what the document wizards offer).',
  },
  vatRatesInvalid: {
    id: 'widgets.admin.settings.vat.ratesInvalid',
    defaultMessage: 'Each VAT rate needs a name and a rate from 0 to 100.',
    description: 'Error of the VAT rates list.',
  },
  defaultRateNotListed: {
    id: 'widgets.admin.settings.vat.defaultRateNotListed',
    defaultMessage: 'The default rate must be one of the rates listed below.',
    description: 'Error: the default VAT rate is not among the rates.',
  },
  paymentTerms: {
    id: 'widgets.admin.settings.vat.paymentTerms',
    defaultMessage: 'Default payment terms (days)',
    description: 'Setting label.',
  },
  invoiceFooter: {
    id: 'widgets.admin.settings.vat.invoiceFooter',
    defaultMessage: 'Invoice footer',
    description: 'Setting label.',
  },
  invoiceFooterAr: {
    id: 'widgets.admin.settings.vat.invoiceFooterAr',
    defaultMessage: 'Invoice footer (Arabic)',
    description: 'Setting label.',
  },
});

/** Strings with values. */
export const settingsNamedMessages = defineMessages<{
  outOfRange: { min: number | string; max: number | string };
  rowLabel: { n: number };
  removeRow: { n: number };
  versionItem: { date: string };
}>({
  outOfRange: {
    id: 'widgets.admin.settings.form.outOfRange',
    defaultMessage: 'Enter a value from {min} to {max}',
    description: 'Error: a number outside its range.',
  },
  rowLabel: {
    id: 'widgets.admin.settings.form.rowLabel',
    defaultMessage: 'Row {n}',
    description: 'Accessible name of one row of a settings list.',
  },
  removeRow: {
    id: 'widgets.admin.settings.form.removeRow',
    defaultMessage: 'Remove row {n}',
    description: 'Button removing one row of a settings list.',
  },
  versionItem: {
    id: 'widgets.admin.settings.payroll.versionItem',
    defaultMessage: 'From {date}',
    description: 'One payroll parameters version in the list.',
  },
});
