import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { makeClient } from './crm.mocks';
import { ClientWizard } from './ClientWizard';

const arabic = () => document.documentElement.lang === 'ar-EG';
const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Widgets/CRM/ClientWizard',
  component: ClientWizard,
  args: { onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ClientWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(arabic() ? 'عميل جديد' : 'New client');
    await expect(wizard.getByRole('textbox', { name: arabic() ? 'الاسم' : 'Name' })).toHaveValue('');
  },
};

export const RequiredName: Story = {
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: arabic() ? 'التالي' : 'Next' }));
    const name = wizard.getByRole('textbox', { name: arabic() ? 'الاسم' : 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(arabic() ? 'أدخل اسم العميل.' : 'Enter the client name.');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const wizard = within(dialog());
    await userEvent.type(wizard.getByRole('textbox', { name: arabic() ? 'الاسم' : 'Name' }), 'Cairo Steel Works');
    await userEvent.click(wizard.getByRole('button', { name: arabic() ? 'التالي' : 'Next' }));
    const email = await wizard.findByRole('textbox', { name: arabic() ? 'البريد الإلكتروني' : 'E-mail' });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(wizard.getByRole('button', { name: arabic() ? 'التالي' : 'Next' }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(
      arabic() ? 'أدخل بريدًا إلكترونيًا صحيحًا.' : 'Enter a valid e-mail address.',
    );
  },
};

export const Review: Story = {
  args: { client: makeClient(), defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(dialog()).toHaveTextContent('info@niledelta.example');
    await userEvent.click(wizard.getByRole('button', { name: arabic() ? 'حفظ التغييرات' : 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Nile Delta Trading',
        type: 'business',
        status: 'active',
        email: 'info@niledelta.example',
      }),
    );
  },
};

export const Edit: Story = {
  args: { client: makeClient({ status: 'lead', type: 'individual', name: 'Mona Abdelrahman', company: '' }) },
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(
      arabic() ? 'تعديل العميل' : 'Edit client',
    );
    await expect(wizard.getByRole('textbox', { name: arabic() ? 'الاسم' : 'Name' })).toHaveValue('Mona Abdelrahman');
  },
};

export const ServerErrors: Story = {
  args: {
    client: makeClient(),
    defaultStep: 1,
    serverErrors: { email: 'Must be a valid email address.' },
  },
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
