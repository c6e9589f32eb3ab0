import { Select } from '@erp/ui';
import { useIntl } from 'react-intl';

import { paymentMessages as m } from './documents.messages';
import { paymentMethodOptions, type PaymentMethod } from './paymentMethods';

/** Props of {@link PaymentMethodSelect}. */
export type PaymentMethodSelectProps = {
  /** The field's name, under which the form gives it its error (`method`, `paymentMethod`). */
  name: string;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod | null) => void;
  /**
   * Focus the select on opening.
   * @default false
   */
  autoFocus?: boolean;
};

/** The required "Payment method" select of a payment, a receipt or an expense, with the nine methods. */
export function PaymentMethodSelect({ name, value, onChange, autoFocus }: PaymentMethodSelectProps) {
  const intl = useIntl();
  return (
    <Select
      name={name}
      label={intl.formatMessage(m.method)}
      isRequired
      autoFocus={autoFocus}
      options={paymentMethodOptions(intl)}
      value={value}
      onChange={(id) => onChange(id as PaymentMethod | null)}
    />
  );
}
