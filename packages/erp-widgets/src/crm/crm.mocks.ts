import { makeClients } from './clients/clients.mocks';
import type { Client } from './clients/clients.types';
import type { Contact, ContactRow, CrmDocument, DocumentRow } from './crm.types';

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

/** A document of a client; override any field. */
export function makeDocument(overrides: Partial<CrmDocument> = {}): CrmDocument {
  return {
    id: 'dc_mock00000001',
    title: 'Supply agreement 2026',
    type: 'contract',
    client: 'cl_nile000000001',
    fileName: 'supply-agreement-2026.pdf',
    fileSize: 248_320,
    file: 'supply_agreement_2026_a1b2c3d4e5.pdf',
    tags: ['signed', '2026'],
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

/** A document as the documents list shows it, with its client's names; override any field. */
export function makeDocumentRow(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return { ...makeDocument(), clientName: 'Nile Delta Trading', clientNameAr: 'دلتا النيل للتجارة', ...overrides };
}

const DOCUMENT_SEEDS: Array<Partial<DocumentRow>> = [
  { title: 'Supply agreement 2026', type: 'contract', fileName: 'supply-agreement-2026.pdf', fileSize: 248_320 },
  {
    title: 'Price proposal — steel rebar',
    type: 'proposal',
    fileName: 'proposal-rebar.docx',
    fileSize: 61_440,
    tags: ['Q4'],
    clientName: 'Cairo Steel Works',
    clientNameAr: 'مصانع القاهرة للصلب',
  },
  {
    title: 'Commercial register',
    type: 'legal',
    fileName: 'commercial-register.png',
    fileSize: 1_572_864,
    tags: ['KYC'],
  },
  { title: 'Delivery receipt 118', type: 'receipt', fileName: 'delivery-118.jpg', fileSize: 734_003, tags: [] },
  {
    title: 'تقرير الزيارة الميدانية',
    type: 'report',
    fileName: 'site-visit.pdf',
    fileSize: 3_407_872,
    tags: ['زيارة'],
    client: '',
    clientName: '',
    clientNameAr: '',
  },
];

/** `count` distinct documents for list stories. */
export function makeDocumentRows(count = DOCUMENT_SEEDS.length): DocumentRow[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = DOCUMENT_SEEDS[i % DOCUMENT_SEEDS.length] ?? {};
    const n = String(i + 1).padStart(3, '0');
    return makeDocumentRow({ id: `dc_mock${n.padStart(8, '0')}`, ...seed });
  });
}

/** A client search for the wizards' client field: filters a fixed list after a short delay, like the server. */
export function mockLoadClients(clients: readonly Client[] = makeClients()) {
  return async (query: string) => {
    await new Promise((r) => setTimeout(r, 10));
    const q = query.trim().toLowerCase();
    return clients
      .filter((c) => !q || c.name.toLowerCase().includes(q) || c.nameAr.includes(q))
      .map((c) => ({ id: c.id, label: c.name }));
  };
}
