import type { CrmDocument, DocumentRow } from './documents.types';

const stamp = '2026-11-02 09:30:00.000Z';

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
