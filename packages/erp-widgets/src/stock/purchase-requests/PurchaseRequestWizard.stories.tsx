import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';

import * as kit from '../../testing/listStories';
import { msg } from '../../testing/messages';
import { draftWizardArgs, savesDraft } from '../stockDocumentStories';
import { PurchaseRequestWizard, type PurchaseRequestWizardProps } from './PurchaseRequestWizard';
import {
  makePurchaseRequest,
  mockPurchaseItems,
  mockPurchaseWarehouses,
  mockSearchPurchaseItems,
  MOCK_TODAY,
} from './purchaseRequests.mocks';
import type { PurchaseRequestFormValues } from './purchaseRequests.types';

const dialog = () => within(document.body).getByRole('dialog');
const wizard = () => within(dialog());
const n = (value: number) => new Intl.NumberFormat(document.documentElement.lang || 'en-US').format(value);

/** The wizard with the mock warehouses and items of the story's locale; `prefillItem` fills a link's line. */
function Localized(
  props: Omit<PurchaseRequestWizardProps, 'warehouses' | 'searchItems'> & { prefillItem?: number; quantity?: number },
) {
  const { locale } = useIntl();
  const { prefillItem, quantity, ...rest } = props;
  return (
    <PurchaseRequestWizard
      {...rest}
      prefill={prefillItem === undefined ? undefined : { item: mockPurchaseItems(locale)[prefillItem], quantity }}
      warehouses={mockPurchaseWarehouses(locale)}
      searchItems={mockSearchPurchaseItems(locale)}
    />
  );
}

const meta = {
  title: 'Widgets/Stock/PurchaseRequestWizard',
  component: Localized,
  args: draftWizardArgs<PurchaseRequestFormValues>(MOCK_TODAY),
} satisfies Meta<typeof Localized>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = kit.wizardTitled('widgets.stock.purchaseRequests.screen.add');

/** From a low-stock link: the item's line and quantity, below its minimum before and after the purchase. */
export const Warnings: Story = {
  args: { prefillItem: 0, quantity: 20, defaultStep: 1 },
  play: async () => {
    await expect(dialog()).toHaveTextContent(
      msg('widgets.stock.purchaseRequests.wizard.belowMinimum', { stock: n(12), min: n(40) }),
    );
    await expect(dialog()).toHaveTextContent(
      msg('widgets.stock.purchaseRequests.wizard.stillBelowMinimum', { after: n(32), min: n(40) }),
    );
  },
};

/** The warnings follow the typing: above the maximum, then fine; the total follows too. */
export const TypingWarnings: Story = {
  parameters: { screenshot: false },
  args: { prefillItem: 1, quantity: 1, defaultStep: 1 },
  play: async () => {
    const quantity = wizard().getByRole('textbox', { name: msg('widgets.common.lines.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    const above = msg('widgets.stock.purchaseRequests.wizard.aboveMaximum', { after: n(210), max: n(200) });
    await expect(dialog()).toHaveTextContent(above);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await expect(dialog()).not.toHaveTextContent(above);
    await expect(dialog().querySelector('[data-total]')).toHaveTextContent(n(1450));
  },
};

/** A line in the almost-full Alexandria warehouse: full, and the request exceeds the room left. */
export const WarehouseFull: Story = {
  parameters: { screenshot: false },
  args: { prefillItem: 2, quantity: 30, defaultStep: 1 },
  play: async () => {
    await expect(dialog()).toHaveTextContent(
      msg('widgets.stock.purchaseRequests.wizard.overCapacity', { free: n(10), requested: n(30) }),
    );
    await expect(dialog().querySelector('[role="status"]')).toBeVisible();
  },
};

/** An incomplete line stops the step with the specification's messages. */
export const Invalid: Story = {
  args: { defaultStep: 1, record: null },
  play: async ({ args }) => {
    await userEvent.click(wizard().getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.flows.incomplete', { n: 1 }));
    await expect(dialog()).toHaveTextContent(msg('widgets.stock.flows.fixErrors'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A draft under review: saved with its lines (the server snapshots stock and computes totals). */
export const Review: Story = {
  args: { record: makePurchaseRequest(), defaultStep: 3 },
  play: savesDraft('Copper Cable 4 mm', {
    warehouse: 'wh_cairo000000001',
    priority: 'high',
    items: [
      { item: 'it_cable0000000001', quantity: 150, unitPrice: 18.75 },
      { item: 'it_pipe00000000001', quantity: 10, unitPrice: 145 },
    ],
  }),
};
