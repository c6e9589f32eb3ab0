import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { draftWizardArgs, savesDraft } from '../stockDocumentStories';
import { TransferWizard, type TransferWizardProps } from './TransferWizard';
import type { TransferFormValues } from './transfers.types';
import { makeTransfer, mockItems, mockSearchItems, mockWarehouses, MOCK_TODAY } from './transfers.mocks';

const dialog = () => within(document.body).getByRole('dialog');
const wizard = () => within(dialog());

/** The wizard with the mock warehouses and items of the story's locale. */
function Localized(props: Omit<TransferWizardProps, 'warehouses' | 'searchItems'> & { prefillItem?: number }) {
  const { locale } = useIntl();
  const { prefillItem, ...rest } = props;
  return (
    <TransferWizard
      {...rest}
      prefill={
        prefillItem === undefined
          ? rest.prefill
          : { fromWarehouse: 'wh_cairo000000001', item: mockItems(locale)[prefillItem] ?? null }
      }
      warehouses={mockWarehouses(locale)}
      searchItems={mockSearchItems(locale)}
    />
  );
}

const meta = {
  title: 'Widgets/Stock/TransferWizard',
  component: Localized,
  args: draftWizardArgs<TransferFormValues>(MOCK_TODAY),
} satisfies Meta<typeof Localized>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = kit.wizardTitled('widgets.stock.transfers.wizard.createTitle');

/** Opened from a link (`?new=1&item=…&from=…`): the source and the item's line are filled in. */
export const Prefilled: Story = {
  parameters: { screenshot: false },
  args: { prefillItem: 0 },
  play: async () => {
    await expect(wizard().getByRole('combobox', { name: msg('widgets.common.lines.item') })).toHaveValue(
      'Steel Pipe 2 inch',
    );
  },
};

/** Next with an incomplete line: the specification's message on the line, and the step stays. */
export const Invalid: Story = {
  parameters: { screenshot: false },
  args: { prefillItem: 0 },
  play: async ({ args }) => {
    await userEvent.click(wizard().getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.transfers.wizard.warehouseRequired'));
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.flows.incomplete', { n: 1 }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A draft under review, saved with its lines as the server stores them. */
export const Review: Story = {
  args: { record: makeTransfer(), defaultStep: 2 },
  play: savesDraft('Steel Pipe 2 inch', {
    fromWarehouse: 'wh_cairo000000001',
    toWarehouse: 'wh_ramadan0000001',
    items: [
      { item: 'it_pipe00000000001', supplier: 'su_nile000000001', quantity: 30 },
      { item: 'it_cable0000000001', supplier: 'su_delta00000001', quantity: 5 },
    ],
  }),
};
