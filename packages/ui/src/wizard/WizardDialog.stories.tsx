import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ClientWizard, FILLED, FILLED_AR, type ClientWizardProps } from './ClientWizard.fixture';
import { WizardDialog } from './WizardDialog';

const dialog = () => screen.getByRole('dialog');
const next = () => within(dialog()).getByRole('button', { name: /^(Next|التالي)$/ });

function Filled(props: ClientWizardProps) {
  const ar = useIntl().locale.startsWith('ar');
  return <ClientWizard initial={ar ? FILLED_AR : FILLED} {...props} />;
}

const meta = {
  title: 'Ui/Wizard',
  component: WizardDialog,
  args: { title: '', steps: [], onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WizardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <ClientWizard />,
  play: async () => {
    const d = dialog();
    const current = d.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent(/Details|البيانات/);
    await expect(d.querySelectorAll('[data-status="upcoming"]')).toHaveLength(2);
    await expect(within(d).queryByRole('button', { name: /^(Back|السابق)$/ })).toBeNull();
    // Next sits at the inline end of the footer: rightmost in English, leftmost in Arabic.
    const cancel = within(d)
      .getByRole('button', { name: /^(Cancel|إلغاء)$/ })
      .getBoundingClientRect();
    const nextBox = next().getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(nextBox.left).toBeLessThan(cancel.left);
    else await expect(nextBox.left).toBeGreaterThan(cancel.left);
  },
};

export const Invalid: Story = {
  render: () => <ClientWizard />,
  play: async () => {
    await userEvent.click(next());
    const d = dialog();
    const name = within(d).getByRole('textbox', { name: /^(Name|الاسم)$/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Enter the client name|أدخل اسم العميل/);
    await expect(d).toHaveAttribute('data-step', '0');
  },
};

export const Summary: Story = {
  render: () => <Filled defaultStep={2} />,
  play: async () => {
    const d = dialog();
    await expect(d.querySelectorAll('[data-status="complete"]')).toHaveLength(2);
    await expect(within(d).getByRole('button', { name: /Create client|إنشاء العميل/ })).toBeInTheDocument();
    await expect(within(d).getByRole('button', { name: /^(Back|السابق)$/ })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      return (
        <Filled
          defaultStep={2}
          rejectWith={{ email: ar ? 'هذا البريد الإلكتروني مستخدم بالفعل.' : 'The email is already in use.' }}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: /Create client|إنشاء العميل/ }));
    const d = dialog();
    await waitFor(() => expect(d).toHaveAttribute('data-step', '0'));
    const email = within(d).getByRole('textbox', { name: /^(Email|البريد الإلكتروني)$/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(d).getByRole('alert')).toHaveTextContent(/already in use|مستخدم بالفعل/);
  },
};

export const Submitting: Story = {
  render: () => <Filled defaultStep={2} isSubmitting />,
  play: async () => {
    const d = dialog();
    await expect(d).toHaveAttribute('data-submitting', 'true');
    await expect(within(d).getByRole('button', { name: /Create client|إنشاء العميل/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(d).getByRole('button', { name: /^(Back|السابق)$/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const DirtyClose: Story = {
  render: () => <Filled />,
  play: async () => {
    // Editing makes the wizard dirty; Escape then asks before throwing the change away.
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /^(Name|الاسم)$/ }), ' Co.');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(/Discard changes|تجاهل التغييرات/);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  render: () => {
    const Render = () => {
      const ar = useIntl().locale.startsWith('ar');
      return (
        <WizardDialog
          defaultOpen
          defaultStep={3}
          title={
            ar
              ? 'فاتورة جديدة لشركة دلتا النيل للتجارة والتوزيع'
              : 'New invoice for Nile Delta Trading and Distribution'
          }
          submitLabel={ar ? 'إنشاء الفاتورة' : 'Create invoice'}
          onSubmit={() => undefined}
          error={
            ar
              ? 'تعذر الاتصال بالخادم. تحقق من الاتصال ثم حاول مرة أخرى.'
              : 'Could not reach the server. Check the connection and try again.'
          }
          steps={(ar
            ? ['العميل', 'البنود', 'الضريبة والخصومات', 'المرفقات والملاحظات', 'المراجعة']
            : ['Client', 'Line items', 'Tax and discounts', 'Attachments and notes', 'Review']
          ).map((title, i) => ({ id: String(i), title, content: <p style={{ margin: 0 }}>{title}</p> }))}
        />
      );
    };
    return <Render />;
  },
  play: async () => {
    const d = dialog();
    await expect(d.querySelectorAll('li')).toHaveLength(5);
    await expect(within(d).getByRole('alert')).toHaveTextContent(/server|الخادم/);
    await expect(d.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
