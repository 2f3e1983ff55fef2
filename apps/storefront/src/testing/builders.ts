import type { Product, Variation } from '@vitrine/contract/catalog';
import type { Cart } from '@vitrine/contract/cart';
import type { PaymentDefault, StoreData } from '@vitrine/contract/stores';

// Data builders for tests: contract-shaped objects with overridable defaults.

let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function aVariation(overrides: Partial<Variation> = {}): Variation {
  return {
    _id: uuid(),
    code: 'CAM-01-AZ-M',
    name: 'Azul / M',
    options: { Cor: 'Azul', Tamanho: 'M' },
    price: 100,
    compare_at_price: null,
    in_stock: true,
    stock_left: null,
    images: [],
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: uuid(),
    kind: 'product',
    code: 'CAM-01',
    slug: 'camisa-de-algodao',
    name: 'Camisa de Algodão',
    brand: 'Aurora',
    image: null,
    price_min: 100,
    price_max: 100,
    compare_at_price: null,
    in_stock: true,
    rating: null,
    description: 'Uma camisa.',
    category: null,
    images: [],
    featured: false,
    created_at: '2025-01-02T03:04:05.000Z',
    variations: [aVariation()],
    ...overrides,
  };
}

export function aPaymentDefault(overrides: Partial<PaymentDefault> = {}): PaymentDefault {
  return {
    card: {
      installment_max: 12,
      installment_fees: 12,
      installment_tax: 0,
      installment_minimum_amount: 5,
    },
    pix: { extra_discount: 0, extra_discount_type: 'percentage', extra_minimum_amount: 0 },
    boleto: { extra_discount: 0, extra_discount_type: 'percentage', extra_minimum_amount: 0 },
    ...overrides,
  };
}

export function aCart(quantity: number): Cart {
  return { items: [], quantity, subtotal: 0 };
}

export function aStore(overrides: Partial<StoreData> = {}): StoreData {
  return {
    _id: uuid(),
    name: 'Loja Teste',
    slug: 'loja-teste',
    status: 'open',
    pause_message: null,
    legal_name: 'Loja Teste Ltda.',
    cnpj: '11.222.333/0001-81',
    cpf: '',
    description: 'Uma loja.',
    logo: null,
    logo_size: null,
    colors: { primary: '#0a5cad', secondary: '#e8f0f9' },
    tag_manager_id: null,
    contact: { email: 'contato@loja.example', phone: '', whatsapp: '', instagram: '' },
    address: { line: 'Rua A, 1', zip_code: '01000-000', city: 'São Paulo', state: 'SP' },
    shipping: { fee: 10, free_from: null },
    assets_url: 'https://cdn.example/public/stores/loja',
    card_gateway: null,
    pix_offered: true,
    primary_host: null,
    ...overrides,
  };
}
