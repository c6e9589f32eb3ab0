import { Button, Checkbox, ModalDialog, StatusBadge, TextField } from '@erp/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import * as css from '../../shared/shared.css';
import * as pcss from './payroll.css';
import { payrollMessages as m } from './payroll.messages';
import type { PayrollRunEmployee } from './payroll.types';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Props of {@link PayrollRunDialog}. */
export type PayrollRunDialogProps = {
  /** The period offered first (YYYY-MM), usually the current month. */
  defaultPeriod: string;
  /** The employees to offer for a period, each marked when they already have a record of it. */
  loadEmployees: (period: string) => Promise<PayrollRunEmployee[]>;
  /** Runs the payroll; the dialog stays pending until it settles and closes when it succeeds. */
  onRun: (period: string, employees: string[]) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The run-payroll dialog: a period and the employees to include, each marked as already processed for that period
 * or not (processed ones cannot be chosen: the server never creates a second record). "Create drafts" asks the
 * server to create the period's draft records, computed by its engine.
 */
export function PayrollRunDialog({ defaultPeriod, loadEmployees, onRun, onClose }: PayrollRunDialogProps) {
  const intl = useIntl();
  const [period, setPeriod] = useState(defaultPeriod);
  const [loaded, setLoaded] = useState<{ period: string; list: PayrollRunEmployee[] } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  const validPeriod = PERIOD.test(period);
  // The list of another period is not shown while the chosen one loads.
  const employees = loaded && loaded.period === period ? loaded.list : null;
  useEffect(() => {
    if (!validPeriod) return;
    let live = true;
    void loadEmployees(period).then((list) => {
      if (!live) return;
      setLoaded({ period, list });
      setChosen(new Set(list.filter((e) => !e.processed).map((e) => e.id)));
    });
    return () => {
      live = false;
    };
  }, [period, validPeriod, loadEmployees]);
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const none = tried && chosen.size === 0;
  return (
    <ModalDialog
      isOpen
      size="md"
      title={intl.formatMessage(m.runTitle)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button
          variant="primary"
          isPending={pending}
          isDisabled={!validPeriod || employees === null}
          onPress={() => {
            setTried(true);
            if (chosen.size === 0) return;
            setPending(true);
            void onRun(period, [...chosen])
              .then(onClose)
              .catch(() => undefined)
              .finally(() => setPending(false));
          }}
        >
          {intl.formatMessage(m.runConfirm)}
        </Button>
      }
    >
      <div className={css.formStack}>
        <TextField
          label={intl.formatMessage(m.runPeriod)}
          value={period}
          maxLength={7}
          isRequired
          errorMessage={validPeriod ? undefined : intl.formatMessage(m.runBadPeriod)}
          isInvalid={!validPeriod}
          onChange={setPeriod}
        />
        <fieldset className={css.formStack} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={css.sectionTitle}>{intl.formatMessage(m.runEmployees)}</legend>
          {employees && employees.some((e) => !e.processed) ? (
            <div className={pcss.actions}>
              <Button
                variant="ghost"
                onPress={() => setChosen(new Set(employees.filter((e) => !e.processed).map((e) => e.id)))}
              >
                {intl.formatMessage(m.runSelectAll)}
              </Button>
              <Button variant="ghost" onPress={() => setChosen(new Set())}>
                {intl.formatMessage(m.runClear)}
              </Button>
            </div>
          ) : null}
          <ul className={pcss.runList} aria-busy={employees === null}>
            {(employees ?? []).map((e) => (
              <li key={e.id} className={pcss.runItem}>
                <Checkbox isSelected={chosen.has(e.id)} isDisabled={e.processed} onChange={(on) => toggle(e.id, on)}>
                  <bdi>{e.name}</bdi>
                </Checkbox>
                <StatusBadge
                  tone={e.processed ? 'success' : 'neutral'}
                  label={intl.formatMessage(e.processed ? m.runProcessed : m.runNotProcessed)}
                />
              </li>
            ))}
          </ul>
          {none ? (
            <p role="alert" className={css.overdue}>
              {intl.formatMessage(m.runNone)}
            </p>
          ) : null}
        </fieldset>
      </div>
    </ModalDialog>
  );
}
