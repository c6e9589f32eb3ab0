import type { IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import type { DocumentLine } from '../../shared/documents/lines';
import type { SearchInventory } from '../../shared/documents/LinesEditor';
import { SalesDocumentWizard } from '../SalesDocumentWizard';
import type { FileUrl, SalesSettings, SearchClients } from '../sales.types';
import { quotationMessages as m, quotationNamedMessages as mn } from './quotations.messages';
import type { Quotation } from './quotations.types';

/** What the quotation wizard submits. Amounts are EGP; the server recomputes every total from the lines. */
export type QuotationFormValues = {
  /** The client's id. */
  client: string;
  issueDate: IsoDate;
  validUntil: IsoDate;
  /** VAT rate in percent, one of the settings' rates. */
  vatRate: number;
  /** The lines, with their totals and, for inventory lines, the display copies of warehouse and supplier names. */
  items: DocumentLine[];
  notes: string;
  /** Files to attach. */
  newAttachments: File[];
  /** Names of stored attachments to remove (when editing). */
  removedAttachments: string[];
  /** Subtotal, VAT and total as shown to the user (the server computes the same). */
  subtotal: number;
  tax: number;
  total: number;
};

/** Props of {@link QuotationWizard}. */
export type QuotationWizardProps = {
  /** The draft quotation to edit; null for a new quotation. */
  quotation: Quotation | null;
  /** The VAT rates offered and the default rate of a new quotation. */
  settings: SalesSettings;
  searchClients: SearchClients;
  searchInventory: SearchInventory;
  /** The download address of a stored attachment. */
  fileUrl?: FileUrl<Quotation>;
  /**
   * Today as `YYYY-MM-DD`: a new quotation's issue date.
   * @default today in the browser's time zone
   */
  today?: IsoDate;
  /**
   * Days from the issue date to a new quotation's valid-until date.
   * @default 30
   */
  validityDays?: number;
  /**
   * Saves the values; the wizard stays pending until the promise settles, and shows the fields a rejection refuses
   * on their step. The caller closes it on success.
   */
  onSubmit: (values: QuotationFormValues) => void | Promise<unknown>;
  /** Called when the wizard closes without saving (after "Discard changes?" when edited). */
  onClose: () => void;
  /**
   * The step shown first (zero-based), for stories.
   * @default 0
   */
  defaultStep?: number;
};

/**
 * Adds or edits a draft quotation in three steps: client, issue date and valid-until date (all required, valid until
 * on or after the issue date); items (from inventory or custom: description, quantity and price) with the VAT rate
 * and live totals; and a summary with notes and attachments. A quotation takes no stock, so quantities are not
 * checked against it. Each step is checked before moving on; a refused save shows the refused fields on their step.
 */
export function QuotationWizard({ quotation, validityDays = 30, onSubmit, ...props }: QuotationWizardProps) {
  const intl = useIntl();
  return (
    <SalesDocumentWizard<Quotation>
      {...props}
      collection="quotations"
      document={quotation && { ...quotation, endDate: quotation.validUntil }}
      endDate={{
        name: 'validUntil',
        label: m.validUntil,
        required: m.validUntilRequired,
        beforeIssue: m.validBeforeIssue,
        days: validityDays,
      }}
      checkStock={false}
      title={
        quotation ? intl.formatMessage(mn.editTitle, { number: quotation.quotationNumber }) : intl.formatMessage(m.add)
      }
      submitLabel={intl.formatMessage(quotation ? cm.saveChanges : m.createSubmit)}
      messages={m}
      totalsLabel={intl.formatMessage(m.totals)}
      onSubmit={({ endDate, vat, ...values }) => onSubmit({ ...values, validUntil: endDate, tax: vat })}
    />
  );
}
