import { describe, expect, it } from 'vitest';
import {
  brasiliaDateTime,
  centsToDecimal,
  HOMOLOGATION_BUYER_NAME,
  NfeInputError,
  toFocusNfe,
  type FocusNfeDocument,
} from './focus-nfe.ts';
import type { NfeInput } from './nfe-input.ts';

const sale = (override: Partial<NfeInput> = {}): NfeInput => ({
  orderCode: 'A1B2C3',
  issuedAt: new Date('2026-11-30T20:15:00Z'),
  issuer: {
    cnpj: '11.222.333/0001-81',
    stateRegistration: '110.042.490.114',
    legalName: 'Aurora Artigos Ltda',
    tradeName: 'Loja Aurora',
    regime: 'simples_nacional',
    address: {
      street: 'Rua Augusta',
      number: '1500',
      district: 'Consolação',
      city: 'São Paulo',
      cityIbgeCode: '3550308',
      uf: 'SP',
      cep: '01304-001',
    },
  },
  buyer: {
    name: 'Maria da Silva',
    email: 'maria@example.com',
    document: { kind: 'cpf', number: '390.533.447-05' },
    address: {
      street: 'Rua das Laranjeiras',
      number: '20',
      complement: 'ap 301',
      district: 'Laranjeiras',
      city: 'Rio de Janeiro',
      cityIbgeCode: '3304557',
      uf: 'RJ',
      cep: '22240-000',
    },
  },
  saleKind: 'resale',
  items: [
    {
      sku: 'CAM-P',
      name: 'Camiseta',
      ncm: '6109.10.00',
      origin: 0,
      icms: { csosn: '102' },
      quantity: 2,
      unitPriceCents: 4990,
    },
    {
      sku: 'CAN-1',
      name: 'Caneca',
      ncm: '69120000',
      origin: 0,
      icms: { csosn: '102' },
      quantity: 1,
      unitPriceCents: 3500,
    },
  ],
  discountCents: 0,
  freightCents: 0,
  totalCents: 13480,
  payments: [{ method: 'credit_card', amountCents: 13480, brand: 'visa' }],
  ...override,
});

const cents = (text: string) => Math.round(Number(text) * 100);
const itemsSum = (nfe: FocusNfeDocument, field: 'valor_bruto' | 'valor_desconto' | 'valor_frete') =>
  nfe.items.reduce((sum, item) => sum + cents(item[field] ?? '0'), 0);

