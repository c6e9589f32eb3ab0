import { REPORT_TEMPLATES_DEFAULT_EXPORT_FORMAT, REPORT_TEMPLATES_REPORT_TYPE } from '@erp/schema';
import { Checkbox, Select, TextArea, TextField, useFormState, WizardDialog, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumLabel, enumOptions } from '../../shared/enums';
import { ReviewList } from '../../shared/ReviewList';
import * as css from '../../shared/shared.css';
import { reportMessages as rm, reportNamedMessages as rmn } from '../reports.messages';
import * as rc from './reportTemplates.css';
import type { CatalogueVariable, ReportCatalogue, ReportType } from '../reports.types';
import { templateMessages as m } from './reportTemplates.messages';
import type { ReportTemplate, TemplateFormValues } from './reportTemplates.types';
import { TemplatePreview, type PreviewReport } from './TemplatePreview';
import { AggregationEditor, FilterEditor, filterErrors } from './TemplateRules';

/** Props of {@link TemplateWizard}. */
export type TemplateWizardProps = {
  /** The template to edit, or null for a new one. */
  record: ReportTemplate | null;
  /** The variables each report type offers, in the user's language. */
  catalogue: ReportCatalogue;
  /** Computes the preview of the template being built. */
  onPreview: PreviewReport;
  /** Saves the template; the wizard stays pending until it settles and shows the refused fields. */
  onSubmit: (values: TemplateFormValues) => Promise<unknown>;
  onClose: () => void;
  defaultStep?: number;
};

function initial(record: ReportTemplate | null): TemplateFormValues {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    reportType: (record?.reportType || 'sales_analysis') as ReportType,
    variables: [...(record?.variables ?? [])],
    filters: [...(record?.filters ?? [])],
    aggregations: [...(record?.aggregations ?? [])],
    defaultExportFormat: record?.defaultExportFormat || 'pdf',
  };
}

/** The variables of a report type, flattened. */
export const variablesOf = (catalogue: ReportCatalogue, type: ReportType): CatalogueVariable[] =>
  catalogue.types[type]?.groups.flatMap((g) => g.variables) ?? [];

/**
 * Creates or edits a report template: its name, type and download format; its columns by group; its filters
 * and totals with a live preview of the first rows; then a review.
 */
