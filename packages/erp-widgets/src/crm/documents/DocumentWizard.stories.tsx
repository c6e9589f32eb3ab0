import { toastQueue, ToastRegion } from '@erp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { mockLoadClients } from '../clients/clients.mocks';
import { DocumentWizard } from './DocumentWizard';
import { makeDocumentRow } from './documents.mocks';
import type { DocumentUpload } from './documents.types';

const dialog = () => within(document.body).getByRole('dialog');
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.wizard.next') }));
const upload = () =>
  userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.crm.documents.wizard.createSubmit') }));
const cancelUpload = (name: string) =>
  userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.fileUpload.cancel', { name }) }));

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
  await userEvent.type(
    wizard.getByRole('textbox', { name: msg('widgets.crm.documents.field.title') }),
    'Lease contract',
  );
  await userEvent.click(wizard.getByRole('button', { name: new RegExp(msg('widgets.common.type')) }));
  await userEvent.click(
    await within(document.body).findByRole('option', { name: msg('schema.documentType.contract') }),
  );
  await userEvent.type(
    wizard.getByRole('textbox', { name: msg('widgets.crm.documents.field.tags') }),
    'lease, 2026, lease',
  );
  await next();
}

/** An upload that reports 42% and then waits; with `settle`, it rejects once its signal aborts, like the app's. */
const uploadAt42 = (settle: boolean) =>
  fn(
    (_values: unknown, { onProgress, signal }: DocumentUpload) =>
      new Promise<never>((_, reject) => {
        onProgress(0.42);
        if (settle) signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );

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
    const title = within(dialog()).getByRole('textbox', { name: msg('widgets.crm.documents.field.title') });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.crm.documents.wizard.typeRequired'));
  },
};

export const MissingFile: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await fillDetails();
    await upload();
    await expect(dialog()).toHaveTextContent(msg('widgets.crm.documents.wizard.fileRequired'));
    const toastEl = await within(document.body)
      .findByRole('alertdialog', {}, { timeout: 2000 })
      .catch(() => null);
    const region = toastEl ?? document.body.querySelector('[data-kind="error"]');
    await expect(region).toHaveTextContent(msg('widgets.common.validationError'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongTypeAndTooLarge: Story = {
  parameters: { screenshot: false },
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
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await fillDetails();
    choose([new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(dialog()).toHaveTextContent('lease.pdf'));
    await upload();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lease contract', type: 'contract', client: '', tags: ['lease', '2026'] }),
      expect.anything(),
    );
    const [submitted, running] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]! as [
      { file: File },
      DocumentUpload,
    ];
    await expect(submitted.file.name).toBe('lease.pdf');
    await expect(running.signal.aborted).toBe(false);
  },
};

/** The upload reports its progress on the file, whose cancel button aborts it. */
export const Uploading: Story = {
  args: { onSubmit: uploadAt42(false) },
  play: async ({ args }) => {
    await fillDetails();
    choose([new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(dialog()).toHaveTextContent('lease.pdf'));
    await upload();
    const bar = await within(dialog()).findByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await cancelUpload('lease.pdf');
    const { signal } = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![1] as DocumentUpload;
    await expect(signal.aborted).toBe(true);
  },
};

/** A cancelled upload leaves the wizard open with the file chosen, and says so. */
export const UploadCancelled: Story = {
  parameters: { screenshot: false },
  args: { onSubmit: uploadAt42(true) },
  play: async ({ args }) => {
    await fillDetails();
    choose([new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(dialog()).toHaveTextContent('lease.pdf'));
    await upload();
    await within(dialog()).findByRole('progressbar');
    await cancelUpload('lease.pdf');
    await expect(
      await within(document.body).findByText(msg('widgets.crm.documents.wizard.uploadCancelled')),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog()).queryByRole('progressbar')).toBeNull());
    await expect(dialog()).toHaveTextContent('lease.pdf');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { document: makeDocumentRow(), defaultStep: 1 },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent('supply-agreement-2026.pdf');
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Supply agreement 2026', file: null, tags: ['signed', '2026'] }),
      expect.anything(),
    );
  },
};
