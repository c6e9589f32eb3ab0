import type { IsoDate } from '@erp/ui';
import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { SalesDocumentWizard, type SalesDocumentValues, type SalesWizardProps } from '../SalesDocumentWizard';
import { quotationMessages as m, quotationNamedMessages as mn } from './quotations.messages';
import type { Quotation } from './quotations.types';

/** What the quotation wizard submits: a sales document's values, with the valid-until date and the VAT as `tax`. */
export type QuotationFormValues = Omit<SalesDocumentValues, 'endDate' | 'vat'> & { validUntil: IsoDate; tax: number };

/** Props of {@link QuotationWizard}. */
export type QuotationWizardProps = SalesWizardProps<Quotation, QuotationFormValues> & {
  /** The draft quotation to edit; null for a new quotation. */
  quotation: Quotation | null;
  /**
   * Days from the issue date to a new quotation's valid-until date.
   * @default 30
   */
  validityDays?: number;
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
