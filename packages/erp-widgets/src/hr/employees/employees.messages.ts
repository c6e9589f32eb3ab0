import { defineMessages } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';

/** Strings of the employees screen, its cards, wizard and viewer (`widgets.hr.employees.<component>.<key>`). */
export const employeeMessages = defineMessages({
  firstName: commonMessages.firstName,
  lastName: commonMessages.lastName,
  firstNameAr: {
    id: 'widgets.hr.employees.field.firstNameAr',
    defaultMessage: 'First name (Arabic)',
    description: 'Field: first name in Arabic letters.',
  },
  lastNameAr: {
    id: 'widgets.hr.employees.field.lastNameAr',
    defaultMessage: 'Last name (Arabic)',
    description: 'Field: last name in Arabic letters.',
  },
  nationalId: {
    id: 'widgets.hr.employees.field.nationalId',
    defaultMessage: 'National ID',
    description: 'Field: the Egyptian national ID or passport number.',
  },
  birthDate: {
    id: 'widgets.hr.employees.field.birthDate',
    defaultMessage: 'Birth date',
    description: 'Field: date of birth.',
  },
  emergencyContact: {
    id: 'widgets.hr.employees.field.emergencyContact',
    defaultMessage: 'Emergency contact',
    description: 'Field: whom to call in an emergency.',
  },
  emergencyPhone: {
    id: 'widgets.hr.employees.field.emergencyPhone',
    defaultMessage: 'Emergency phone',
    description: 'Field: the emergency contact phone.',
  },
  department: commonMessages.department,
  position: {
    id: 'widgets.hr.employees.field.position',
    defaultMessage: 'Position',
    description: 'Field: the job title.',
  },
  hireDate: {
    id: 'widgets.hr.employees.field.hireDate',
    defaultMessage: 'Hire date',
    description: 'Field and card: the day the employee was hired.',
  },
  monthlySalary: {
    id: 'widgets.hr.employees.field.monthlySalary',
    defaultMessage: 'Monthly salary',
    description: 'Field: the gross monthly salary in EGP.',
  },
  insuredSalary: {
    id: 'widgets.hr.employees.field.insuredSalary',
    defaultMessage: 'Insured salary',
    description:
      'Field and viewer: the monthly wage declared to social insurance (Law 148/2019), optional; the payroll bases the insurance on it.',
  },
  insuredSalaryHint: {
    id: 'widgets.hr.employees.field.insuredSalaryHint',
    defaultMessage:
      "Leave empty to insure the month's gross pay. The payroll keeps it within the year's minimum and maximum.",
    description: 'Hint under the insured salary field.',
  },
  insuredSalaryGross: {
    id: 'widgets.hr.employees.viewer.insuredSalaryGross',
    defaultMessage: "The month's gross pay",
    description: 'Viewer: the insured salary when none is declared (the insurance is based on the gross).',
  },
  manager: {
    id: 'widgets.hr.employees.field.manager',
    defaultMessage: 'Manager',
    description: 'Field: the employee manager (optional).',
  },
  userAccount: {
    id: 'widgets.hr.employees.field.userAccount',
    defaultMessage: 'User account',
    description: 'Field: the sign-in account linked to the employee (optional).',
  },
  userAccountHint: {
    id: 'widgets.hr.employees.field.userAccountHint',
    defaultMessage: 'Link an account so the employee can file their own leave and overtime.',
    description: 'Help under the user account field.',
  },
  accountsFailed: {
    id: 'widgets.hr.employees.wizard.accountsFailed',
    defaultMessage: 'Failed to load user accounts for dropdown.',
    description: 'Error: the user account search failed.',
  },
  tabPersonal: {
    id: 'widgets.hr.employees.wizard.tabPersonal',
    defaultMessage: 'Personal',
    description: 'Wizard tab: personal details.',
  },
  tabEmployment: {
    id: 'widgets.hr.employees.wizard.tabEmployment',
    defaultMessage: 'Employment',
    description: 'Wizard tab: department, position, salary, manager, account.',
  },
  tabNotes: {
    id: 'widgets.hr.employees.wizard.tabNotes',
    defaultMessage: 'Notes',
    description: 'Wizard tab: free notes.',
  },
  createTitle: {
    id: 'widgets.hr.employees.wizard.createTitle',
    defaultMessage: 'Add employee',
    description: 'Wizard title for a new employee.',
  },
  editTitle: {
    id: 'widgets.hr.employees.wizard.editTitle',
    defaultMessage: 'Edit employee',
    description: 'Wizard title when editing.',
  },
  createSubmit: {
    id: 'widgets.hr.employees.wizard.createSubmit',
    defaultMessage: 'Create employee',
    description: 'Wizard submit for a new employee.',
  },
  createFailed: {
    id: 'widgets.hr.employees.wizard.createFailed',
    defaultMessage: 'Failed to create employee',
    description: 'Toast title: creating an employee failed.',
  },
  updateFailed: {
    id: 'widgets.hr.employees.wizard.updateFailed',
    defaultMessage: 'Failed to update employee',
    description: 'Toast title: updating an employee failed.',
  },
  salaryInvalid: {
    id: 'widgets.hr.employees.wizard.salaryInvalid',
    defaultMessage: 'Enter a salary of 0 or more.',
    description: 'Error: the salary is missing or negative.',
  },
  add: {
    id: 'widgets.hr.employees.screen.add',
    defaultMessage: 'Add employee',
    description: 'Button: add an employee.',
  },
  searchPlaceholder: {
    id: 'widgets.hr.employees.screen.searchPlaceholder',
    defaultMessage: 'Search by name, e-mail, phone or position…',
    description: 'Search placeholder of the employees list.',
  },
  emptyTitle: {
    id: 'widgets.hr.employees.screen.emptyTitle',
    defaultMessage: 'No employees',
    description: 'Empty employees list title.',
  },
  perMonth: {
    id: 'widgets.hr.employees.screen.perMonth',
    defaultMessage: 'Per month',
    description: 'Salary toggle: show monthly salaries.',
  },
  perYear: {
    id: 'widgets.hr.employees.screen.perYear',
    defaultMessage: 'Per year',
    description: 'Salary toggle: show yearly salaries.',
  },
  documents: {
    id: 'widgets.hr.employees.card.documents',
    defaultMessage: 'Documents',
    description: 'Card button: open the employee documents.',
  },
  loadFailed: {
    id: 'widgets.hr.employees.screen.loadFailed',
    defaultMessage: 'Failed to load employees',
    description: 'Toast title: the employees list failed.',
  },
  viewFailed: {
    id: 'widgets.hr.employees.viewer.viewFailed',
    defaultMessage: 'Failed to load the employee',
    description: 'Toast title: an employee failed to load.',
  },
  notFoundTitle: {
    id: 'widgets.hr.employees.viewer.notFoundTitle',
    defaultMessage: 'Employee not found',
    description: 'Viewer title for a missing employee.',
  },
  notFound: {
    id: 'widgets.hr.employees.viewer.notFound',
    defaultMessage: 'This employee no longer exists or you cannot see their record.',
    description: 'Viewer message for a missing employee.',
  },
  personal: {
    id: 'widgets.hr.employees.viewer.personal',
    defaultMessage: 'Personal details',
    description: 'Viewer section: personal details.',
  },
  employment: {
    id: 'widgets.hr.employees.viewer.employment',
    defaultMessage: 'Employment details',
    description: 'Viewer section: employment details.',
  },
  deleteFailed: {
    id: 'widgets.hr.employees.screen.deleteFailed',
    defaultMessage: 'Failed to delete employee',
    description: 'Toast title: deleting an employee failed.',
  },
});

