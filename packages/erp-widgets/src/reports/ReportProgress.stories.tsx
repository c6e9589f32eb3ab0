import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';

import { padded } from '../testing/listStories';
import { msg, storyLocale } from '../testing/messages';
import { templateMessages } from './report-templates/reportTemplates.messages';
import { ReportProgress, type ReportProgressProps } from './ReportProgress';

/** The bar as the create-a-report dialog shows it, labelled in the story's language. */
function Generating(props: Omit<ReportProgressProps, 'label'>) {
  const intl = useIntl();
  return (
    <div style={{ maxInlineSize: '28rem' }}>
      <ReportProgress {...props} label={intl.formatMessage(templateMessages.generating)} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Reports/ReportProgress',
  component: Generating,
  decorators: [padded],
} satisfies Meta<typeof Generating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server gives no fraction: an indeterminate bar, named by what it waits for, with no value to announce. */
export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: msg('widgets.reports.reportTemplates.generate.generating'),
    });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

/** With a fraction, the bar is determinate and says its percentage in the locale's digits. */
export const Determinate: Story = {
  args: { fraction: 0.4 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: msg('widgets.reports.reportTemplates.generate.generating'),
    });
    const percent = storyLocale() === 'ar-EG' ? '٤٠٪' : '40%';
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining(percent));
    await expect(bar).toHaveTextContent(percent);
  },
};
