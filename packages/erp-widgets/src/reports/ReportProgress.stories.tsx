import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';

import { padded } from '../testing/listStories';
import { msg, storyLocale } from '../testing/messages';
import { templateMessages } from './report-templates/reportTemplates.messages';
import { generationProgress, ReportProgress } from './ReportProgress';
import type { ReportGeneration } from './reports.types';

/** The bar as the create-a-report dialog shows it for a generation the server reports, in the story's language. */
function Generating({ generation }: { generation?: ReportGeneration | null }) {
  const intl = useIntl();
  return (
    <div style={{ maxInlineSize: '28rem' }}>
      <ReportProgress
        label={intl.formatMessage(templateMessages.generating)}
        {...generationProgress(intl, generation)}
      />
    </div>
  );
}

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: msg('widgets.reports.reportTemplates.generate.generating') });

const meta = {
  title: 'Widgets/Reports/ReportProgress',
  component: Generating,
  decorators: [padded],
} satisfies Meta<typeof Generating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server has not reported the generation yet: an indeterminate bar with no value to announce, "Starting…". */
export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).not.toHaveAttribute('aria-valuenow');
    await expect(bar(canvasElement)).not.toHaveAttribute('aria-valuetext');
    await expect(bar(canvasElement)).toHaveTextContent(msg('widgets.reports.progress.waiting'));
  },
};

/** Storing the rows: the bar is determinate and says its percentage and the rows stored in the locale's digits. */
export const Determinate: Story = {
  args: { generation: { stage: 'rows', done: 40000, total: 100000, fraction: 0.4 } },
  play: async ({ canvasElement }) => {
    const percent = storyLocale() === 'ar-EG' ? '٤٠٪' : '40%';
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '40');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', expect.stringContaining(percent));
    await expect(bar(canvasElement)).toHaveTextContent(percent);
    await expect(bar(canvasElement)).toHaveTextContent(
      msg('widgets.reports.progress.rows', { done: 40000, total: 100000 }),
    );
  },
};

/** Counting comes first (0 %, determinate); saving and done fill the bar, each with its own words. */
export const Stages: Story = {
  parameters: { screenshot: false },
  args: { generation: { stage: 'counting', done: 0, total: 0, fraction: 0 } },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(bar(canvasElement)).toHaveTextContent(msg('widgets.reports.progress.counting'));
  },
};

/** Every row is stored and the report is being saved: full bar, "Saving the report…". */
export const Saving: Story = {
  parameters: { screenshot: false },
  args: { generation: { stage: 'saving', done: 100000, total: 100000, fraction: 1 } },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(bar(canvasElement)).toHaveTextContent(msg('widgets.reports.progress.saving'));
  },
};

/** The transaction committed: 100 % and "The report is ready." */
export const Done: Story = {
  parameters: { screenshot: false },
  args: { generation: { stage: 'done', done: 100000, total: 100000, fraction: 1 } },
  play: async ({ canvasElement }) => {
    const percent = storyLocale() === 'ar-EG' ? '١٠٠٪' : '100%';
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(bar(canvasElement)).toHaveTextContent(percent);
    await expect(bar(canvasElement)).toHaveTextContent(msg('widgets.reports.progress.done'));
  },
};