describe('toFocusNfe', () => {
  it('fills the fields Focus documents for a sale over the internet', () => {
    const nfe = toFocusNfe(sale());
    expect(nfe).toMatchObject({
      natureza_operacao: 'Venda de mercadoria',
      data_emissao: '2026-11-30T17:15:00-03:00',
      tipo_documento: 1,
      finalidade_emissao: 1,
      consumidor_final: 1,
      presenca_comprador: 2,
      indicador_intermediario: 0,
      modalidade_frete: 0,
      local_destino: 2,
      cnpj_emitente: '11222333000181',
      inscricao_estadual_emitente: '110042490114',
      regime_tributario_emitente: 1,
      codigo_municipio_emitente: '3550308',
      cpf_destinatario: '39053344705',
      indicador_inscricao_estadual_destinatario: 9,
      codigo_municipio_destinatario: '3304557',
      cep_destinatario: '22240000',
      valor_produtos: '134.80',
      valor_total: '134.80',
      formas_pagamento: [
        {
          forma_pagamento: '03',
          valor_pagamento: '134.80',
          tipo_integracao: 2,
          bandeira_operadora: '01',
        },
      ],
    });
    expect(nfe.items[0]).toMatchObject({
      numero_item: 1,
      codigo_produto: 'CAM-P',
      cfop: '6102',
      codigo_ncm: '61091000',
      quantidade_comercial: '2',
      valor_unitario_comercial: '49.90',
      valor_bruto: '99.80',
      icms_origem: 0,
      icms_situacao_tributaria: '102',
      pis_situacao_tributaria: '49',
      cofins_situacao_tributaria: '49',
    });
    expect(nfe).not.toHaveProperty('cnpj_destinatario');
  });

  it('uses the in-state CFOP when the buyer is in the issuer’s state', () => {
    const nfe = toFocusNfe(
      sale({
        buyer: {
          ...sale().buyer,
          address: { ...sale().buyer.address, uf: 'SP', city: 'Campinas', cityIbgeCode: '3509502' },
        },
      }),
    );
    expect(nfe.local_destino).toBe(1);
    expect(nfe.items.map((item) => item.cfop)).toEqual(['5102', '5102']);
  });

  it('names a company buyer by its CNPJ and IE, not a final consumer', () => {
    const nfe = toFocusNfe(
      sale({
        buyer: {
          ...sale().buyer,
          document: { kind: 'cnpj', number: '33.000.167/0001-01' },
          stateRegistration: { kind: 'contributor', number: '81.281.562' },
        },
      }),
    );
    expect(nfe).toMatchObject({
      cnpj_destinatario: '33000167000101',
      inscricao_estadual_destinatario: '81281562',
      indicador_inscricao_estadual_destinatario: 1,
      consumidor_final: 0,
    });
    expect(nfe).not.toHaveProperty('cpf_destinatario');
  });

  it.each([
    {
      name: 'card, no discount, freight R$ 23,47',
      discountCents: 0,
      freightCents: 2347,
      payments: [{ method: 'credit_card' as const, amountCents: 13480 + 2347 }],
    },
    {
      name: 'pix with 5 % off (R$ 6,74), free freight',
      discountCents: 674,
      freightCents: 0,
      payments: [{ method: 'pix' as const, amountCents: 13480 - 674 }],
    },
    {
      name: 'boleto with 3 % off (R$ 4,04) and freight R$ 19,90',
      discountCents: 404,
      freightCents: 1990,
      payments: [{ method: 'boleto' as const, amountCents: 13480 - 404 + 1990 }],
    },
    {
      name: 'a coupon of R$ 10,00 plus a pix discount of R$ 6,24, freight R$ 15,33',
      discountCents: 1000 + 624,
      freightCents: 1533,
      payments: [{ method: 'pix' as const, amountCents: 13480 - 1624 + 1533 }],
    },
  ])('$name: the note’s totals are its items’ sums, to the centavo', (order) => {
    const totalCents = 13480 - order.discountCents + order.freightCents;
    const nfe = toFocusNfe(sale({ ...order, totalCents }));
    expect(cents(nfe.valor_produtos)).toBe(itemsSum(nfe, 'valor_bruto'));
    expect(cents(nfe.valor_desconto)).toBe(itemsSum(nfe, 'valor_desconto'));
    expect(cents(nfe.valor_frete)).toBe(itemsSum(nfe, 'valor_frete'));
    expect(cents(nfe.valor_desconto)).toBe(order.discountCents);
    expect(cents(nfe.valor_frete)).toBe(order.freightCents);
    expect(cents(nfe.valor_total)).toBe(totalCents);
    expect(cents(nfe.valor_produtos) - cents(nfe.valor_desconto) + cents(nfe.valor_frete)).toBe(
      cents(nfe.valor_total),
    );
    expect(nfe.formas_pagamento.reduce((sum, p) => sum + cents(p.valor_pagamento), 0)).toBe(
      totalCents,
    );
    for (const item of nfe.items)
      expect(cents(item.valor_bruto)).toBe(
        Math.round(Number(item.quantidade_comercial) * cents(item.valor_unitario_comercial)),
      );
  });

  it('refuses, listing each problem, what SEFAZ would reject', () => {
    const input = sale({
      totalCents: 99,
      buyer: { ...sale().buyer, document: { kind: 'cpf', number: '390.533.447-06' } },
      items: [
        { ...sale().items[0]!, ncm: '6109100' },
        { ...sale().items[1]!, cfops: { inState: '6102', interstate: '5102' } },
      ],
    });
    try {
      toFocusNfe(input);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NfeInputError);
      expect((error as NfeInputError).problems).toEqual([
        { code: 'buyer_document' },
        { code: 'ncm', item: 1 },
        { code: 'cfop', item: 2 },
        { code: 'totals', expectedCents: 13480, totalCents: 99 },
        { code: 'payments', paidCents: 13480, totalCents: 99 },
      ]);
    }
  });

  it('refuses a CST under the Simples Nacional and a missing municipality code', () => {
    const input = sale({
      items: [{ ...sale().items[0]!, icms: { cst: '00' } }, sale().items[1]!],
      issuer: { ...sale().issuer, address: { ...sale().issuer.address, cityIbgeCode: '' } },
    });
    expect(() => toFocusNfe(input)).toThrow(/issuer_city_code, tax_code/);
  });

  it('computes the ICMS of the regime normal on the item’s value after discount and freight', () => {
    const nfe = toFocusNfe(
      sale({
        issuer: { ...sale().issuer, regime: 'normal' },
        items: sale().items.map((item) => ({ ...item, icms: { cst: '00', ratePercent: 12 } })),
        discountCents: 1000,
        freightCents: 500,
        totalCents: 12980,
        payments: [{ method: 'pix', amountCents: 12980 }],
      }),
    );
    const first = nfe.items[0]!;
    const base =
      cents(first.valor_bruto) -
      cents(first.valor_desconto ?? '0') +
      cents(first.valor_frete ?? '0');
    expect(first).toMatchObject({
      icms_situacao_tributaria: '00',
      icms_aliquota: '12.00',
      icms_modalidade_base_calculo: 3,
    });
    expect(cents(first.icms_base_calculo!)).toBe(base);
    expect(cents(first.icms_valor!)).toBe(Math.round(base * 0.12));
  });

  it('puts the name SEFAZ requires in homologação', () => {
    expect(toFocusNfe(sale(), { homologation: true }).nome_destinatario).toBe(
      HOMOLOGATION_BUYER_NAME,
    );
  });
});

describe('centsToDecimal and brasiliaDateTime', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [100000, '1000.00'],
  ])('%i centavos → %s', (value, text) => {
    expect(centsToDecimal(value)).toBe(text);
  });

  it('writes the instant in Brasília’s offset', () => {
    expect(brasiliaDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31T23:30:00-03:00');
  });
});
