import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeContactRow, mockLoadClients } from '../crm.mocks';
import { ContactWizard } from './ContactWizard';

const arabic = () => document.documentElement.lang === 'ar-EG';
const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: arabic() ? 'التالي' : 'Next' }));

const meta = {
  title: 'Widgets/CRM/ContactWizard',
  component: ContactWizard,
  args: { onSubmit: fn(), onClose: fn(), loadClients: mockLoadClients() },
} satisfies Meta<typeof ContactWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'جهة اتصال جديدة' : 'New contact',
    );
    await expect(wizard.getByRole('textbox', { name: arabic() ? 'الاسم الأول' : 'First name' })).toHaveValue('');
  },
};

export const RequiredFields: Story = {
  play: async ({ args }) => {
    await next();
    const first = within(dialog()).getByRole('textbox', { name: arabic() ? 'الاسم الأول' : 'First name' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(arabic() ? 'أدخل الاسم الأول.' : 'Enter the first name.');
    await expect(dialog()).toHaveTextContent(arabic() ? 'اختر العميل.' : 'Choose the client.');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PickClientAndSubmit: Story = {
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.type(wizard.getByRole('textbox', { name: arabic() ? 'الاسم الأول' : 'First name' }), 'Rania');
    await userEvent.type(wizard.getByRole('textbox', { name: arabic() ? 'الاسم الأخير' : 'Last name' }), 'Kamel');
    await userEvent.type(wizard.getByRole('combobox', { name: arabic() ? 'العميل' : 'Client' }), 'Giza');
    const option = await within(document.body).findByRole('option', { name: 'Giza Pharma' });
    await userEvent.click(option);
    await next();
    const email = await within(dialog()).findByRole('textbox', { name: arabic() ? 'البريد الإلكتروني' : 'E-mail' });
    await userEvent.type(email, 'not-an-address');
    await next();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'rania.kamel@gizapharma.example');
    await next();
    await expect(dialog()).toHaveTextContent('Giza Pharma');
    await userEvent.click(
      within(dialog()).getByRole('button', { name: arabic() ? 'إنشاء جهة الاتصال' : 'Create contact' }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Rania',
      lastName: 'Kamel',
      jobTitle: '',
      client: 'cl_mock00000005',
      email: 'rania.kamel@gizapharma.example',
      phone: '',
    });
  },
};

export const Edit: Story = {
  args: { contact: makeContactRow() },
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'تعديل جهة الاتصال' : 'Edit contact',
    );
    await expect(wizard.getByRole('combobox', { name: arabic() ? 'العميل' : 'Client' })).toHaveValue(
      arabic() ? 'دلتا النيل للتجارة' : 'Nile Delta Trading',
    );
  },
};

export const ServerErrors: Story = {
  args: { contact: makeContactRow(), defaultStep: 1, serverErrors: { email: 'Must be a valid email address.' } },
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('alert')).toHaveTextContent('Must be a valid email address.');
    await waitFor(() =>
      expect(wizard.getByRole('textbox', { name: arabic() ? 'البريد الإلكتروني' : 'E-mail' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};
