import { Button, Select, TextField, type FieldErrors } from '@erp/ui';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';

import { FormDialog } from '../../shared/documents/FormDialog';
import * as css from '../../shared/shared.css';
import { generationProgress, ReportProgress } from '../ReportProgress';
import type { ReportGeneration, ReportSchedule } from '../reports.types';
import { templateMessages as m, templateNamedMessages as mn } from './reportTemplates.messages';
import type { ReportTemplate } from './reportTemplates.types';

/** The days of a weekly schedule, Sunday to Saturday (the server's values). */
export const DAYS_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day of the week in the active language (1 January 2023 was a Sunday). */
export const dayName = (intl: IntlShape, day: string) =>
  intl.formatDate(new Date(Date.UTC(2023, 0, 1 + Math.max(DAYS_OF_WEEK.indexOf(day as never), 0))), {
    weekday: 'long',
    timeZone: 'UTC',
  });

/** A schedule in words: "Every Sunday at 08:00". */
export function scheduleText(intl: IntlShape, s: ReportSchedule | null | undefined): string {
  if (!s?.frequency) return intl.formatMessage(m.notScheduled);
  const time = s.time;
  if (s.frequency === 'daily') return intl.formatMessage(mn.scheduleDaily, { time });
  if (s.frequency === 'monthly') return intl.formatMessage(mn.scheduleMonthly, { time });
  return intl.formatMessage(mn.scheduleWeekly, { day: dayName(intl, s.dayOfWeek ?? 'Sunday'), time });
}

/** Props of {@link ScheduleDialog}. */
export type ScheduleDialogProps = {
  template: ReportTemplate;
  /** Saves the schedule, or removes it (`null`); the dialog stays pending until it settles. */
  onSubmit: (schedule: ReportSchedule | null) => Promise<unknown>;
  onClose: () => void;
};

/** Schedules a template's report: daily, weekly on a day from Sunday to Saturday, or monthly, at a time. */
export function ScheduleDialog({ template, onSubmit, onClose }: ScheduleDialogProps) {
  const intl = useIntl();
  const [s, setS] = useState<ReportSchedule>(() => ({
    frequency: template.schedule?.frequency ?? 'weekly',
    dayOfWeek: template.schedule?.dayOfWeek || 'Sunday',
    time: template.schedule?.time ?? '08:00',
  }));
  const [removing, setRemoving] = useState(false);
  return (
    <FormDialog
      title={intl.formatMessage(m.scheduleTitle)}
      subtitle={<bdi>{template.name}</bdi>}
      submitLabel={intl.formatMessage(m.saveSchedule)}
      isSubmitting={removing}
      validate={(): FieldErrors => {
        const errors: FieldErrors = {};
        if (!TIME.test(s.time)) errors.time = intl.formatMessage(m.timeInvalid);
        if (s.frequency === 'weekly' && !s.dayOfWeek) errors.dayOfWeek = intl.formatMessage(m.dayRequired);
        return errors;
      }}
      onSubmit={() =>
        onSubmit({
          frequency: s.frequency,
          dayOfWeek: s.frequency === 'weekly' ? s.dayOfWeek : '',
          time: s.time,
          // Scheduled reports name their rows in the language of the user who set the schedule.
          locale: intl.locale,
        })
      }
      onClose={onClose}
    >
      <p className={css.muted}>{intl.formatMessage(m.scheduleHint)}</p>
      <Select
        name="frequency"
        label={intl.formatMessage(m.frequency)}
        isRequired
        options={(['daily', 'weekly', 'monthly'] as const).map((f) => ({ id: f, label: intl.formatMessage(m[f]) }))}
        value={s.frequency}
        onChange={(f) => setS((v) => ({ ...v, frequency: (f ?? 'weekly') as ReportSchedule['frequency'] }))}
      />
      {s.frequency === 'weekly' ? (
        <Select
          name="dayOfWeek"
          label={intl.formatMessage(m.dayOfWeek)}
          isRequired
          options={DAYS_OF_WEEK.map((d) => ({ id: d, label: dayName(intl, d) }))}
          value={s.dayOfWeek ?? null}
          onChange={(d) => setS((v) => ({ ...v, dayOfWeek: d ?? '' }))}
        />
      ) : null}
      <TextField
        name="time"
        label={intl.formatMessage(m.time)}
        isRequired
        value={s.time}
        onChange={(time) => setS((v) => ({ ...v, time: time.trim() }))}
      />
      {template.schedule?.frequency ? (
        <div>
          <Button
            variant="ghost"
            isPending={removing}
            onPress={() => {
              setRemoving(true);
              onSubmit(null).then(undefined, () => setRemoving(false));
            }}
          >
            {intl.formatMessage(m.removeSchedule)}
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}

/** Props of {@link GenerateDialog}. */
export type GenerateDialogProps = {
  template: ReportTemplate;
  /** Today, `YYYY-MM-DD`, for the default name. */
  today: string;
  /** Generates the report (optionally named); the dialog shows progress until it settles. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
  /** The generation's progress as the server reports it while `onSubmit` runs (null before it says anything). */
  progress?: ReportGeneration | null;
};

/** Creates a report from a template, with a name of the user's choosing; large reports show their progress. */
export function GenerateDialog({ template, today, onSubmit, onClose, progress }: GenerateDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      title={intl.formatMessage(m.generateTitle)}
      subtitle={<bdi>{template.name}</bdi>}
      submitLabel={intl.formatMessage(m.generate)}
      onSubmit={() => {
        setPending(true);
        return onSubmit(name.trim()).finally(() => setPending(false));
      }}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={intl.formatMessage(m.reportName)}
        placeholder={intl.formatMessage(mn.defaultReportName, { template: template.name, date: today })}
        value={name}
        onChange={setName}
      />
      {pending ? (
        <div role="status">
          <ReportProgress label={intl.formatMessage(m.generating)} {...generationProgress(intl, progress)} />
        </div>
      ) : null}
    </FormDialog>
  );
}
