import { CLIENTS_STATUS, CLIENTS_TYPE, type ClientsStatus, type ClientsType } from '@erp/schema';

import { commonMessages as cm } from '../../shared/common.messages';
import { enumOptions } from '../../shared/enums';
import type { FieldSpec } from '../../shared/record-form/fields';
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

/** An e-mail address as the wizards accept it (the server checks it again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^https?:\/\/\S+$/i;

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
  email: { name: 'email', label: cm.email, kind: 'email', pattern: { test: EMAIL_PATTERN, message: cm.emailInvalid } },
  phone: { name: 'phone', label: cm.phone, kind: 'tel' },
  website: { name: 'website', label: cm.website, kind: 'url', pattern: { test: WEBSITE, message: m.websiteInvalid } },
} satisfies Record<keyof ClientFormValues, FieldSpec<ClientFormValues>>;
