import type { Operator, OperatorStore, OperatorStoreRow } from '@vitrine/contract/operators';

// The console's API answers as the contract has them, for the screens' tests.

export const OPERATOR_ACCOUNT = {
  _id: '0b6f7a4e-5c1d-4f2a-9e3b-1a2b3c4d5e60',
  email: 'ana.lima@vitrine.localhost',
  first_name: 'Ana',
  last_name: 'Lima',
  store_id: '',
};

export const operatorMe = (overrides: Partial<Operator> = {}): Operator => ({
  ...OPERATOR_ACCOUNT,
  two_factor_setup_required: false,
  ...overrides,
});

export function storeRow(overrides: Partial<OperatorStoreRow> = {}): OperatorStoreRow {
  return {
    _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d31',
    name: 'Loja Aurora',
    slug: 'aurora',
    host: 'aurora.vitrine.localhost',
    status: 'open',
    suspension: null,
    created_at: '2026-03-05T15:00:00.000Z',
    orders_30d: 42,
    revenue_30d: 1234.56,
    products: 87,
    image_bytes: 300 * 1024 * 1024,
    ...overrides,
  };
}

export function storePage(overrides: Partial<OperatorStore> = {}): OperatorStore {
  return {
    ...storeRow(),
    owners: [
      {
        name: 'Paula Mendes',
        email: 'paula.mendes@loja-aurora.exemplo.com.br',
        phone: '11987654321',
        two_factor: true,
      },
    ],
    team_size: 3,
    domains: [{ domain: 'www.lojaaurora.com.br', status: 'verified', primary: true }],
    checklist: [
      { code: 'email', label: 'Confirmar o e-mail do dono', required: true, done: true },
      { code: 'identity', label: 'Identidade: logo e cores da loja', required: false, done: false },
    ],
    actions: [],
    limits: { products: 10_000, image_bytes: 2 * 1024 ** 3, team: 20 },
    ...overrides,
  };
}

export const page = (items: OperatorStoreRow[], total = items.length) => ({
  items,
  page: 1,
  per_page: 20,
  total,
  total_pages: Math.max(1, Math.ceil(total / 20)),
});
