import { SUPPLIERS_STATUS, type SuppliersStatus } from '@erp/schema';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import { commonFieldSpecs, type FieldSpec } from '../../shared/record-form/fields';
import type { Supplier } from './suppliers.types';

/** What the supplier modal saves. */
export type SupplierFormValues = {
  name: string;
  nameAr: string;
  status: SuppliersStatus;
  email: string;
  phone: string;
  address: string;
  notes: string;
};

/** The supplier's fields, as the modal edits and shows them. */
export const supplierFields = {
  name: { name: 'name', label: cm.name, required: true },
  nameAr: { name: 'nameAr', label: cm.nameAr },
  status: {
    name: 'status',
    label: cm.status,
    kind: 'select',
    required: true,
    options: (intl) => enumOptions(intl, 'suppliers', 'status', SUPPLIERS_STATUS),
  },
  email: commonFieldSpecs.email,
  phone: commonFieldSpecs.phone,
  address: commonFieldSpecs.address,
  notes: commonFieldSpecs.notes,
} satisfies Record<keyof SupplierFormValues, FieldSpec<SupplierFormValues>>;

export const SUPPLIER_FIELD_LIST = Object.values(supplierFields);

/** A new supplier's values. */
export const NEW_SUPPLIER: SupplierFormValues = {
  name: '',
  nameAr: '',
  status: 'active',
  email: '',
  phone: '',
  address: '',
  notes: '',
};

/** A supplier as the modal's values. */
export const supplierFormValues = (s: Supplier): SupplierFormValues => ({
  name: s.name,
  nameAr: s.nameAr,
  status: s.status || 'active',
  email: s.email,
  phone: s.phone,
  address: s.address,
  notes: s.notes,
});
