import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/Button';
import { sample } from '../fields/storyText';
import { Icon } from '../icon/Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Ui/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <Icon name="file" />,
    title: 'No invoices yet',
    description: 'Invoices you create appear here, newest first.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('No invoices yet');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const onAdd = fn();
export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Icon name="plus" />} onPress={onAdd}>
        New invoice
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** A long title and description and a long action label wrap within the empty state, centred. */
export const LongContent: Story = {
  render: (args, { globals: { locale } }) => (
    <div style={{ maxInlineSize: 480 }}>
      <EmptyState
        {...args}
        title={sample(
          locale,
          'No invoices match the filters for Nile Delta Trading in the selected period',
          'لا توجد فواتير تطابق عوامل التصفية لدلتا النيل للتجارة في الفترة المحددة',
        )}
        description={sample(
          locale,
          'Try a wider date range, clear the status filter, or check that the client was selected correctly. Drafts are only listed under “Drafts”.',
          'جرّب نطاق تاريخ أوسع، أو امسح عامل تصفية الحالة، أو تحقق من اختيار العميل الصحيح. تظهر المسودات فقط ضمن «المسودات».',
        )}
        action={
          <Button icon={<Icon name="plus" />}>
            {sample(locale, 'Create an invoice for this client', 'إنشاء فاتورة لهذا العميل')}
          </Button>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-empty-state]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(root).getByRole('button')).toBeVisible();
  },
};
