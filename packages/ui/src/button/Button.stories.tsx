import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Icon } from '../icon/Icon';
import { Button } from './Button';

// Sample labels in the story's locale, so the Arabic screenshots show right-to-left text.
function useLabel(en: string, ar: string) {
  return useIntl().locale.startsWith('ar') ? ar : en;
}

function Label({ en, ar }: { en: string; ar: string }) {
  return <>{useLabel(en, ar)}</>;
}

const meta = {
  title: 'Ui/Button',
  component: Button,
  tags: ['autodocs'],
  args: { onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Button {...args}>
      <Label en="Save draft" ar="حفظ كمسودة" />
    </Button>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <>
      <Button {...args} variant="primary">
        <Label en="Create invoice" ar="إنشاء فاتورة" />
      </Button>
      <Button {...args} variant="secondary">
        <Label en="Cancel" ar="إلغاء" />
      </Button>
      <Button {...args} variant="ghost">
        <Label en="Skip" ar="تخطي" />
      </Button>
      <Button {...args} variant="danger">
        <Label en="Delete" ar="حذف" />
      </Button>
      <Button {...args} variant="primary" size="sm">
        <Label en="Small" ar="صغير" />
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    // Small buttons are shorter than medium ones.
    await expect(buttons[4]!.getBoundingClientRect().height).toBeLessThan(buttons[0]!.getBoundingClientRect().height);
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <>
      <Button {...args} icon={<Icon name="plus" />} variant="primary">
        <Label en="New invoice" ar="فاتورة جديدة" />
      </Button>
      <Button {...args} icon={<Icon name="chevron-end" />}>
        <Label en="Next" ar="التالي" />
      </Button>
      <Button {...args} iconOnly icon={<Icon name="print" />} aria-label="Print" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // The "end" chevron is mirrored in right-to-left layouts so it points in the reading direction.
    const chevron = canvasElement.querySelectorAll('svg')[1]!;
    const mirrored = getComputedStyle(chevron).transform !== 'none';
    await expect(mirrored).toBe(document.documentElement.dir === 'rtl');
  },
};

export const Pending: Story = {
  render: (args) => (
    <Button {...args} variant="primary" isPending>
      <Label en="Saving" ar="جارٍ الحفظ" />
    </Button>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Button {...args} isDisabled>
      <Label en="Approve" ar="اعتماد" />
    </Button>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Button {...args} variant="primary">
        <Label en="Generate invoice from quotation QUO-2026-0107" ar="إنشاء فاتورة من عرض السعر QUO-2026-0107" />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Labels never wrap: a button keeps its single line.
    const button = within(canvasElement).getByRole('button');
    await expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
  },
};
