import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { msg, storyLocale } from '../../testing/messages';
import { PayrollSummary } from './PayrollSummary';
import { MOCK_CALCULATION, MOCK_HIGH_CALCULATION } from './payroll.mocks';

const meta = {
  title: 'Widgets/HR/PayrollSummary',
  component: PayrollSummary,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxInlineSize: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: { calculation: MOCK_CALCULATION },
} satisfies Meta<typeof PayrollSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const ar = () => storyLocale() === 'ar-EG';

/** Every step explained: insured salary within the 2026 limits, both insurance shares, annual taxable, tax, net. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('table', { name: msg('widgets.hr.payroll.tab.summary') });
    await expect(steps).toHaveTextContent(msg('widgets.hr.payroll.summary.gross_pay'));
    await expect(steps).toHaveTextContent(ar() ? '١٤٬٦٢٣٫٠٨' : '14,623.08');
    // the insured salary names the year's limits
    await expect(steps).toHaveTextContent(ar() ? '٢٬٧٠٠٫٠٠' : '2,700.00');
    await expect(steps).toHaveTextContent(ar() ? '١٦٬٧٠٠٫٠٠' : '16,700.00');
    await expect(steps).toHaveTextContent(msg('widgets.hr.payroll.summary.employerNote'));
    await expect(steps).toHaveTextContent(msg('widgets.hr.payroll.summary.allowanceUntaxed'));
    await expect(steps).toHaveTextContent(ar() ? '١١٬٠٩٩٫١٣' : '11,099.13');
    const brackets = canvas.getByRole('table', { name: msg('widgets.hr.payroll.summary.brackets') });
    await expect(within(brackets).getAllByRole('row')).toHaveLength(8);
    await expect(brackets).not.toHaveTextContent(msg('widgets.hr.payroll.summary.bracketLost'));
  },
};

/** A high earner: the insured salary is the maximum and the four lowest bands fall away. */
export const FallingAway: Story = {
  args: { calculation: MOCK_HIGH_CALCULATION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brackets = canvas.getByRole('table', { name: msg('widgets.hr.payroll.summary.brackets') });
    await expect(within(brackets).getAllByText(msg('widgets.hr.payroll.summary.bracketLost'))).toHaveLength(4);
    await expect(canvas.getByRole('table', { name: msg('widgets.hr.payroll.tab.summary') })).toHaveTextContent(
      ar() ? '٢٢٬٠٤٠٫٧٥' : '22,040.75',
    );
  },
};

export const NotCalculated: Story = {
  parameters: { screenshot: false },
  args: { calculation: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(msg('widgets.hr.payroll.summary.none'));
  },
};
