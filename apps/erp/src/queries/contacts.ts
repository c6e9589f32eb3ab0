// Contacts: the list the screen shows and what its viewer loads, each contact with its client's names.
import {
  CONTACT_SORT_FIELDS,
  contactMessages as m,
  type Contact,
  type ContactFilters,
  type ContactRow,
} from '@erp/widgets';

import { collectionKeys, defineList, matchFilter, RECORD_ID } from '../lib/lists';

export const contactKeys = collectionKeys('contacts');

type ContactRecord = Contact & { expand?: { client?: { name?: string; nameAr?: string } } };

const asContactRow = (record: ContactRecord): ContactRow => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  jobTitle: record.jobTitle,
  client: record.client,
  email: record.email,
  phone: record.phone,
  created: record.created,
  updated: record.updated,
  clientName: record.expand?.client?.name ?? '',
  clientNameAr: record.expand?.client?.nameAr ?? '',
});

/** The contacts list: search over the contact's fields and its client's names, a client filter; last name order. */
export const contactList = defineList<ContactRow, ContactFilters, ContactRow>({
  collection: 'contacts',
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: 'lastName',
  markDefaultSort: true,
  filters: { client: RECORD_ID },
  filter: matchFilter(
    ['firstName', 'lastName', 'jobTitle', 'email', 'phone', 'client.name', 'client.nameAr'],
    ['client'],
  ),
  expand: 'client',
  row: asContactRow,
  detail: async (pb, id, signal) =>
    asContactRow(await pb.collection('contacts').getOne<ContactRecord>(id, { expand: 'client', signal })),
  messages: m,
});
