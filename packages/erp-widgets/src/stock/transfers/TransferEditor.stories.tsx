import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { emptyTransferLine, TransferEditor } from './TransferEditor';
import { mockItems, mockSearchItems, mockWarehouses } from './transfers.mocks';
import type { TransferDraft } from './transfers.types';

const n = (value: number) => new Intl.NumberFormat(document.documentElement.lang || 'en-US').format(value);

type HarnessProps = {
  /** The draft the story starts from, built in the story's locale. */
  start: (locale: string) => TransferDraft;
  isReadOnly?: boolean;
  onChange?: (draft: TransferDraft) => void;
};

/** The widget with its draft kept in state, as an app holds it. */
function Harness({ start, isReadOnly, onChange }: HarnessProps) {
  const { locale } = useIntl();
  const [draft, setDraft] = useState(() => start(locale));
  return (
    <TransferEditor
      value={draft}
      onChange={(next) => {
        setDraft(next);
        onChange?.(next);
      }}
      warehouses={mockWarehouses(locale)}
      searchItems={mockSearchItems(locale)}
      isReadOnly={isReadOnly}
    />
  );
}

const item = (locale: string, i: number) => mockItems(locale)[i]!;

const meta = {
  title: 'Widgets/Stock/TransferEditor',
  component: Harness,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    start: (locale) => ({
      fromWarehouse: 'wh_cairo000000001',
      toWarehouse: 'wh_ramadan0000001',
      lines: [emptyTransferLine(item(locale, 0), 30), emptyTransferLine(item(locale, 1), 2)],
    }),
    onChange: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines within the source's stock: each shows its supplier and what the source holds, and nothing is wrong. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(n(120));
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      document.documentElement.lang === 'ar-EG' ? 'شركة النيل للتجارة' : 'Nile Trading Co.',
    );
  },
};

/** A new transfer: no source yet, so the item picker waits for one. */
export const Empty: Story = {
  args: { start: () => ({ fromWarehouse: '', toWarehouse: '', lines: [emptyTransferLine()] }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.transfers.editor.chooseSourceFirst'));
  },
};

/** Source and destination the same: the specification's message on the destination. */
export const SameWarehouse: Story = {
  args: {
    start: (locale) => ({
      fromWarehouse: 'wh_cairo000000001',
      toWarehouse: 'wh_cairo000000001',
      lines: [emptyTransferLine(item(locale, 0), 10)],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.transfers.editor.sameWarehouse'));
  },
};

/** Typing more than the source holds says how much is available; lines of one item add up. */
export const TypingBeyondStock: Story = {
  parameters: { screenshot: false },
  args: {
    start: (locale) => ({
      fromWarehouse: 'wh_cairo000000001',
      toWarehouse: 'wh_ramadan0000001',
      lines: [emptyTransferLine(item(locale, 0), 70), emptyTransferLine(item(locale, 0), null)],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const quantities = within(canvasElement).getAllByRole('textbox', { name: msg('widgets.common.lines.quantity') });
    await userEvent.type(quantities[1]!, '60');
    const text = msg('widgets.stock.transfers.editor.insufficient', { available: n(120), requested: n(130) });
    await expect(canvasElement).toHaveTextContent(text);
    await expect(quantities[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(quantities[0]).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.clear(quantities[1]!);
    await userEvent.type(quantities[1]!, '20');
    await expect(canvasElement).not.toHaveTextContent(text);
  },
};

/** Every other check at once: below the minimum, not in the source, and the destination's room. */
export const Invalid: Story = {
  args: {
    start: (locale) => ({
      fromWarehouse: 'wh_cairo000000001',
      toWarehouse: 'wh_alex0000000001',
      lines: [
        emptyTransferLine(item(locale, 0), 15),
        emptyTransferLine(item(locale, 1), 10),
        emptyTransferLine(item(locale, 2), 5),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      msg('widgets.stock.transfers.editor.belowMinimum', { remaining: n(35), minQuantity: n(40) }),
    );
    await expect(canvasElement).toHaveTextContent(msg('widgets.stock.transfers.editor.notInSource'));
    await expect(canvasElement).toHaveTextContent(
      msg('widgets.stock.transfers.editor.capacity', {
        warehouse: document.documentElement.lang === 'ar-EG' ? 'مخزن الإسكندرية' : 'Alexandria Warehouse',
        free: n(10),
        requested: n(25),
      }),
    );
  },
};

/** Read-only: no add or remove buttons, nothing to pick. */
export const ReadOnly: Story = {
  parameters: { screenshot: false },
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('widgets.common.lines.addLine') })).toBeNull();
    await expect(canvas.getAllByRole('combobox')[0]).toHaveAttribute('readonly');
  },
};

/** Ten lines of long names keep their layout. */
export const LongContent: Story = {
  parameters: { screenshot: false },
  args: {
    start: (locale) => ({
      fromWarehouse: 'wh_cairo000000001',
      toWarehouse: 'wh_ramadan0000001',
      lines: Array.from({ length: 10 }, (_, i) =>
        emptyTransferLine(
          { ...item(locale, 0), id: `it_long${i}`, name: `Galvanised steel pipe, 2 inch, heavy gauge, batch ${i + 1}` },
          1,
        ),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(10);
  },
};
