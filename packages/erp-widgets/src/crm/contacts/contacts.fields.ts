import { commonMessages as cm } from '../../shared/common.messages';
import { commonFieldSpecs, type FieldSpec } from '../../shared/record-form/fields';
import { contactMessages as m } from './contacts.messages';

/** What the contact wizard edits; it submits every value but `clientLabel` (the chosen client's shown name). */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** The client's record id. */
  client: string;
  clientLabel: string;
  email: string;
  phone: string;
};

/** The contact's fields, as the wizard edits them and the viewer shows them. */
export const contactFields = {
  firstName: { name: 'firstName', label: m.firstName, required: m.firstNameRequired },
  lastName: { name: 'lastName', label: m.lastName },
  jobTitle: { name: 'jobTitle', label: m.jobTitle },
  client: {
    name: 'client',
    label: cm.client,
    kind: 'search',
    labelField: 'clientLabel',
    placeholder: m.clientPlaceholder,
    required: m.clientRequired,
  },
  email: commonFieldSpecs.email,
  phone: commonFieldSpecs.phone,
} satisfies Partial<Record<keyof ContactFormValues, FieldSpec<ContactFormValues>>>;
