import { useIntl } from 'react-intl';

import { commonMessages as cm } from '../../shared/common.messages';
import { initialValues, RecordWizard, type RecordWizardIntents } from '../../shared/record-form/RecordWizard';
import { warehouseFields as f, warehouseFormValues, type WarehouseFormValues } from './warehouses.fields';
import { warehouseMessages as m } from './warehouses.messages';
import type { Warehouse } from './warehouses.types';

/** Props of {@link WarehouseWizard}. */
export type WarehouseWizardProps = RecordWizardIntents<Warehouse, WarehouseFormValues>;

const NEW_WAREHOUSE: WarehouseFormValues = {
  name: '',
  nameAr: '',
  location: '',
  capacity: '',
  isActive: 'active',
  email: '',
  phone: '',
  address: '',
  notes: '',
};

/**
 * Adds or edits a warehouse in three steps: details (names, location, capacity, active), contact and notes, and a
 * review. The occupancy is not edited: the server sums the items' quantities.
 */
export function WarehouseWizard({ record, ...intents }: WarehouseWizardProps) {
  const intl = useIntl();
  return (
    <RecordWizard
      {...intents}
      title={intl.formatMessage(record ? m.editTitle : m.createTitle)}
      submitLabel={intl.formatMessage(record ? cm.saveChanges : m.add)}
      initial={initialValues(record ? warehouseFormValues(record) : null, NEW_WAREHOUSE)}
      collection="warehouses"
      steps={[
        {
          id: 'details',
          title: cm.details,
          description: m.stepDetailsHint,
          fields: [f.name, f.nameAr, f.location, f.capacity, f.isActive],
        },
        { id: 'contact', title: m.stepContact, fields: [f.email, f.phone, f.address, f.notes] },
      ]}
    />
  );
}
