import type { Sale, SaleSummary } from '@vitrine/contract/sales';

// Sales as the API answers them (contract saleSummarySchema, saleSchema).

export function saleSummary(overrides: Partial<SaleSummary> = {}): SaleSummary {
  return {
    code: 'AUR-100001',
    status: 'pago',
    status_label: 'Pago',
    created_at: '2025-03-14T13:05:00.000Z',
    total: 1234.56,
    payment_method: 'pix',
    items_count: 1,
    first_item: { name: 'Calça jeans', image: null },
    customer_name: 'Ana Souza',
    ...overrides,
  };
}

export function salePage(items: SaleSummary[], { page = 1, total = items.length, pages = 1 } = {}) {
  return { items, page, per_page: 20, total, total_pages: pages };
}

export function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    code: 'AUR-100001',
    status: 'pago',
    status_label: 'Pago',
    created_at: '2025-03-14T13:05:00.000Z',
    paid_at: '2025-03-14T13:07:00.000Z',
    payment_method: 'pix',
    installments: 1,
    subtotal: 229.9,
    coupon_code: null,
    coupon_discount: 0,
    discount: 0,
    shipping: 19.9,
    freight: { kind: 'carrier', service: 'PAC', carrier: 'Correios', days_min: 4, days_max: 7 },
    interest: 0,
    total: 249.8,
    address: {
      recipient: 'Ana Souza',
      zip_code: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    customer_cpf: '52998224725',
    customer_company: null,
    whatsapp_number: null,
    whatsapp: null,
    tracking_code: null,
    shipping_carrier: null,
    tracking_url: null,
    items: [
      {
        code: 'AUR-0011',
        variation: 'AUR-0011-03',
        kind: 'product',
        name: 'Calça jeans',
        variation_name: '42',
        image: null,
        unit_price: 229.9,
        qnt: 1,
        total: 229.9,
      },
    ],
    payment: {
      method: 'pix',
      payload: '000201...',
      txid: 'TX123',
      expires_at: '2025-03-14T14:05:00.000Z',
    },
    history: [
      {
        status: 'aguardando_pagamento',
        status_label: 'Aguardando pagamento',
        at: '2025-03-14T13:05:00.000Z',
        note: '',
      },
      { status: 'pago', status_label: 'Pago', at: '2025-03-14T13:07:00.000Z', note: '' },
    ],
    customer: {
      _id: 'c1',
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@exemplo.com',
      phone: '11987654321',
      cpf: '52998224725',
    },
    default_carrier: 'correios',
    refunds: [],
    refund_state: null,
    refundable: 249.8,
    ...overrides,
  };
}
