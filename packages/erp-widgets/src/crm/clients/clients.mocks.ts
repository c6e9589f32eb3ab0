import type { Client } from './clients.types';

const stamp = '2026-11-02 09:30:00.000Z';

/** A client with realistic Egyptian data; override any field. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 'cl_nile000000001',
    name: 'Nile Delta Trading',
    nameAr: 'دلتا النيل للتجارة',
    type: 'business',
    status: 'active',
    company: 'Nile Delta Trading S.A.E.',
    email: 'info@niledelta.example',
    phone: '+20 2 2345 6789',
    website: 'https://niledelta.example',
    created: stamp,
    updated: stamp,
    ...overrides,
  };
}

const CLIENT_SEEDS: Array<Partial<Client>> = [
  { name: 'Nile Delta Trading', nameAr: 'دلتا النيل للتجارة', company: 'Nile Delta Trading S.A.E.' },
  { name: 'Cairo Steel Works', nameAr: 'مصانع القاهرة للصلب', company: 'Cairo Steel Works', status: 'lead' },
  { name: 'Mona Abdelrahman', nameAr: 'منى عبد الرحمن', type: 'individual', company: '', website: '' },
  { name: 'Alexandria Shipping Co.', nameAr: 'الإسكندرية للشحن', company: 'Alexandria Shipping', status: 'inactive' },
  { name: 'Giza Pharma', nameAr: 'الجيزة للأدوية', company: 'Giza Pharmaceuticals' },
  { name: 'Omar Farouk', nameAr: 'عمر فاروق', type: 'individual', company: '', status: 'lead', website: '' },
  { name: 'Red Sea Resorts', nameAr: 'منتجعات البحر الأحمر', company: 'Red Sea Resorts Group' },
  { name: 'Aswan Granite', nameAr: 'جرانيت أسوان', company: 'Aswan Granite Ltd.', status: 'inactive' },
];

/** `count` distinct clients for list stories. */
export function makeClients(count = CLIENT_SEEDS.length): Client[] {
  return Array.from({ length: count }, (_, i) => {
    const seed = CLIENT_SEEDS[i % CLIENT_SEEDS.length] ?? {};
    const n = String(i + 1).padStart(3, '0');
    return makeClient({
      id: `cl_mock${n.padStart(8, '0')}`,
      email: `contact${n}@example.com`,
      phone: `+20 10 ${n} 4567`,
      ...seed,
      name: i < CLIENT_SEEDS.length ? seed.name : `${seed.name} ${i + 1}`,
    });
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
