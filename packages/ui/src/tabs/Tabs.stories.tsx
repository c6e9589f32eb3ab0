import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Demo({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  return (
    <div style={{ padding: 24 }}>
      <Tabs orientation={orientation}>
        <TabList aria-label="Employee">
          <Tab id="personal">Personal</Tab>
          <Tab id="employment">Employment</Tab>
          <Tab id="notes">Notes</Tab>
        </TabList>
        <TabPanel id="personal">Name, national ID, phone and address.</TabPanel>
        <TabPanel id="employment">Department, position, hire date and salary.</TabPanel>
        <TabPanel id="notes">Free-form notes.</TabPanel>
      </Tabs>
    </div>
  );
}

const meta = { title: 'Ui/Tabs', component: Demo, tags: ['autodocs'] } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('tab');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    first!.focus();
    // The "next" arrow follows the reading direction.
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Department, position, hire date and salary.');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  },
};
