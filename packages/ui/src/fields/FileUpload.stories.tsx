import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import type { UploadItem } from './FileList';
import { FileUpload } from './FileUpload';
import { sample } from './storyText';

const meta = {
  title: 'Ui/Fields/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: { label: 'Documents', onFilesAdded: fn(), onRemove: fn(), onCancel: fn(), onFilesRejected: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Puts files on the hidden picker input as a user's choice would (bypassing the picker's own type filter). */
function choose(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

export const Default: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload
      {...args}
      label={sample(locale, 'Employee documents', 'مستندات الموظف')}
      name="documents"
      existingFiles={[
        { id: 'e1', name: 'contract-2025.pdf', size: 248_000, href: '#contract' },
        { id: 'e2', name: 'national-id.png', size: 1_300_000 },
      ]}
      onRemoveExisting={fn()}
    />
  ),
  play: async ({ canvasElement, canvas, args, globals: { locale } }) => {
    choose(canvasElement, [pdf('offer-letter.pdf', 52_000)]);
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('offer-letter.pdf')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: sample(locale, 'Download contract-2025.pdf', 'تنزيل contract-2025.pdf') }),
    ).toHaveAttribute('href', '#contract');
  },
};

const uploadItems = (): UploadItem[] => [
  { id: 'u1', file: pdf('contract.pdf', 2_400_000), status: 'uploading', progress: 0.45 },
  { id: 'u2', file: pdf('id-card.pdf', 180_000), status: 'done' },
  { id: 'u3', file: pdf('medical-report.pdf', 900_000), status: 'pending' },
  { id: 'u4', file: pdf('passport.pdf', 3_100_000), status: 'error', error: 'Could not upload documents.' },
];

export const Uploading: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload {...args} label={sample(locale, 'Employee documents', 'مستندات الموظف')} items={uploadItems()} />
  ),
  play: async ({ canvas, userEvent, args, globals: { locale } }) => {
    const [uploading, done] = canvas.getAllByRole('progressbar');
    await expect(uploading).toHaveAttribute('aria-valuenow', '45');
    await expect(done).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(
      canvas.getByRole('button', { name: sample(locale, 'Cancel upload of contract.pdf', 'إلغاء رفع contract.pdf') }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('u1');
  },
};

export const Rejected: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload {...args} label={sample(locale, 'Attachments', 'المرفقات')} maxFiles={1} />
  ),
  play: async ({ canvasElement, canvas, args }) => {
    choose(canvasElement, [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert.querySelectorAll('li')).toHaveLength(2));
    await expect(alert).toHaveTextContent('setup.exe');
    await expect(alert).toHaveTextContent('scan.pdf');
    await expect(args.onFilesAdded).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload
      {...args}
      label={sample(locale, 'Attachments', 'المرفقات')}
      isDisabled
      existingFiles={[{ id: 'e1', name: 'invoice-0042.pdf', size: 120_000, href: '#invoice' }]}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    await expect(canvas.getByRole('button', { name: sample(locale, 'Choose files', 'اختر الملفات') })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload
      {...args}
      label={sample(locale, 'Employee documents', 'مستندات الموظف')}
      name="documents"
      isRequired
      isInvalid
      errorMessage={sample(locale, 'Please select files to upload first.', 'يرجى اختيار الملفات المراد رفعها أولًا.')}
    />
  ),
  play: async ({ canvas, globals: { locale } }) => {
    const button = canvas.getByRole('button', { name: sample(locale, 'Choose files', 'اختر الملفات') });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAttribute('name', 'documents');
    await expect(button).toHaveAccessibleDescription(
      new RegExp(sample(locale, 'Please select files to upload first', 'يرجى اختيار الملفات المراد رفعها أولًا')),
    );
  },
};

/** Nothing chosen or attached yet: the drop zone with its button and the accepted types and size. */
export const Empty: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload {...args} label={sample(locale, 'Employee documents', 'مستندات الموظف')} name="documents" />
  ),
  play: async ({ canvasElement, canvas, globals: { locale } }) => {
    await expect(canvas.getByRole('button', { name: sample(locale, 'Choose files', 'اختر الملفات') })).toBeEnabled();
    await expect(canvasElement.querySelectorAll('[data-status]')).toHaveLength(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const longName = 'Nile-Delta-Trading-and-Distribution_signed-supply-contract_2025-2026_final-revision-3_scanned.pdf';
const longArabicName = 'عقد-توريد-شركة-دلتا-النيل-للتجارة-والتوزيع-الموقع-٢٠٢٥-٢٠٢٦-النسخة-النهائية-المعدلة.pdf';

/**
 * Long file names (Latin and Arabic) are cut with an ellipsis inside the list rows, each in its own direction so its
 * beginning shows in either language, with the whole name as a tooltip; size, status, error and buttons stay in view.
 */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <FileUpload
      {...args}
      label={sample(
        locale,
        'Signed contracts, commercial registration and tax card of the supplier',
        'العقود الموقعة والسجل التجاري والبطاقة الضريبية للمورد',
      )}
      existingFiles={[
        { id: 'e1', name: longName, size: 4_800_000, href: '#contract' },
        { id: 'e2', name: longArabicName, size: 2_100_000 },
      ]}
      onRemoveExisting={fn()}
      items={[
        {
          id: 'u1',
          file: pdf('commercial-registration-certificate-Nile-Delta-Trading-Alexandria-branch-2026.pdf', 1_900_000),
          status: 'uploading',
          progress: 0.6,
        },
        {
          id: 'u2',
          file: pdf('tax-card_Nile-Delta-Trading_renewed-2026_front-and-back.pdf', 850_000),
          status: 'error',
          error: sample(
            locale,
            'The upload was interrupted because the connection to the server was lost. Try again.',
            'توقف الرفع بسبب انقطاع الاتصال بالخادم. حاول مرة أخرى.',
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-status]')!.closest('ul')!;
    // No row is wider than the list: long names are cut instead of pushing the buttons out.
    for (const row of canvasElement.querySelectorAll<HTMLElement>('li'))
      await expect(row.getBoundingClientRect().width).toBeLessThanOrEqual(root.getBoundingClientRect().width + 0.5);
    for (const button of canvasElement.querySelectorAll<HTMLElement>('li button'))
      await expect(button.getBoundingClientRect().width).toBeGreaterThan(0);
    const names = canvas.getAllByTitle(/\.pdf$/);
    await expect(names.map((n) => n.title)).toContain(longArabicName);
    for (const name of names) await expect(name).toHaveAttribute('dir', 'auto');
  },
};