/** Employee strings with values. */
export const employeeNamedMessages = defineMessages<{
  tabIncomplete: { tab: string };
  perYearHint: { amount: string };
  created: { name: string };
  saved: { name: string };
  deleted: { name: string };
  deleteMessage: { name: string };
  linkedElsewhere: { name: string };
  documentsOf: { name: string };
}>({
  documentsOf: {
    id: 'widgets.hr.employees.card.documentsOf',
    defaultMessage: 'Documents of {name}',
    description: 'Accessible name of a card documents button.',
  },
  tabIncomplete: {
    id: 'widgets.hr.employees.wizard.tabIncomplete',
    defaultMessage: "Please fill in all required fields in the ''{tab}'' tab.",
    description: 'Wizard error naming the tab with missing required fields.',
  },
  perYearHint: {
    id: 'widgets.hr.employees.wizard.perYearHint',
    defaultMessage: '{amount} per year',
    description: 'Hint under the monthly salary: the yearly amount.',
  },
  created: {
    id: 'widgets.hr.employees.screen.created',
    defaultMessage: 'Employee {name} added.',
    description: 'Toast: employee created.',
  },
  saved: {
    id: 'widgets.hr.employees.screen.saved',
    defaultMessage: 'Employee {name} saved.',
    description: 'Toast: employee updated.',
  },
  deleted: {
    id: 'widgets.hr.employees.screen.deleted',
    defaultMessage: 'Employee {name} deleted.',
    description: 'Toast: employee deleted.',
  },
  deleteMessage: {
    id: 'widgets.hr.employees.screen.deleteMessage',
    defaultMessage: 'Delete {name}? Their documents, leave and overtime requests go with them. This cannot be undone.',
    description: 'Delete confirmation text.',
  },
  linkedElsewhere: {
    id: 'widgets.hr.employees.wizard.linkedElsewhere',
    defaultMessage: '{name} (already linked to another employee)',
    description: 'User account option that is linked to another employee record.',
  },
});

