import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';

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

type TabText = { id: string; en: string; ar: string; isDisabled?: boolean };

/** Tabs with labels and panels in the story's language. */
function LocalizedTabs({ tabs, label }: { tabs: TabText[]; label: { en: string; ar: string } }) {
  const ar = useIntl().locale.startsWith('ar');
  const text = (t: { en: string; ar: string }) => (ar ? t.ar : t.en);
  return (
    <div style={{ padding: 24 }}>
      <Tabs disabledKeys={tabs.filter((t) => t.isDisabled).map((t) => t.id)}>
        <TabList aria-label={text(label)}>
          {tabs.map((t) => (
            <Tab key={t.id} id={t.id}>
              {text(t)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            {text(t)}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

const CLIENT_TABS: TabText[] = [
  { id: 'profile', en: 'Company profile and contacts', ar: 'ملف الشركة وجهات الاتصال' },
  { id: 'invoices', en: 'Invoices and credit notes', ar: 'الفواتير والإشعارات الدائنة' },
  { id: 'receipts', en: 'Receipts and payments', ar: 'الإيصالات والمدفوعات' },
  { id: 'quotations', en: 'Quotations', ar: 'عروض الأسعار' },
  { id: 'contracts', en: 'Contracts and price agreements', ar: 'العقود واتفاقيات الأسعار' },
  { id: 'deliveries', en: 'Deliveries and returns', ar: 'التسليمات والمرتجعات' },
  { id: 'documents', en: 'Documents', ar: 'المستندات' },
  { id: 'activity', en: 'Activity history', ar: 'سجل النشاط' },
];

/** Whether an element is wholly within the visible part of its scrolling container (1px tolerance). */
function isInside(el: HTMLElement, container: HTMLElement) {
  const box = el.getBoundingClientRect();
  const area = container.getBoundingClientRect();
  return box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
}

/** Many tabs with long labels: the tab row scrolls along the inline axis instead of widening the page. */
export const LongContent: Story = {
  render: () => <LocalizedTabs tabs={CLIENT_TABS} label={{ en: 'Client', ar: 'العميل' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(within(list).getAllByRole('tab')).toHaveLength(8);
    // The page itself does not scroll sideways; the list holds the overflow and scrolls.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // End selects the last tab and scrolls it into view; Home goes back to the first.
    const tabs = within(list).getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{End}');
    await expect(tabs[7]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(isInside(tabs[7]!, list)).toBe(true));
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(isInside(tabs[0]!, list)).toBe(true));
  },
};

/** A disabled tab: greyed out, not selectable, and skipped by the arrow keys. */
export const DisabledTab: Story = {
  render: () => (
    <LocalizedTabs
      label={{ en: 'Employee', ar: 'الموظف' }}
      tabs={[
        { id: 'personal', en: 'Personal', ar: 'البيانات الشخصية' },
        { id: 'payroll', en: 'Payroll', ar: 'الرواتب', isDisabled: true },
        { id: 'employment', en: 'Employment', ar: 'التوظيف' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, disabled, third] = canvas.getAllByRole('tab');
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    first!.focus();
    await userEvent.keyboard(document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(disabled!);
    await expect(third).toHaveAttribute('aria-selected', 'true');
  },
};
