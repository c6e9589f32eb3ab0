import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { msg } from '../../testing/messages';
import { dialogTitle } from '../../testing/screenPlays';
import { makeCatalogue, makeReportData, makeSummary, mockLocale } from '../reports.mocks';
import { makeTemplate, relocalize } from './reportTemplates.mocks';
import { TemplateWizard } from './TemplateWizard';

const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Widgets/Reports/TemplateWizard',
  component: TemplateWizard,
  render: (args, { globals }) => {
    mockLocale(globals.locale as string);
    return <TemplateWizard {...args} record={relocalize(args.record)} catalogue={makeCatalogue()} />;
  },
  args: {
    record: null,
    catalogue: makeCatalogue(),
    onPreview: fn(async () => ({ ...makeReportData(), summary: makeSummary() })),
    onSubmit: fn(async () => undefined),
    onClose: fn(),
  },
} satisfies Meta<typeof TemplateWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async () => {
    const wizard = within(dialog());
    await expect(dialogTitle()).toHaveTextContent(msg('widgets.reports.reportTemplates.wizard.createTitle'));
    await expect(wizard.getByRole('textbox', { name: msg('widgets.common.name') })).toHaveValue('');
  },
};

/** The name is required, with the specification's message. */
export const RequiredName: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    const name = wizard.getByRole('textbox', { name: msg('widgets.common.name') });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog()).toHaveTextContent(msg('widgets.reports.reportTemplates.wizard.nameRequired'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Variables by group; a variable the system does not record says so. */
export const Variables: Story = {
  args: { record: makeTemplate({ reportType: 'employee_performance', variables: ['employee_name'] }), defaultStep: 1 },
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.getAllByRole('checkbox')).toHaveLength(3);
    await expect(dialog()).toHaveTextContent(msg('widgets.reports.reportTemplates.wizard.notTrackedHint'));
  },
};

/** No column chosen: the step refuses to go on. */
export const NoVariables: Story = {
  parameters: { screenshot: false },
  args: { record: makeTemplate({ variables: [] }), defaultStep: 1 },
  play: async () => {
    await userEvent.click(within(dialog()).getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(dialog()).toHaveTextContent(msg('widgets.reports.reportTemplates.wizard.variablesRequired'));
  },
};

/**
 * Filters with the value fields their conditions need (a list for "is any of", a number for "is greater than",
 * two dates for "is between"), the totals, and the live preview of the first rows.
 */
export const FiltersAndPreview: Story = {
  args: { record: makeTemplate(), defaultStep: 2 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    const row = (i: number) => within(wizard.getByTestId(`filter-${i}`));
    await expect(
      row(1).getByRole('textbox', { name: msg('widgets.reports.reportTemplates.wizard.value') }),
    ).toBeVisible();
    await expect(row(2).getAllByRole('group')).toHaveLength(2); // two date pickers for "between"
    await waitFor(() => expect(args.onPreview).toHaveBeenCalled());
    const preview = await wizard.findByRole('table', { name: msg('widgets.reports.table.rowsHeading') });
    await expect(within(preview).getAllByRole('row')).toHaveLength(5);
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ reportType: 'sales_analysis', variables: makeTemplate().variables }),
      expect.anything(),
    );
  },
};

/** "Is empty" needs no value; an empty value of another condition is refused. */
export const FilterValues: Story = {
  parameters: { screenshot: false },
  args: { record: makeTemplate({ filters: [{ variable: 'client', operator: 'is_empty' }] }), defaultStep: 2 },
  play: async () => {
    const wizard = within(dialog());
    const row = within(wizard.getByTestId('filter-0'));
    await expect(row.queryByRole('textbox', { name: msg('widgets.reports.reportTemplates.wizard.value') })).toBeNull();
    await userEvent.click(
      wizard.getByRole('button', { name: msg('widgets.reports.reportTemplates.wizard.addFilter') }),
    );
    await userEvent.click(wizard.getByRole('button', { name: msg('ui.wizard.next') }));
    await expect(dialog()).toHaveTextContent(msg('widgets.reports.reportTemplates.wizard.valueRequired'));
  },
};

/** "Add total" adds a row on the first amount, summed. */
export const AddTotal: Story = {
  parameters: { screenshot: false },
  args: { record: makeTemplate({ aggregations: [] }), defaultStep: 2 },
  play: async () => {
    const wizard = within(dialog());
    await expect(wizard.queryByTestId('aggregation-0')).toBeNull();
    await userEvent.click(
      wizard.getByRole('button', { name: msg('widgets.reports.reportTemplates.wizard.addAggregation') }),
    );
    const row = within(await wizard.findByTestId('aggregation-0'));
    await expect(
      row.getByRole('button', { name: new RegExp(msg('widgets.reports.reportTemplates.wizard.function')) }),
    ).toHaveTextContent(msg('widgets.reports.function.sum'));
  },
};

/** The preview failed: the wizard says so and goes on. */
export const PreviewFailed: Story = {
  parameters: { screenshot: false },
  args: { record: makeTemplate(), defaultStep: 2, onPreview: fn(async () => Promise.reject(new Error('500'))) },
  play: async () => {
    await expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      msg('widgets.reports.reportTemplates.wizard.previewFailed'),
    );
  },
};

export const Review: Story = {
  args: { record: makeTemplate(), defaultStep: 3 },
  play: async ({ args }) => {
    const wizard = within(dialog());
    await expect(dialog()).toHaveTextContent(msg('schema.reportType.sales_analysis'));
    await userEvent.click(wizard.getByRole('button', { name: msg('widgets.common.saveChanges') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ reportType: 'sales_analysis', defaultExportFormat: 'excel' }),
      ),
    );
  },
};
