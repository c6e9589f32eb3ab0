import { toastQueue, ToastRegion } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { mockLoadClients } from '../clients/clients.mocks';
import { makeDocumentRow } from '../crm.mocks';
import { DocumentWizard } from './DocumentWizard';

const arabic = () => document.documentElement.lang === 'ar-EG';
const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: arabic() ? 'التالي' : 'Next' }));
const upload = () => userEvent.click(within(dialog()).getByRole('button', { name: arabic() ? 'رفع' : 'Upload' }));

/** Puts files on the hidden picker input as a user's choice would (bypassing the picker's own type filter). */
function choose(files: File[]) {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function fillDetails() {
  const wizard = within(dialog());
  await userEvent.type(wizard.getByRole('textbox', { name: arabic() ? 'العنوان' : 'Title' }), 'Lease contract');
  await userEvent.click(wizard.getByRole('button', { name: new RegExp(arabic() ? 'النوع' : 'Type') }));
  await userEvent.click(await within(document.body).findByRole('option', { name: arabic() ? 'عقد' : 'Contract' }));
  await userEvent.type(wizard.getByRole('textbox', { name: arabic() ? 'الوسوم' : 'Tags' }), 'lease, 2026, lease');
  await next();
}

const meta = {
  title: 'Widgets/CRM/DocumentWizard',
  component: DocumentWizard,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  // The toast queue is global: start every story without the previous one's toasts.
  beforeEach: () => toastQueue.clear(),
  args: { onSubmit: fn(), onClose: fn(), loadClients: mockLoadClients() },
} satisfies Meta<typeof DocumentWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  play: async () => {
    await next();
    const title = within(dialog()).getByRole('textbox', { name: arabic() ? 'العنوان' : 'Title' });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(arabic() ? 'اختر نوع المستند.' : 'Choose the document type.');
  },
};

export const MissingFile: Story = {
  play: async ({ args }) => {
    await fillDetails();
    await upload();
    await expect(dialog()).toHaveTextContent(arabic() ? 'يرجى اختيار ملف لرفعه' : 'Please select a file to upload');
    const toastEl = await within(document.body)
      .findByRole('alertdialog', {}, { timeout: 2000 })
      .catch(() => null);
    const region = toastEl ?? document.body.querySelector('[data-kind="error"]');
    await expect(region).toHaveTextContent(arabic() ? 'خطأ في التحقق' : 'Validation Error');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongTypeAndTooLarge: Story = {
  play: async ({ args }) => {
    await fillDetails();
    choose([
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(dialog()).toHaveTextContent('setup.exe'));
    await expect(dialog()).toHaveTextContent('scan.pdf');
    await upload();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ChooseAndUpload: Story = {
  play: async ({ args }) => {
    await fillDetails();
    choose([new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(dialog()).toHaveTextContent('lease.pdf'));
    await upload();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lease contract', type: 'contract', client: '', tags: ['lease', '2026'] }),
    );
    const submitted = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as { file: File };
    await expect(submitted.file.name).toBe('lease.pdf');
  },
};

export const Uploading: Story = {
  args: { isSubmitting: true, uploadProgress: 0.42, onCancelUpload: fn(), defaultStep: 1 },
  play: async ({ args }) => {
    choose([new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })]);
    const bar = await within(dialog()).findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(
      within(dialog()).getByRole('button', { name: arabic() ? 'إلغاء رفع lease.pdf' : 'Cancel upload of lease.pdf' }),
    );
    await expect(args.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};

export const Edit: Story = {
  args: { document: makeDocumentRow(), defaultStep: 1 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent('supply-agreement-2026.pdf');
    await userEvent.click(within(dialog()).getByRole('button', { name: arabic() ? 'حفظ التغييرات' : 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Supply agreement 2026', file: null, tags: ['signed', '2026'] }),
    );
  },
};
