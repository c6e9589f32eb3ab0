import { Button, EmptyState, PageHeader, Skeleton, Tab, TabList, TabPanel, Tabs } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { roleMessages as rm } from '../roles/roles.messages';
import { navigationMessages } from '../../shared/navigation.messages';
import * as shared from '../../shared/shared.css';
import { RowsEditor, type RowColumn } from './RowsEditor';
import * as css from './Settings.css';
import { PayrollVersions } from './PayrollVersions';
import { SettingsForm, type SettingsValues } from './SettingsForm';
import {
  flatten,
  GENERAL_FIELDS,
  INVOICE_FIELDS,
  PAYROLL_POLICY_FIELDS,
  PAYROLL_VERSION_FIELDS,
  VAT_FIELDS,
} from './settings.fields';
import { settingsMessages as m } from './settings.messages';
import { checkBrackets, checkVat } from './settings.checks';
import type { AppSettings, PayrollVersion, SettingsRights, SettingsTab, TaxBracket, VatRate } from './settings.types';

/** Props of {@link SettingsScreen}. */
export type SettingsScreenProps = {
  /** The settings record; undefined while loading. */
  settings: AppSettings | undefined;
  /** The payroll parameters versions, newest first. */
  payrollVersions: readonly PayrollVersion[];
  /** The load failed: its message, or true. */
  error?: string | boolean | null;
  onRetry?: () => void;
  /** Which forms the user may save. */
  rights: SettingsRights;
  /** The open tab. */
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** Saves some fields of the settings record (one form's); nested values come as whole JSON fields. */
  onSaveSettings: (patch: SettingsValues) => Promise<unknown>;
  /** Creates a new payroll parameters version. */
  onSavePayrollVersion: (values: SettingsValues & { brackets: TaxBracket[] }) => Promise<unknown>;
  /** Today, `YYYY-MM-DD` (the default effective date of a new version). */
  today: string;
};

const VAT_COLUMNS: readonly RowColumn<VatRate>[] = [
  { key: 'name', label: cm.name, kind: 'text' },
  { key: 'nameAr', label: cm.nameAr, kind: 'text' },
  { key: 'rate', label: m.bracketRate, kind: 'number' },
  { key: 'description', label: cm.description, kind: 'text' },
];

const BRACKET_COLUMNS: readonly RowColumn<TaxBracket>[] = [
  { key: 'min', label: m.bracketMin, kind: 'number' },
  { key: 'max', label: m.bracketMax, kind: 'number' },
  { key: 'rate', label: m.bracketRate, kind: 'number' },
  { key: 'description', label: cm.description, kind: 'text' },
  { key: 'descriptionAr', label: rm.descriptionAr, kind: 'text' },
];

/**
 * The settings page: tabs General, Payroll & Taxation, VAT and Integrations, each form saved on its own and shown
 * read-only without its key. Payroll & Taxation edits the payroll policy and saves the tax and insurance parameters
 * as a new version from a chosen date (earlier periods keep theirs); VAT edits the rates the document wizards offer.
 */
export function SettingsScreen(props: SettingsScreenProps) {
  const intl = useIntl();
  const { settings, rights } = props;
  const header = <PageHeader title={intl.formatMessage(navigationMessages.settings)} />;
  if (props.error && !settings)
    return (
      <div className={css.screen}>
        {header}
        <EmptyState
          title={intl.formatMessage(m.loadFailed)}
          description={typeof props.error === 'string' ? props.error : undefined}
          action={
            props.onRetry ? (
              <Button variant="secondary" onPress={props.onRetry}>
                {intl.formatMessage(m.retry)}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  if (!settings)
    return (
      <div className={css.screen} aria-busy="true">
        {header}
        <Skeleton lines={8} />
      </div>
    );
  const record = settings as unknown as Record<string, unknown>;
  const latest = props.payrollVersions[0];
  // A saved form's values become its new starting point: the key re-mounts it from the saved record.
  const stamp = settings.updated;
  return (
    <div className={css.screen}>
      {header}
      <Tabs selectedKey={props.tab} onSelectionChange={(k) => props.onTabChange(k as SettingsTab)}>
        <TabList aria-label={intl.formatMessage(m.tabsLabel)}>
          <Tab id="general">{intl.formatMessage(m.tabGeneral)}</Tab>
          <Tab id="payroll">{intl.formatMessage(m.tabPayroll)}</Tab>
          <Tab id="vat">{intl.formatMessage(m.tabVat)}</Tab>
          <Tab id="integrations">{intl.formatMessage(m.tabIntegrations)}</Tab>
        </TabList>
        <TabPanel id="general">
          <SettingsForm
            key={`general-${stamp}`}
            title={intl.formatMessage(m.company)}
            description={intl.formatMessage(m.formatsHint)}
            collection="app_settings"
            fields={GENERAL_FIELDS}
            initial={flatten(record, GENERAL_FIELDS)}
            canEdit={rights.general}
            onSave={props.onSaveSettings}
          />
        </TabPanel>
        <TabPanel id="payroll" className={css.screen}>
          <SettingsForm
            key={`policy-${stamp}`}
            title={intl.formatMessage(m.payrollPolicy)}
            collection="app_settings"
            fields={PAYROLL_POLICY_FIELDS}
            initial={flatten(record, PAYROLL_POLICY_FIELDS)}
            canEdit={rights.payroll}
            onSave={props.onSaveSettings}
          />
          <SettingsForm
            key={`version-${latest?.id ?? 'none'}`}
            title={intl.formatMessage(m.taxation)}
            description={intl.formatMessage(m.taxationHint)}
            collection="payroll_parameters"
            fields={PAYROLL_VERSION_FIELDS}
            initial={{
              ...flatten((latest ?? {}) as Record<string, unknown>, PAYROLL_VERSION_FIELDS),
              effectiveFrom: props.today,
              notes: '',
              brackets: latest?.brackets ?? [],
            }}
            canEdit={rights.payroll}
            submitLabel={m.saveVersion}
            validate={(v) => checkBrackets(intl, v)}
            onSave={(v) => props.onSavePayrollVersion(v as SettingsValues & { brackets: TaxBracket[] })}
            extra={(v, set) => (
              <RowsEditor<TaxBracket>
                title={m.brackets}
                name="brackets"
                columns={BRACKET_COLUMNS}
                rows={v.brackets as TaxBracket[]}
                empty={() => ({ min: null, max: null, rate: null, description: '', descriptionAr: '' })}
                onChange={(rows) => set({ brackets: rows })}
              />
            )}
          />
          {props.payrollVersions.length > 0 ? <PayrollVersions versions={props.payrollVersions} /> : null}
        </TabPanel>
        <TabPanel id="vat" className={css.screen}>
          <SettingsForm
            key={`vat-${stamp}`}
            title={intl.formatMessage(m.vat)}
            collection="app_settings"
            fields={VAT_FIELDS}
            initial={{ ...flatten(record, VAT_FIELDS), vatRates: settings.vatRates }}
            canEdit={rights.vat}
            validate={(v) => checkVat(intl, v)}
            onSave={props.onSaveSettings}
            extra={(v, set) => (
              <RowsEditor<VatRate>
                title={m.vatRates}
                name="vatRates"
                columns={VAT_COLUMNS}
                rows={v.vatRates as VatRate[]}
                empty={() => ({ name: '', nameAr: '', rate: null, description: '' })}
                onChange={(rows) => set({ vatRates: rows })}
              />
            )}
          />
          <SettingsForm
            key={`invoice-${stamp}`}
            title={intl.formatMessage(navigationMessages.invoices)}
            collection="app_settings"
            fields={INVOICE_FIELDS}
            initial={flatten(record, INVOICE_FIELDS)}
            canEdit={rights.invoice}
            onSave={props.onSaveSettings}
          />
        </TabPanel>
        <TabPanel id="integrations">
          <p className={shared.muted}>{intl.formatMessage(m.integrationsPlaceholder)}</p>
        </TabPanel>
      </Tabs>
    </div>
  );
}
