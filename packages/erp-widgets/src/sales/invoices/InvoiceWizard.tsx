import type { IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { SalesDocumentWizard, type SalesDocumentValues, type SalesWizardProps } from '../SalesDocumentWizard';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import { salesMessages as sm } from '../sales.messages';
import type { Invoice } from './invoices.types';

/** What the invoice wizard submits: a sales document's values, with the second date as the due date. */
export type InvoiceFormValues = Omit<SalesDocumentValues, 'endDate'> & { dueDate: IsoDate };

/** Props of {@link InvoiceWizard}. */
export type InvoiceWizardProps = SalesWizardProps<Invoice, InvoiceFormValues> & {
  /** The draft invoice to edit; null for a new invoice. */
  invoice: Invoice | null;
};

/**
 * Adds or edits a draft invoice in three steps: client and dates; items (from inventory, with warehouse, supplier and
 * available stock and the "Quantity exceeds available stock!" warning, or custom) with the VAT rate and live totals;
 * and a summary with notes and attachments. Each step is checked before moving on; a refused save shows the
 * refused fields on their step.
 */
export function InvoiceWizard({ invoice, settings, onSubmit, ...props }: InvoiceWizardProps) {
  const intl = useIntl();
  return (
    <SalesDocumentWizard<Invoice>
      {...props}
      collection="invoices"
      document={invoice && { ...invoice, endDate: invoice.dueDate }}
      endDate={{
        name: 'dueDate',
        label: sm.dueDate,
        required: sm.dueDateRequired,
        beforeIssue: sm.dueBeforeIssue,
        days: settings.paymentTermsDays ?? 30,
      }}
      settings={settings}
      checkStock
      title={
        invoice
          ? intl.formatMessage(mn.editTitle, { number: invoice.invoiceNumber })
          : intl.formatMessage(m.createTitle)
      }
      submitLabel={intl.formatMessage(invoice ? cm.saveChanges : m.createSubmit)}
      messages={m}
      totalsLabel={intl.formatMessage(m.totals)}
      onSubmit={({ endDate, ...values }) => onSubmit({ ...values, dueDate: endDate })}
    />
  );
}
