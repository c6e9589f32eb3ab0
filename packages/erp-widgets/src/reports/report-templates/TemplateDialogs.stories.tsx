import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { mockLocale } from '../reports.mocks';
import { msg, storyLocale } from '../../testing/messages';
import { makeTemplate, relocalize } from './reportTemplates.mocks';
import { GenerateDialog, ScheduleDialog } from './TemplateDialogs';

const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Widgets/Reports/ScheduleDialog',
  component: ScheduleDialog,
  render: (args, { globals }) => {
    mockLocale(globals.locale as string);
    return <ScheduleDialog {...args} template={relocalize(args.template)!} />;
  },
  args: { template: makeTemplate(), onSubmit: fn(async () => undefined), onClose: fn() },
} satisfies Meta<typeof ScheduleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Weekly on Sunday at 08:00, the template's schedule. */
export const Weekly: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await expect(d.getByRole('textbox', { name: msg('widgets.reports.reportTemplates.schedule.time') })).toHaveValue(
      '08:00',
    );
    await userEvent.click(d.getByRole('button', { name: msg('widgets.reports.reportTemplates.schedule.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ frequency: 'weekly', dayOfWeek: 'Sunday', time: '08:00' }),
      ),
    );
  },
};

/** A time that is not HH:MM is refused. */
export const InvalidTime: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const d = within(dialog());
    const time = d.getByRole('textbox', { name: msg('widgets.reports.reportTemplates.schedule.time') });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    await userEvent.click(d.getByRole('button', { name: msg('widgets.reports.reportTemplates.schedule.save') }));
    await expect(dialog()).toHaveTextContent(msg('widgets.reports.reportTemplates.schedule.timeInvalid'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Removing the schedule sends none. */
export const Remove: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await userEvent.click(
      within(dialog()).getByRole('button', { name: msg('widgets.reports.reportTemplates.schedule.remove') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(null);
  },
};

/** The dialog that creates a report: an optional name, and progress while the server works. */
export const CreateReport: StoryObj<typeof GenerateDialog> = {
  render: (args, { globals }) => {
    mockLocale(globals.locale as string);
    return <GenerateDialog {...args} template={relocalize(args.template)!} />;
  },
  args: {
    template: makeTemplate(),
    today: '2026-11-26',
    onSubmit: fn(() => new Promise(() => undefined)),
    onClose: fn(),
  },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.type(
      d.getByRole('textbox', { name: msg('widgets.reports.reportTemplates.generate.reportName') }),
      'Q4',
    );
    await userEvent.click(d.getByRole('button', { name: msg('widgets.reports.reportTemplates.generate.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Q4');
    await expect(await d.findByRole('status')).toHaveTextContent(
      msg('widgets.reports.reportTemplates.generate.generating'),
    );
    // Until the server reports the generation, the bar is indeterminate and says it is starting.
    const bar = d.getByRole('progressbar', { name: msg('widgets.reports.reportTemplates.generate.generating') });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveTextContent(msg('widgets.reports.progress.waiting'));
  },
};

/** While the server stores the rows, the dialog's bar follows it: 42 % and the rows stored, in the locale's digits. */
export const CreateReportStoringRows: StoryObj<typeof GenerateDialog> = {
  ...CreateReport,
  args: { ...CreateReport.args, progress: { stage: 'rows', done: 42000, total: 100000, fraction: 0.42 } },
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('button', { name: msg('widgets.reports.reportTemplates.generate.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const bar = await d.findByRole('progressbar', { name: msg('widgets.reports.reportTemplates.generate.generating') });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent(storyLocale() === 'ar-EG' ? '٤٢٪' : '42%');
    await expect(bar).toHaveTextContent(msg('widgets.reports.progress.rows', { done: 42000, total: 100000 }));
    // A second press while the report generates sends nothing more (the submit button is pending).
    await userEvent.click(d.getByRole('button', { name: msg('widgets.reports.reportTemplates.generate.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
