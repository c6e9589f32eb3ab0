import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { localName } from '../../shared/format';
import { refusesFields } from '../../testing/intentStories';
import { msg, storyLocale } from '../../testing/messages';
import { dialogTitle, saveRefusedOnField, stopsAtField } from '../../testing/screenPlays';
import { mockLoadClients } from '../clients/clients.mocks';
import { ContactWizard } from './ContactWizard';
import { makeContactRow } from './contacts.mocks';

const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.wizard.next') }));
const textbox = (id: 'widgets.common.firstName' | 'widgets.common.lastName' | 'widgets.common.email') =>
  within(dialog()).getByRole('textbox', { name: msg(id) });
const clientField = () => within(dialog()).getByRole('combobox', { name: msg('widgets.common.client') });

const meta = {
  title: 'Widgets/CRM/ContactWizard',
  component: ContactWizard,
  args: { onSubmit: fn(), onClose: fn(), loadClients: mockLoadClients() },
} satisfies Meta<typeof ContactWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.crm.contacts.wizard.createTitle'));
    await expect(textbox('widgets.common.firstName')).toHaveValue('');
  },
};

export const RequiredFields: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await next();
    const first = textbox('widgets.common.firstName');
    await stopsAtField(first, 'widgets.crm.contacts.wizard.firstNameRequired', args.onSubmit);
    await expect(dialog()).toHaveTextContent(msg('widgets.crm.contacts.wizard.clientRequired'));
  },
};

export const PickClientAndSubmit: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await userEvent.type(textbox('widgets.common.firstName'), 'Rania');
    await userEvent.type(textbox('widgets.common.lastName'), 'Kamel');
    await userEvent.type(clientField(), 'Giza');
    const option = await within(document.body).findByRole('option', { name: 'Giza Pharma' });
    await userEvent.click(option);
    await next();
    const email = await within(dialog()).findByRole('textbox', { name: msg('widgets.common.email') });
    await userEvent.type(email, 'not-an-address');
    await next();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(email);
    await userEvent.type(email, 'rania.kamel@gizapharma.example');
    await next();
    await expect(dialog()).toHaveTextContent('Giza Pharma');
    await userEvent.click(
      within(dialog()).getByRole('button', { name: msg('widgets.crm.contacts.wizard.createSubmit') }),
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
  args: { record: makeContactRow() },
  play: async () => {
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.crm.contacts.wizard.editTitle'));
    await expect(clientField()).toHaveValue(
      localName(storyLocale(), { name: 'Nile Delta Trading', nameAr: 'دلتا النيل للتجارة' }),
    );
  },
};

/** The server refuses a field: the wizard goes back to its step and shows the refusal on the field. */
export const ServerErrors: Story = {
  parameters: { screenshot: false },
  args: {
    record: makeContactRow(),
    defaultStep: 2,
    onSubmit: refusesFields({ email: 'Must be a valid email address.' }),
  },
  play: async () => {
    await saveRefusedOnField('Must be a valid email address.', () => textbox('widgets.common.email'));
  },
};
