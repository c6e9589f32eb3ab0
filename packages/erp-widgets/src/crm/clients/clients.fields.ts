import { CLIENTS_STATUS, CLIENTS_TYPE, type ClientsStatus, type ClientsType } from '@erp/schema';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import { commonFieldSpecs, type FieldSpec } from '../../shared/record-form/fields';
import { clientMessages as m } from './clients.messages';

/** What the client wizard submits. */
export type ClientFormValues = {
  name: string;
  nameAr: string;
  type: ClientsType | '';
  status: ClientsStatus;
  company: string;
  email: string;
  phone: string;
  website: string;
};

/** The client's fields, as the wizard edits them and the viewer and the list show them. */
export const clientFields = {
  name: { name: 'name', label: cm.name, required: m.nameRequired },
  nameAr: { name: 'nameAr', label: cm.nameAr },
  type: {
    name: 'type',
    label: cm.type,
    kind: 'select',
    required: m.typeRequired,
    options: (intl) => enumOptions(intl, 'clients', 'type', CLIENTS_TYPE),
  },
  status: {
    name: 'status',
    label: cm.status,
    kind: 'select',
    required: true,
    options: (intl) => enumOptions(intl, 'clients', 'status', CLIENTS_STATUS),
  },
  company: { name: 'company', label: m.company },
  email: commonFieldSpecs.email,
  phone: commonFieldSpecs.phone,
  website: commonFieldSpecs.website,
} satisfies Record<keyof ClientFormValues, FieldSpec<ClientFormValues>>;
