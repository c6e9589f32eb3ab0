import type { IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import type { DocumentLine } from '../../shared/documents/lines';
import type { SearchInventory } from '../../shared/documents/LinesEditor';
import { SalesDocumentWizard } from '../SalesDocumentWizard';
import type { FileUrl, SalesSettings, SearchClients } from '../sales.types';
import { invoiceMessages as m, invoiceNamedMessages as mn } from './invoices.messages';
import { salesMessages as sm } from '../sales.messages';
import type { Invoice } from './invoices.types';

/** What the invoice wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type InvoiceFormValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and the display copies of warehouse and supplier names and stock. */
  items: DocumentLine[];
  notes: string;
  /** Files to attach. */
  newAttachments: File[];
  /** Names of stored attachments to remove (when editing). */
  removedAttachments: string[];
  /** Subtotal, VAT and total as shown to the user (the server computes the same). */
  subtotal: number;
  vat: number;
  total: number;
};

/** Props of {@link InvoiceWizard}. */
export type InvoiceWizardProps = {
  /** The draft invoice to edit; null for a new invoice. */
  invoice: Invoice | null;
  /** The VAT rates offered, the default rate and the payment terms of a new invoice. */
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Invoice>;
  /**
   * Today as `YYYY-MM-DD`: a new invoice's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: InvoiceFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
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
