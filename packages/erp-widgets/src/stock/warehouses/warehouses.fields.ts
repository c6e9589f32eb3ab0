import { commonMessages as cm } from '../../shared/common.messages';
import { commonFieldSpecs, type FieldSpec } from '../../shared/record-form/fields';
import { warehouseMessages as m } from './warehouses.messages';
import type { Warehouse } from './warehouses.types';

/** What the warehouse wizard edits, as text (the route turns capacity into a number and the state into a flag). */
export type WarehouseFormValues = {
  name: string;
  nameAr: string;
  location: string;
  capacity: string;
  isActive: 'active' | 'inactive';
  email: string;
  phone: string;
  address: string;
  notes: string;
};

const WHOLE_POSITIVE = /^[1-9][0-9]{0,8}$/;

/** The warehouse's fields, as the wizard edits them and the viewer shows them. */
export const warehouseFields = {
  name: { name: 'name', label: cm.name, required: true },
  nameAr: { name: 'nameAr', label: cm.nameAr },
  location: { name: 'location', label: m.location, required: true },
  capacity: {
    name: 'capacity',
    label: m.capacity,
    required: true,
    pattern: { test: WHOLE_POSITIVE, message: m.capacityInvalid },
  },
  isActive: {
    name: 'isActive',
    label: m.state,
    kind: 'select',
    required: true,
    options: (intl) => [
      { id: 'active', label: intl.formatMessage(m.active) },
      { id: 'inactive', label: intl.formatMessage(m.inactive) },
    ],
  },
  email: commonFieldSpecs.email,
  phone: commonFieldSpecs.phone,
  address: commonFieldSpecs.address,
  notes: commonFieldSpecs.notes,
} satisfies Record<keyof WarehouseFormValues, FieldSpec<WarehouseFormValues>>;

/** A warehouse as the wizard's text values. */
export function warehouseFormValues(w: Warehouse): WarehouseFormValues {
  return {
    name: w.name,
    nameAr: w.nameAr,
    location: w.location,
    capacity: w.capacity > 0 ? String(w.capacity) : '',
    isActive: w.isActive ? 'active' : 'inactive',
    email: w.email,
    phone: w.phone,
    address: w.address,
    notes: w.notes,
  };
}