/** Strings of the employee documents dialog (`widgets.hr.employees.documents.<key>`). */
export const employeeDocumentMessages = defineMessages({
  title: {
    id: 'widgets.hr.employees.documents.title',
    defaultMessage: 'Employee documents',
    description: 'Documents dialog title.',
  },
  type: {
    id: 'widgets.hr.employees.documents.type',
    defaultMessage: 'Document type',
    description: 'Field: the type of the documents to upload.',
  },
  files: {
    id: 'widgets.hr.employees.documents.files',
    defaultMessage: 'Files',
    description: 'Field: the files to upload.',
  },
  upload: {
    id: 'widgets.hr.employees.documents.upload',
    defaultMessage: 'Upload',
    description: 'Button: upload the chosen files.',
  },
  noFiles: {
    id: 'widgets.hr.employees.documents.noFiles',
    defaultMessage: 'Please select files to upload first.',
    description: 'Error: upload pressed with no file chosen.',
  },
  uploadFailed: {
    id: 'widgets.hr.employees.documents.uploadFailed',
    defaultMessage: 'Could not upload documents.',
    description: 'Error: an upload failed.',
  },
  urlNotFound: {
    id: 'widgets.hr.employees.documents.urlNotFound',
    defaultMessage: 'Document URL not found.',
    description: 'Error: the document has no file to download.',
  },
  deleteFailed: {
    id: 'widgets.hr.employees.documents.deleteFailed',
    defaultMessage: 'Could not delete document.',
    description: 'Error: deleting a document failed.',
  },
  empty: {
    id: 'widgets.hr.employees.documents.empty',
    defaultMessage: 'No documents yet.',
    description: 'Documents list when empty.',
  },
  loading: {
    id: 'widgets.hr.employees.documents.loading',
    defaultMessage: 'Loading documents…',
    description: 'Documents list while loading.',
  },
  loadFailed: {
    id: 'widgets.hr.employees.documents.loadFailed',
    defaultMessage: 'Could not load the documents.',
    description: 'Documents list failure.',
  },
  download: {
    id: 'widgets.hr.employees.documents.download',
    defaultMessage: 'Download',
    description: 'Button: download a document.',
  },
  close: commonMessages.close,
});

/** Document strings with values. */
export const employeeDocumentNamedMessages = defineMessages<{
  downloadNamed: { name: string };
  deleteNamed: { name: string };
  uploadedCount: { count: number };
}>({
  downloadNamed: {
    id: 'widgets.hr.employees.documents.downloadNamed',
    defaultMessage: 'Download {name}',
    description: 'Accessible name of a download button.',
  },
  deleteNamed: {
    id: 'widgets.hr.employees.documents.deleteNamed',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of a delete button.',
  },
  uploadedCount: {
    id: 'widgets.hr.employees.documents.uploadedCount',
    defaultMessage: '{count, plural, one {# document uploaded.} other {# documents uploaded.}}',
    description: 'Toast: documents uploaded.',
  },
});