export function TemplateWizard({ record, catalogue, onPreview, onSubmit, onClose, defaultStep }: TemplateWizardProps) {
  const intl = useIntl();
  const [start] = useState(() => initial(record));
  const [values, setValues] = useState(start);
  const set = (patch: Partial<TemplateFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const groups = catalogue.types[values.reportType]?.groups ?? [];
  const variables = variablesOf(catalogue, values.reportType);
  const labelOf = (key: string) => variables.find((v) => v.key === key)?.label ?? key;
  const spec = {
    reportType: values.reportType,
    variables: values.variables,
    filters: values.filters,
    aggregations: values.aggregations,
  };
  return (
    <WizardDialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage(record ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(record ? cm.saveChanges : m.create)}
      isDirty={JSON.stringify(values) !== JSON.stringify(start)}
      defaultStep={defaultStep}
      fieldLabels={{
        name: intl.formatMessage(cm.name),
        description: intl.formatMessage(cm.description),
        reportType: intl.formatMessage(m.reportType),
        variables: intl.formatMessage(m.stepVariables),
        defaultExportFormat: intl.formatMessage(m.exportFormat),
      }}
      onSubmit={() => onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() })}
      steps={[
        {
          id: 'details',
          title: intl.formatMessage(m.stepDetails),
          fields: ['name', 'description', 'reportType', 'defaultExportFormat'],
          validate: (): FieldErrors => (values.name.trim() ? {} : { name: intl.formatMessage(m.nameRequired) }),
          content: (
            <div className={css.formStack}>
              <TextField
                name="name"
                label={intl.formatMessage(cm.name)}
                isRequired
                value={values.name}
                onChange={(name) => set({ name })}
              />
              <TextArea
                name="description"
                label={intl.formatMessage(cm.description)}
                value={values.description}
                onChange={(description) => set({ description })}
                rows={2}
              />
              <Select
                name="reportType"
                label={intl.formatMessage(m.reportType)}
                isRequired
                options={enumOptions(intl, 'report_templates', 'reportType', REPORT_TEMPLATES_REPORT_TYPE)}
                value={values.reportType}
                onChange={(t) => {
                  const reportType = (t ?? 'sales_analysis') as ReportType;
                  const keep = new Set(variablesOf(catalogue, reportType).map((v) => v.key));
                  set({
                    reportType,
                    variables: values.variables.filter((v) => keep.has(v)),
                    filters: values.filters.filter((f) => keep.has(f.variable)),
                    aggregations: values.aggregations.filter((a) => keep.has(a.field)),
                  });
                }}
              />
              <Select
                name="defaultExportFormat"
                label={intl.formatMessage(m.exportFormat)}
                options={enumOptions(
                  intl,
                  'report_templates',
                  'defaultExportFormat',
                  REPORT_TEMPLATES_DEFAULT_EXPORT_FORMAT,
                )}
                value={values.defaultExportFormat}
                onChange={(f) =>
                  set({ defaultExportFormat: (f ?? 'pdf') as TemplateFormValues['defaultExportFormat'] })
                }
              />
            </div>
          ),
        },
        {
          id: 'variables',
          title: intl.formatMessage(m.stepVariables),
          description: intl.formatMessage(m.stepVariablesHint),
          fields: ['variables', ...values.variables.map((_, i) => `variables.${i}`)],
          validate: (): FieldErrors =>
            values.variables.length ? {} : { variables: intl.formatMessage(m.variablesRequired) },
          content: (
            <div className={rc.groups}>
              <StepError name="variables" />
              {groups.map((g) => (
                <fieldset key={g.group} className={rc.group}>
                  <legend className={rc.groupTitle}>{g.label}</legend>
                  <div className={rc.checks}>
                    {g.variables.map((v) => (
                      <Checkbox
                        key={v.key}
                        isSelected={values.variables.includes(v.key)}
                        onChange={(on) =>
                          set({
                            variables: on ? [...values.variables, v.key] : values.variables.filter((k) => k !== v.key),
                          })
                        }
                        description={v.kind === 'not_tracked' ? intl.formatMessage(m.notTrackedHint) : undefined}
                      >
                        {v.label}
                      </Checkbox>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          ),
        },
        {
          id: 'filters',
          title: intl.formatMessage(m.stepFilters),
          fields: [
            ...values.filters.flatMap((_, i) =>
              ['variable', 'operator', 'value', 'secondValue', 'values'].map((k) => `filters.${i}.${k}`),
            ),
            ...values.aggregations.flatMap((_, i) =>
              ['field', 'function', 'label'].map((k) => `aggregations.${i}.${k}`),
            ),
          ],
          validate: () => filterErrors(intl, values.filters),
          content: (
            <div className={rc.stack}>
              <FilterEditor variables={variables} filters={values.filters} onChange={(filters) => set({ filters })} />
              <AggregationEditor
                variables={variables}
                aggregations={values.aggregations}
                onChange={(aggregations) => set({ aggregations })}
              />
              <TemplatePreview spec={spec} onPreview={onPreview} notTracked={catalogue.notTracked} />
            </div>
          ),
        },
        {
          id: 'review',
          title: intl.formatMessage(cm.review),
          content: (
            <ReviewList
              rows={[
                [intl.formatMessage(cm.name), values.name],
                [
                  intl.formatMessage(m.reportType),
                  enumLabel(intl, 'report_templates', 'reportType', values.reportType),
                ],
                [intl.formatMessage(m.stepVariables), intl.formatList(values.variables.map(labelOf), { type: 'unit' })],
                [
                  intl.formatMessage(m.filters),
                  values.filters
                    .map((f) => `${labelOf(f.variable)} ${intl.formatMessage(m[`op_${f.operator}`])}`)
                    .join(' · '),
                ],
                [
                  intl.formatMessage(m.aggregations),
                  values.aggregations
                    .map(
                      (a) =>
                        a.label ||
                        intl.formatMessage(rmn.summaryOf, {
                          fn: intl.formatMessage(rm[a.function]),
                          variable: labelOf(a.field),
                        }),
                    )
                    .join(' · '),
                ],
                [
                  intl.formatMessage(m.exportFormat),
                  enumLabel(intl, 'report_templates', 'defaultExportFormat', values.defaultExportFormat),
                ],
              ]}
            />
          ),
        },
      ]}
    />
  );
}

/** A step's error that belongs to no single field (no column chosen), shown above the step's fields. */
function StepError({ name }: { name: string }) {
  const form = useFormState();
  const error = form.errors[name];
  return error ? (
    <p role="alert" className={css.overdue}>
      {error}
    </p>
  ) : null;
}
