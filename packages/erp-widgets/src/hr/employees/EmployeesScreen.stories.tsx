import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { body, emptyList, listMaker, padded, screenArgs, viewerNotFound } from '../../testing/listStories';
import { msg, storyLocale } from '../../testing/messages';
import { EmployeesScreen } from './EmployeesScreen';
import { MOCK_EMPLOYEE_DOCUMENTS, MOCK_EMPLOYEES } from './employees.mocks';
import type { Employee, EmployeeFilters } from './employees.types';

const ar = () => storyLocale().startsWith('ar');
const omar = () => (ar() ? 'عمر فاروق' : 'Omar Farouk');
const list = listMaker<Employee, EmployeeFilters>({ total: 6, filters: { department: null, status: null } });

const meta = {
  title: 'Screens/HR/Employees',
  component: EmployeesScreen,
  decorators: [padded],
  args: {
    ...screenArgs(),
    list: list(MOCK_EMPLOYEES),
    searchManagers: fn(async () => [{ id: 'emp1', name: 'Omar Farouk' }]),
    searchAccounts: fn(async () => [{ id: 'u1', name: 'Youssef Ibrahim', email: 'employee@erp.local', employee: '' }]),
    today: '2026-03-01',
    documentsOf: null,
    documents: null,
    documentPermissions: { upload: true, delete: true },
    onDocumentsOpen: fn(),
    onUpload: fn(async () => undefined),
    onDownload: fn(async () => undefined),
    onDeleteDocument: fn(async () => undefined),
  },
} satisfies Meta<typeof EmployeesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with department, e-mail, phone, salary, hire date; the toggle shows yearly salaries (× 12). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const cards = canvasElement.querySelectorAll('[data-employee-card]');
    await expect(cards).toHaveLength(6);
    await expect(cards[0]).toHaveTextContent(omar());
    await expect(cards[0]).toHaveTextContent(msg('schema.department.Finance'));
    await expect(cards[0]!.querySelector('[data-salary]')).toHaveAttribute('data-salary', '18500');
    await userEvent.click(within(canvasElement).getByText(msg('widgets.hr.employees.screen.perYear')));
    await expect(canvasElement.querySelector('[data-salary]')).toHaveAttribute('data-salary', '222000');
    await userEvent.click(
      within(cards[0] as HTMLElement).getByRole('button', {
        name: msg('widgets.hr.employees.card.documentsOf', { name: omar() }),
      }),
    );
    await expect(args.onDocumentsOpen).toHaveBeenCalledWith(MOCK_EMPLOYEES[0]);
  },
};

export const Empty: Story = {
  ...emptyList(list([], { total: 0 }), 'widgets.hr.employees.screen.emptyTitle'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.hr.employees.screen.emptyTitle'),
    );
  },
};

export const Viewer: Story = {
  args: { viewer: { status: 'ready', record: MOCK_EMPLOYEES[1]! } },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(dialog).toHaveTextContent(msg('widgets.hr.employees.viewer.employment'));
    await expect(dialog).toHaveTextContent(omar());
    await expect(dialog).toHaveTextContent(msg('widgets.hr.employees.field.insuredSalary'));
  },
};

export const NotFound: Story = {
  ...viewerNotFound('widgets.hr.employees.viewer.notFound'),
  parameters: { screenshot: false },
};

/** Submitting the empty wizard opens the Personal tab and names it; nothing is saved. */
export const WizardIncomplete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole('button', { name: msg('widgets.hr.employees.screen.add') })[0]!,
    );
    const wizard = body().getByRole('dialog');
    await userEvent.click(within(wizard).getByRole('tab', { name: msg('widgets.hr.employees.wizard.tabNotes') }));
    await userEvent.click(
      within(wizard).getByRole('button', { name: msg('widgets.hr.employees.wizard.createSubmit') }),
    );
    await expect(within(wizard).getByRole('alert')).toHaveTextContent(
      msg('widgets.hr.employees.wizard.tabIncomplete', { tab: msg('widgets.hr.employees.wizard.tabPersonal') }),
    );
    await expect(
      within(wizard).getByRole('tab', { name: msg('widgets.hr.employees.wizard.tabPersonal') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing: the Employment tab with the salary's yearly value, the manager and the linked account. */
export const WizardEdit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('ui.paginatedList.editRow', { label: omar() }) }),
    );
    const wizard = body().getByRole('dialog');
    const tab = within(wizard).getByRole('tab', { name: msg('widgets.hr.employees.wizard.tabEmployment') });
    await userEvent.click(tab);
    // The pointer leaves the tab, so the screenshot and the contrast check see it at rest.
    await userEvent.unhover(tab);
    await waitFor(() => expect(wizard).toHaveTextContent(msg('widgets.hr.employees.field.userAccountHint')));
  },
};

