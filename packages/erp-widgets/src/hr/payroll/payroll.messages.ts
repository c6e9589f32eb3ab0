import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/**
 * Strings of the payroll screen, its manager (tabs and summary) and its run dialog
 * (`widgets.hr.payroll.<component>.<key>`). Status labels and refusals are the schema's.
 */
export const payrollMessages = defineMessages({
  employee: commonMessages.employee,
  period: {
    id: 'widgets.hr.payroll.field.period',
    defaultMessage: 'Period',
    description: 'Column, filter and field: the payroll month (YYYY-MM).',
  },
  baseSalary: {
    id: 'widgets.hr.payroll.field.baseSalary',
    defaultMessage: 'Base salary',
    description: 'Column and field: monthly base salary.',
  },
  insuredSalary: {
    id: 'widgets.hr.payroll.field.insuredSalary',
    defaultMessage: 'Insured salary',
    description: 'Column: the salary social insurance is computed on.',
  },
  insuredWage: {
    id: 'widgets.hr.payroll.field.insuredWage',
    defaultMessage: 'Declared insured wage',
    description: 'Field: an insured wage that replaces the gross pay; empty uses the gross.',
  },
  insuredWageHelp: {
    id: 'widgets.hr.payroll.field.insuredWageHelp',
    defaultMessage: 'Leave empty to insure the gross pay.',
    description: 'Help under the declared insured wage field.',
  },
  overtime: {
    id: 'widgets.hr.payroll.field.overtime',
    defaultMessage: 'Overtime',
    description: 'Column and tab: overtime pay.',
  },
  bonus: {
    id: 'widgets.hr.payroll.field.bonus',
    defaultMessage: 'Bonus',
    description: 'Column: bonuses of the month.',
  },
  bonuses: {
    id: 'widgets.hr.payroll.tab.bonuses',
    defaultMessage: 'Bonuses',
    description: 'Tab: the bonuses of the month.',
  },
  deductions: {
    id: 'widgets.hr.payroll.field.deductions',
    defaultMessage: 'Deductions',
    description: 'Column and tab: deductions of the month.',
  },
  allowances: {
    id: 'widgets.hr.payroll.field.allowances',
    defaultMessage: 'Allowances',
    description: 'Column and tab: allowances of the month.',
  },
  employeeInsurance: {
    id: 'widgets.hr.payroll.field.employeeInsurance',
    defaultMessage: 'Employee insurance',
    description: 'Column: employee social insurance.',
  },
  employerInsurance: {
    id: 'widgets.hr.payroll.field.employerInsurance',
    defaultMessage: 'Employer insurance',
    description: 'Column: employer social insurance.',
  },
  tax: {
    id: 'widgets.hr.payroll.field.tax',
    defaultMessage: 'Tax',
    description: 'Column: monthly salary tax.',
  },
  netPay: {
    id: 'widgets.hr.payroll.field.netPay',
    defaultMessage: 'Net pay',
    description: 'Column and summary: the pay after insurance, tax and deductions.',
  },
  grossPay: {
    id: 'widgets.hr.payroll.field.grossPay',
    defaultMessage: 'Gross pay',
    description: 'Summary: base salary plus allowances, overtime and bonuses.',
  },
  name: commonMessages.name,
  amount: commonMessages.amount,
  taxable: {
    id: 'widgets.hr.payroll.field.taxable',
    defaultMessage: 'Taxable',
    description: 'Allowance column: whether it enters the tax base.',
  },
  description: commonMessages.description,
  date: commonMessages.date,
  type: commonMessages.type,
  hours: {
    id: 'widgets.hr.payroll.field.hours',
    defaultMessage: 'Hours',
    description: 'Overtime column: hours worked.',
  },
  rate: {
    id: 'widgets.hr.payroll.field.rate',
    defaultMessage: 'Rate',
    description: 'Overtime column: the pay multiplier.',
  },
  include: {
    id: 'widgets.hr.payroll.field.include',
    defaultMessage: 'Include',
    description: "Overtime column: whether this month's pay includes it.",
  },
  notes: commonMessages.notes,
  summaryTab: {
    id: 'widgets.hr.payroll.tab.summary',
    defaultMessage: 'Summary',
    description: 'Tab: the calculation step by step.',
  },
  searchPlaceholder: {
    id: 'widgets.hr.payroll.screen.searchPlaceholder',
    defaultMessage: 'Search by employee or period',
    description: 'Search box placeholder of the payroll list.',
  },
  runPayroll: {
    id: 'widgets.hr.payroll.screen.runPayroll',
    defaultMessage: 'Run payroll',
    description: 'Button: create the payroll of a period.',
  },
  emptyTitle: {
    id: 'widgets.hr.payroll.screen.emptyTitle',
    defaultMessage: 'No payroll yet',
    description: 'Empty list title.',
  },
  emptyDescription: {
    id: 'widgets.hr.payroll.screen.emptyDescription',
    defaultMessage: 'Run the payroll of a month to create its records.',
    description: 'Empty list description.',
  },
  loadFailed: {
    id: 'widgets.hr.payroll.screen.loadFailed',
    defaultMessage: 'Could not load the payroll.',
    description: 'Toast title: the list failed.',
  },
  viewFailed: {
    id: 'widgets.hr.payroll.screen.viewFailed',
    defaultMessage: 'Could not load this payroll record.',
    description: 'Toast title: the viewer failed.',
  },
  saveFailed: {
    id: 'widgets.hr.payroll.screen.saveFailed',
    defaultMessage: 'Could not save the payroll.',
    description: 'Toast title: a save failed.',
  },
  deleteFailed: {
    id: 'widgets.hr.payroll.screen.deleteFailed',
    defaultMessage: 'Could not delete the payroll.',
    description: 'Toast title: a delete failed.',
  },
  runFailed: {
    id: 'widgets.hr.payroll.screen.runFailed',
    defaultMessage: 'Could not run the payroll.',
    description: 'Toast title: the run failed.',
  },
  statusFailed: {
    id: 'widgets.hr.payroll.screen.statusFailed',
    defaultMessage: 'Could not change the payroll status.',
    description: 'Toast title: a status change failed.',
  },
  saved: {
    id: 'widgets.hr.payroll.screen.saved',
    defaultMessage: 'Payroll saved and recalculated.',
    description: 'Toast: a draft was saved; the server recomputed it.',
  },
  submit: {
    id: 'widgets.hr.payroll.action.submit',
    defaultMessage: 'Submit for approval',
    description: 'Action: draft \u2192 pending.',
  },
  approve: commonMessages.approve,
  reject: commonMessages.reject,
  pay: {
    id: 'widgets.hr.payroll.action.pay',
    defaultMessage: 'Mark paid',
    description: 'Action: approved \u2192 paid.',
  },
  cancel: {
    id: 'widgets.hr.payroll.action.cancel',
    defaultMessage: 'Cancel payroll',
    description: 'Action: cancel the record.',
  },
  payslip: {
    id: 'widgets.hr.payroll.action.payslip',
    defaultMessage: 'Payslip (PDF)',
    description: 'Action: download the payslip.',
  },
  edit: commonMessages.edit,
  save: {
    id: 'widgets.hr.payroll.action.save',
    defaultMessage: 'Save and recalculate',
    description: 'Button: save the draft; the server recomputes it.',
  },
  discard: {
    id: 'widgets.hr.payroll.action.discard',
    defaultMessage: 'Discard changes',
    description: 'Button: drop unsaved edits.',
  },
  addRow: {
    id: 'widgets.hr.payroll.action.addRow',
    defaultMessage: 'Add',
    description: "Button: add an entry to the tab's list.",
  },
  removeRow: {
    id: 'widgets.hr.payroll.action.removeRow',
    defaultMessage: 'Remove',
    description: 'Button: remove an entry.',
  },
  submitMessage: {
    id: 'widgets.hr.payroll.confirm.submit',
    defaultMessage: 'The record goes to approval; it cannot be changed unless it is rejected.',
    description: 'Confirmation text of submit.',
  },
  approveMessage: {
    id: 'widgets.hr.payroll.confirm.approve',
    defaultMessage: 'Approve this payroll for payment?',
    description: 'Confirmation text of approve.',
  },
  rejectMessage: {
    id: 'widgets.hr.payroll.confirm.reject',
    defaultMessage: 'The record goes back to draft for correction.',
    description: 'Confirmation text of reject.',
  },
  payMessage: {
    id: 'widgets.hr.payroll.confirm.pay',
    defaultMessage: 'Mark as paid? Its included overtime becomes paid too.',
    description: 'Confirmation text of pay.',
  },
  cancelMessage: {
    id: 'widgets.hr.payroll.confirm.cancel',
    defaultMessage: 'Cancel this payroll record?',
    description: 'Confirmation text of cancel.',
  },
  readOnlyNote: {
    id: 'widgets.hr.payroll.manager.readOnly',
    defaultMessage: 'Submitted payroll cannot be changed unless it is rejected.',
    description: 'Note in the manager of a non-draft record.',
  },
  noEntries: {
    id: 'widgets.hr.payroll.manager.noEntries',
    defaultMessage: 'No entries.',
    description: 'A tab with an empty list.',
  },
  unsaved: {
    id: 'widgets.hr.payroll.manager.unsaved',
    defaultMessage: 'Unsaved changes: the summary shows the last saved calculation.',
    description: 'Note while edits are not saved.',
  },
  runTitle: {
    id: 'widgets.hr.payroll.run.title',
    defaultMessage: 'Run payroll',
    description: 'Run dialog title.',
  },
  runPeriod: {
    id: 'widgets.hr.payroll.run.period',
    defaultMessage: 'Period (YYYY-MM)',
    description: 'Run dialog: the month to pay.',
  },
  runEmployees: {
    id: 'widgets.hr.payroll.run.employees',
    defaultMessage: 'Employees to include',
    description: 'Run dialog: the employee list.',
  },
  runProcessed: {
    id: 'widgets.hr.payroll.run.processed',
    defaultMessage: 'Already processed',
    description: 'Run dialog: the employee has a record of this period.',
  },
  runNotProcessed: {
    id: 'widgets.hr.payroll.run.notProcessed',
    defaultMessage: 'Not processed',
    description: 'Run dialog: the employee has no record of this period.',
  },
  runSelectAll: {
    id: 'widgets.hr.payroll.run.selectAll',
    defaultMessage: 'Select all not processed',
    description: 'Run dialog: select every employee without a record.',
  },
  runClear: {
    id: 'widgets.hr.payroll.run.clear',
    defaultMessage: 'Clear selection',
    description: 'Run dialog: unselect every employee.',
  },
  runConfirm: {
    id: 'widgets.hr.payroll.run.confirm',
    defaultMessage: 'Create drafts',
    description: 'Run dialog: create the draft records.',
  },
  runNone: {
    id: 'widgets.hr.payroll.run.none',
    defaultMessage: 'Choose at least one employee.',
    description: 'Run dialog: nothing selected.',
  },
  runBadPeriod: {
    id: 'widgets.hr.payroll.run.badPeriod',
    defaultMessage: 'Enter the period as YYYY-MM.',
    description: 'Run dialog: the period is not a month.',
  },
  lineBase: {
    id: 'widgets.hr.payroll.summary.base_salary',
    defaultMessage: 'Base salary',
    description: 'Summary line.',
  },
  lineAllowanceTaxable: {
    id: 'widgets.hr.payroll.summary.allowanceTaxable',
    defaultMessage: 'taxable',
    description: 'Summary explanation: the allowance is taxable.',
  },
  lineAllowanceUntaxed: {
    id: 'widgets.hr.payroll.summary.allowanceUntaxed',
    defaultMessage: 'not taxable',
    description: 'Summary explanation: the allowance is not taxable.',
  },
  lineGross: {
    id: 'widgets.hr.payroll.summary.gross_pay',
    defaultMessage: 'Gross pay',
    description: 'Summary line.',
  },
  lineInsured: {
    id: 'widgets.hr.payroll.summary.insured_salary',
    defaultMessage: 'Insured salary',
    description: 'Summary line.',
  },
  lineEmployeeIns: {
    id: 'widgets.hr.payroll.summary.employee_insurance',
    defaultMessage: 'Employee social insurance',
    description: 'Summary line.',
  },
  lineEmployerIns: {
    id: 'widgets.hr.payroll.summary.employer_insurance',
    defaultMessage: 'Employer social insurance',
    description: 'Summary line.',
  },
  lineEmployerNote: {
    id: 'widgets.hr.payroll.summary.employerNote',
    defaultMessage: 'paid by the employer, not deducted',
    description: 'Summary explanation: the employer share.',
  },
  lineTaxableMonthly: {
    id: 'widgets.hr.payroll.summary.taxable_monthly',
    defaultMessage: 'Monthly taxable income',
    description: 'Summary line.',
  },
  lineTaxableAnnual: {
    id: 'widgets.hr.payroll.summary.taxable_annual',
    defaultMessage: 'Annual taxable income',
    description: 'Summary line.',
  },
  lineAnnualTax: {
    id: 'widgets.hr.payroll.summary.annual_tax',
    defaultMessage: 'Annual salary tax',
    description: 'Summary line.',
  },
  lineMonthlyTax: {
    id: 'widgets.hr.payroll.summary.monthly_tax',
    defaultMessage: 'Monthly salary tax',
    description: 'Summary line.',
  },
  lineMartyrs: {
    id: 'widgets.hr.payroll.summary.martyrs_fund',
    defaultMessage: "Martyrs' fund",
    description: "Summary line: the martyrs' fund contribution.",
  },
  lineNet: {
    id: 'widgets.hr.payroll.summary.net_pay',
    defaultMessage: 'Net pay',
    description: 'Summary line.',
  },
  bracketsTitle: {
    id: 'widgets.hr.payroll.summary.brackets',
    defaultMessage: 'Tax brackets applied',
    description: 'Summary: the bracket table heading.',
  },
  bracketFrom: {
    id: 'widgets.hr.payroll.summary.bracketFrom',
    defaultMessage: 'From',
    description: 'Bracket column.',
  },
  bracketTo: {
    id: 'widgets.hr.payroll.summary.bracketTo',
    defaultMessage: 'To',
    description: 'Bracket column.',
  },
  bracketAbove: {
    id: 'widgets.hr.payroll.summary.bracketAbove',
    defaultMessage: 'and above',
    description: 'Bracket: no upper bound.',
  },
  bracketRate: {
    id: 'widgets.hr.payroll.summary.bracketRate',
    defaultMessage: 'Rate',
    description: "Income tax bracket column: the bracket's percentage (not an overtime multiplier).",
  },
  bracketTaxed: {
    id: 'widgets.hr.payroll.summary.bracketTaxed',
    defaultMessage: 'Income in band',
    description: 'Bracket column.',
  },
  bracketTax: {
    id: 'widgets.hr.payroll.summary.bracketTax',
    defaultMessage: 'Tax',
    description: 'Bracket column.',
  },
  bracketLost: {
    id: 'widgets.hr.payroll.summary.bracketLost',
    defaultMessage: 'Lost (falling-away)',
    description: 'Bracket: a lower band lost for high incomes.',
  },
  step: {
    id: 'widgets.hr.payroll.summary.step',
    defaultMessage: 'Step',
    description: 'Summary column.',
  },
  how: {
    id: 'widgets.hr.payroll.summary.how',
    defaultMessage: 'How it is computed',
    description: 'Summary column.',
  },
  noCalculation: {
    id: 'widgets.hr.payroll.summary.none',
    defaultMessage: 'Not calculated yet.',
    description: 'Summary without a calculation.',
  },
  notFoundTitle: {
    id: 'widgets.hr.payroll.viewer.notFoundTitle',
    defaultMessage: 'Payroll record not found',
    description: 'Viewer title: the record no longer exists.',
  },
  notFoundMessage: {
    id: 'widgets.hr.payroll.viewer.notFoundMessage',
    defaultMessage: 'It may have been deleted.',
    description: 'Viewer message: the record no longer exists.',
  },
});

