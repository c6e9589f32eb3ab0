import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { refusesFields } from '../../testing/intentStories';
import { msg } from '../../testing/messages';
import { dialogTitle, saveRefusedOnField, stopsAtField } from '../../testing/screenPlays';
import { ClientWizard } from './ClientWizard';
import { makeClient } from './clients.mocks';

const dialog = () => within(document.body).getByRole('dialog');
const field = (id: 'widgets.common.name' | 'widgets.common.email') =>
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
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.crm.clients.wizard.createTitle'));
    await expect(field('widgets.common.name')).toHaveValue('');
  },
};

export const RequiredName: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    const name = field('widgets.common.name');
    await stopsAtField(name, 'widgets.crm.clients.wizard.nameRequired', args.onSubmit);
  },
};

export const InvalidEmail: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const wizard = within(dialog());
    await userEvent.type(field('widgets.common.name'), 'Cairo Steel Works');
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    const email = await wizard.findByRole('textbox', { name: msg('widgets.common.email') });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.common.emailInvalid'));
  },
};

export const Review: Story = {
  args: { record: makeClient(), defaultStep: 2 },
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
  args: { record: makeClient({ status: 'lead', type: 'individual', name: 'Mona Abdelrahman', company: '' }) },
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.crm.clients.wizard.editTitle'));
    await expect(field('widgets.common.name')).toHaveValue('Mona Abdelrahman');
  },
};

/** The server refuses a field: the wizard goes back to its step and shows the refusal on the field. */
export const ServerErrors: Story = {
  parameters: { screenshot: false },
  args: {
    record: makeClient(),
    defaultStep: 2,
    onSubmit: refusesFields({ email: 'Must be a valid email address.' }),
  },
  play: async () => {
    await saveRefusedOnField('Must be a valid email address.', () => field('widgets.common.email'));
  },
};

/** The schema's limits apply before sending: a name longer than the server's 200 characters is refused here. */
export const TooLong: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const name = field('widgets.common.name');
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(201));
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.common.tooLong', { max: 200 }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
