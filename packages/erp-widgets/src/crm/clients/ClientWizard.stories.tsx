import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { ClientWizard } from './ClientWizard';
import { makeClient } from './clients.mocks';

const dialog = () => within(document.body).getByRole('dialog');
const field = (id: 'widgets.crm.clients.field.name' | 'widgets.crm.clients.field.email') =>
  within(dialog()).getByRole('textbox', { name: msg(id) });

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
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveTextContent(
      msg('widgets.crm.clients.wizard.createTitle'),
    );
    await expect(field('widgets.crm.clients.field.name')).toHaveValue('');
  },
};

export const RequiredName: Story = {
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    const name = field('widgets.crm.clients.field.name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.crm.clients.wizard.nameRequired'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const wizard = within(dialog());
    await userEvent.type(field('widgets.crm.clients.field.name'), 'Cairo Steel Works');
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    const email = await wizard.findByRole('textbox', { name: msg('widgets.crm.clients.field.email') });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.crm.clients.wizard.emailInvalid'));
  },
};

export const Review: Story = {
  args: { client: makeClient(), defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(dialog()).toHaveTextContent('info@niledelta.example');
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
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
      msg('widgets.crm.clients.wizard.editTitle'),
    );
    await expect(field('widgets.crm.clients.field.name')).toHaveValue('Mona Abdelrahman');
  },
};

/** The server refuses a field: the wizard goes back to its step and shows the refusal on the field. */
export const ServerErrors: Story = {
  args: {
    client: makeClient(),
    defaultStep: 2,
    onSubmit: fn(async () =>
      Promise.reject(Object.assign(new Error('refused'), { fieldErrors: { email: 'Must be a valid email address.' } })),
    ),
  },
  play: async () => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(await wizard.findByRole('alert')).toHaveTextContent('Must be a valid email address.');
    await waitFor(() => expect(field('widgets.crm.clients.field.email')).toHaveAttribute('aria-invalid', 'true'));
  },
};