/** Strings with values. */
export const payrollNamedMessages = defineMessages<{
  lineAllowance: { name: string };
  lineOvertime: { date: string };
  lineOvertimeHow: { hours: string; hourlyRate: string; rate: string };
  lineBonus: { description: string };
  lineDeduction: { description: string };
  lineInsuredHow: { wage: string; min: string; max: string };
  lineRateOf: { rate: string; base: string };
  lineTaxableMonthlyHow: { taxableGross: string; insurance: string };
  lineTaxableAnnualHow: { exemption: string };
  lineAnnualTaxHow: { lost: number };
  lineMonthlyTaxHow: { annualTax: string };
  paramsFrom: { date: string };
  statusChanged: { status: string };
  removeRowN: { n: string };
  runDone: { created: number; skipped: number };
}>({
  lineAllowance: {
    id: 'widgets.hr.payroll.summary.allowance',
    defaultMessage: 'Allowance: {name}',
    description: 'Summary line: one allowance.',
  },
  lineOvertime: {
    id: 'widgets.hr.payroll.summary.overtime',
    defaultMessage: 'Overtime {date}',
    description: 'Summary line: one overtime entry.',
  },
  lineOvertimeHow: {
    id: 'widgets.hr.payroll.summary.overtimeHow',
    defaultMessage: '{hours} h × {hourlyRate} × {rate}',
    description: 'Summary explanation: hours \u00d7 hourly rate \u00d7 multiplier.',
  },
  lineBonus: {
    id: 'widgets.hr.payroll.summary.bonus',
    defaultMessage: 'Bonus: {description}',
    description: 'Summary line: one bonus.',
  },
  lineDeduction: {
    id: 'widgets.hr.payroll.summary.deduction',
    defaultMessage: 'Deduction: {description}',
    description: 'Summary line: one deduction.',
  },
  lineInsuredHow: {
    id: 'widgets.hr.payroll.summary.insuredHow',
    defaultMessage: "{wage} within this year's limits {min} – {max}",
    description: "Summary explanation: the insured wage clamped to the year's range.",
  },
  lineRateOf: {
    id: 'widgets.hr.payroll.summary.rateOf',
    defaultMessage: '{rate} of {base}',
    description: 'Summary explanation: a rate of an amount.',
  },
  lineTaxableMonthlyHow: {
    id: 'widgets.hr.payroll.summary.taxableMonthlyHow',
    defaultMessage: '{taxableGross} taxable − {insurance} insurance',
    description: 'Summary explanation.',
  },
  lineTaxableAnnualHow: {
    id: 'widgets.hr.payroll.summary.taxableAnnualHow',
    defaultMessage: '12 × monthly − {exemption} personal exemption',
    description: 'Summary explanation.',
  },
  lineAnnualTaxHow: {
    id: 'widgets.hr.payroll.summary.annualTaxHow',
    defaultMessage:
      '{lost, plural, =0 {the bracket table below} one {the bracket table below; # lower band fell away} other {the bracket table below; # lower bands fell away}}',
    description: 'Summary explanation: how many lower bands were lost.',
  },
  lineMonthlyTaxHow: {
    id: 'widgets.hr.payroll.summary.monthlyTaxHow',
    defaultMessage: '{annualTax} ÷ 12, rounded to the piastre',
    description: 'Summary explanation.',
  },
  paramsFrom: {
    id: 'widgets.hr.payroll.summary.paramsFrom',
    defaultMessage: 'Parameters in force from {date}',
    description: 'Summary: the effective date of the parameters used.',
  },
  statusChanged: {
    id: 'widgets.hr.payroll.screen.statusChanged',
    defaultMessage: 'The payroll is now {status}.',
    description: 'Toast: a status change succeeded.',
  },
  runDone: {
    id: 'widgets.hr.payroll.screen.runDone',
    defaultMessage:
      '{created, plural, =0 {No new records} one {# draft record created} other {# draft records created}}; {skipped, plural, =0 {none already processed} one {# already processed} other {# already processed}}.',
    description: 'Toast: the run created draft records and skipped processed employees.',
  },
  removeRowN: {
    id: 'widgets.hr.payroll.action.removeRowN',
    defaultMessage: 'Remove entry {n}',
    description: 'Accessible name of the remove button of entry number n.',
  },
});