/** The linked-account search fails: the field says so ("Failed to load user accounts for dropdown."). */
export const WizardAccountsFailed: Story = {
  parameters: { screenshot: false },
  args: { searchAccounts: fn(async () => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('ui.paginatedList.editRow', { label: omar() }) }),
    );
    const wizard = body().getByRole('dialog');
    await userEvent.click(within(wizard).getByRole('tab', { name: msg('widgets.hr.employees.wizard.tabEmployment') }));
    await userEvent.type(
      within(wizard).getByRole('combobox', { name: msg('widgets.hr.employees.field.userAccount') }),
      'you',
    );
    await waitFor(() => expect(args.searchAccounts).toHaveBeenCalled());
    await waitFor(() => expect(wizard).toHaveTextContent(msg('widgets.hr.employees.wizard.accountsFailed')));
    await expect(
      within(wizard).getByRole('combobox', { name: msg('widgets.hr.employees.field.userAccount') }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The declared insured salary: shown in the Employment tab, and cleared it is saved as none (the gross). */
export const WizardInsuredSalary: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const salma = ar() ? 'سلمى عادل' : 'Salma Adel';
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: msg('ui.paginatedList.editRow', { label: salma }) }),
    );
    const wizard = body().getByRole('dialog');
    await userEvent.click(within(wizard).getByRole('tab', { name: msg('widgets.hr.employees.wizard.tabEmployment') }));
    const field = within(wizard).getByRole('textbox', { name: msg('widgets.hr.employees.field.insuredSalary') });
    await expect(wizard).toHaveTextContent(msg('widgets.hr.employees.field.insuredSalaryHint'));
    await userEvent.clear(field);
    await userEvent.type(field, '9500');
    await userEvent.tab();
    await userEvent.click(within(wizard).getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(values.insuredSalary).toBe(9500);
    await expect(values.monthlySalary).toBe(MOCK_EMPLOYEES[1]!.monthlySalary);
  },
};

/** The documents could not be loaded: the dialog says so and still offers the upload. */
export const DocumentsLoadFailed: Story = {
  args: { documentsOf: MOCK_EMPLOYEES[0]!, documents: 'error' },
  play: async () => {
    const dialog = body().getByRole('dialog');
    const alerts = within(dialog).getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent)).toContain(msg('widgets.hr.employees.documents.loadFailed'));
    await expect(dialog.querySelectorAll('[data-document-id]')).toHaveLength(0);
    await expect(
      within(dialog).getByRole('button', { name: msg('widgets.hr.employees.documents.upload') }),
    ).toBeEnabled();
  },
};

/** The documents: the list with download and delete, and the typed upload that asks for files first. */
export const Documents: Story = {
  args: { documentsOf: MOCK_EMPLOYEES[0]!, documents: MOCK_EMPLOYEE_DOCUMENTS },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await expect(dialog.querySelectorAll('[data-document-id]')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.hr.employees.documents.upload') }));
    await expect(dialog).toHaveTextContent(msg('widgets.hr.employees.documents.noFiles'));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: msg('widgets.hr.employees.documents.downloadNamed', { name: 'Employment contract 2024.pdf' }),
      }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(MOCK_EMPLOYEE_DOCUMENTS[0]);
  },
};

/** A file goes up with its own progress bar; the dialog waits for it. */
export const DocumentsUploading: Story = {
  args: {
    documentsOf: MOCK_EMPLOYEES[0]!,
    documents: [],
    onUpload: fn(async (_e: unknown, _f: unknown, _t: unknown, upload: { onProgress: (f: number) => void }) => {
      upload.onProgress(0.4);
      return new Promise(() => undefined);
    }),
  },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'offer-letter.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: msg('widgets.hr.employees.documents.upload') }));
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};
