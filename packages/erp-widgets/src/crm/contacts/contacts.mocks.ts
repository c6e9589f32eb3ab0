import type { Contact, ContactRow } from './contacts.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** A contact of a client; override any field. */
export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'ct_mock00000001',
    firstName: 'Hany',
    lastName: 'Saleh',
    jobTitle: 'Purchasing Manager',
    client: 'cl_nile000000001',
    email: 'hany.saleh@niledelta.example',
    phone: '+20 100 123 4567',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

/** A contact as the contacts list shows it, with its client's names; override any field. */
export function makeContactRow(overrides: Partial<ContactRow> = {}): ContactRow {
  return { ...makeContact(), clientName: 'Nile Delta Trading', clientNameAr: 'دلتا النيل للتجارة', ...overrides };
}

const CONTACT_SEEDS: Array<Partial<ContactRow>> = [
  { firstName: 'Hany', lastName: 'Saleh', jobTitle: 'Purchasing Manager' },
  {
    firstName: 'Salma',
    lastName: 'Nabil',
    jobTitle: 'Accountant',
    clientName: 'Cairo Steel Works',
    clientNameAr: 'مصانع القاهرة للصلب',
  },
  {
    firstName: 'Karim',
    lastName: 'Adel',
    jobTitle: 'Operations Director',
    clientName: 'Giza Pharma',
    clientNameAr: 'الجيزة للأدوية',
  },
  {
    firstName: 'Nour',
    lastName: 'Hassan',
    jobTitle: 'Legal Counsel',
    clientName: 'Red Sea Resorts',
    clientNameAr: 'منتجعات البحر الأحمر',
  },
  {
    firstName: 'Youssef',
    lastName: 'Mahmoud',
    jobTitle: 'IT Manager',
    clientName: 'Alexandria Shipping Co.',
    clientNameAr: 'الإسكندرية للشحن',
  },
  {
    firstName: 'Dina',
    lastName: 'Fathy',
    jobTitle: '',
    clientName: 'Aswan Granite',
    clientNameAr: 'جرانيت أسوان',
    email: '',
  },
];

/** `count` distinct contacts for list stories. */
export function makeContactRows(count = CONTACT_SEEDS.length): ContactRow[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = CONTACT_SEEDS[i % CONTACT_SEEDS.length] ?? {};
    const n = String(i + 1).padStart(3, '0');
    return makeContactRow({
      id: `ct_mock${n.padStart(8, '0')}`,
      email: `${(seed.firstName ?? 'contact').toLowerCase()}${n}@example.com`,
      phone: `+20 12 ${n} 7788`,
      ...seed,
    });
  });
}
