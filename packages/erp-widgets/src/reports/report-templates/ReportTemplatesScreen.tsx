import { REPORT_TEMPLATES_REPORT_TYPE } from '@erp/schema';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumColumn, timestampColumn } from '../../shared/list-screen/columns';
import { DeleteRecordDialog } from '../../shared/list-screen/DeleteRecordDialog';
import { enumFilter, ListScreen, nameColumn } from '../../shared/list-screen/ListScreen';
import type { CrudPermissions, ListState } from '../../shared/list-screen/list.types';
import { useDialog } from '../../shared/list-screen/useDialog';
import { navigationMessages } from '../../shared/navigation.messages';
import type { ReportCatalogue, ReportGeneration, ReportSchedule } from '../reports.types';
import { templateMessages as m, templateNamedMessages as mn } from './reportTemplates.messages';
import type { ReportTemplate, ReportTemplateFilters, TemplateFormValues } from './reportTemplates.types';
import { GenerateDialog, ScheduleDialog, scheduleText } from './TemplateDialogs';
import type { PreviewReport } from './TemplatePreview';
import { TemplateWizard } from './TemplateWizard';

/** Props of {@link ReportTemplatesScreen}. */
export type ReportTemplatesScreenProps = {
  list: ListState<ReportTemplate, ReportTemplateFilters>;
  permissions: CrudPermissions;
  /** The variables of each report type and the user's report rights; null while it loads. */
  catalogue: ReportCatalogue | null;
  /** Today, `YYYY-MM-DD` (the default name of a generated report). */
  today: string;
  /** Computes the live preview of the wizard. */
  onPreview: PreviewReport;
  /** Saves a new template (`template` null) or changes one. */
  onSave: (values: TemplateFormValues, template: ReportTemplate | null) => Promise<unknown>;
  /** Deletes a template. */
  onDelete: (template: ReportTemplate) => Promise<unknown>;
  /** Saves or removes a template's schedule. */
  onSchedule: (template: ReportTemplate, schedule: ReportSchedule | null) => Promise<unknown>;
  /** Generates a report from a template (optionally named). */
  onGenerate: (template: ReportTemplate, name: string) => Promise<unknown>;
  /** The progress of the generation `onGenerate` started, as the server reports it (null before it says anything). */
  generation?: ReportGeneration | null;
};

const count = (v: readonly unknown[] | null | undefined) => v?.length ?? 0;

/**
 * The report templates page: a searchable list filtered by type and sorted by name, type, creation or change, with
 * each template's counts of columns, filters and totals and its schedule; the create/edit wizard with its live
 * preview, the delete confirmation, the schedule dialog and the dialog that creates a report from a template.
 */
export function ReportTemplatesScreen(props: ReportTemplatesScreenProps) {
  const { list, permissions: can, catalogue } = props;
  const intl = useIntl();
  const dialog = useDialog<'wizard' | 'delete' | 'schedule' | 'generate', ReportTemplate>();
  const wizardFor = dialog.recordOf('wizard');
  const scheduleFor = dialog.recordOf('schedule');
  const generateFor = dialog.recordOf('generate');
  const canRun = (t: ReportTemplate) =>
    !!catalogue?.canGenerate && (catalogue.types[t.reportType as keyof ReportCatalogue['types']]?.allowed ?? false);
  return (
    <ListScreen<ReportTemplate, ReportTemplateFilters>
      title={intl.formatMessage(navigationMessages.reportTemplates)}
      list={list}
      columns={[
        nameColumn<ReportTemplate>(
          intl,
          (t) => t.name,
          (t) => t.description,
        ),
        enumColumn(intl, 'report_templates', 'reportType', m.reportType),
        {
          id: 'counts',
          header: intl.formatMessage(m.columns),
          cell: (t) =>
            intl.formatMessage(mn.counts, {
              variables: count(t.variables),
              filters: count(t.filters),
              aggregations: count(t.aggregations),
            }),
        },
        { id: 'schedule', header: intl.formatMessage(m.schedule), cell: (t) => scheduleText(intl, t.schedule) },
        timestampColumn(intl, 'created', cm.created),
        timestampColumn(intl, 'updated', cm.updated),
      ]}
      filters={[
        enumFilter(
          intl,
          list,
          intl.formatMessage(m.reportType),
          'report_templates',
          'reportType',
          REPORT_TEMPLATES_REPORT_TYPE,
        ),
      ]}
      getRowLabel={(t) => t.name}
      messages={m}
      onAdd={can.create && catalogue ? () => dialog.open('wizard') : undefined}
      onEdit={can.edit && catalogue ? (t) => dialog.open('wizard', t) : undefined}
      onDelete={can.delete ? (t) => dialog.open('delete', t) : undefined}
      extraActions={(t) => [
        ...(canRun(t)
          ? [
              {
                id: 'generate',
                label: intl.formatMessage(m.generateAction),
                onAction: () => dialog.open('generate', t),
              },
            ]
          : []),
        ...(can.edit
          ? [
              {
                id: 'schedule',
                label: intl.formatMessage(m.scheduleAction),
                onAction: () => dialog.open('schedule', t),
              },
            ]
          : []),
      ]}
    >
      <DeleteRecordDialog
        dialog={dialog}
        name={(t) => t.name}
        message={(t) => intl.formatMessage(mn.deleteMessage, { name: t.name })}
        onDelete={props.onDelete}
      />
      {wizardFor !== undefined && catalogue ? (
        <TemplateWizard
          record={wizardFor}
          catalogue={catalogue}
          onPreview={props.onPreview}
          onSubmit={dialog.closeAfter((values) => props.onSave(values, wizardFor))}
          onClose={dialog.close}
        />
      ) : null}
      {scheduleFor ? (
        <ScheduleDialog
          template={scheduleFor}
          onSubmit={dialog.closeAfter((s) => props.onSchedule(scheduleFor, s))}
          onClose={dialog.close}
        />
      ) : null}
      {generateFor ? (
        <GenerateDialog
          template={generateFor}
          today={props.today}
          onSubmit={dialog.closeAfter((name) => props.onGenerate(generateFor, name))}
          progress={props.generation}
          onClose={dialog.close}
        />
      ) : null}
    </ListScreen>
  );
}
