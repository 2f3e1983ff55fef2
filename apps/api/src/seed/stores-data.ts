import type { stores } from '../db/schema/index.ts';
import { auroraCatalog } from './aurora-catalog.ts';
import type { CatalogDef } from './catalog-types.ts';
import type { Glyph } from './images/glyphs.ts';
import type { Palette } from './images/svg.ts';
import { ipeCatalog } from './ipe-catalog.ts';
import { auroraPages, ipePages, type PageDef } from './pages-content.ts';

export type BannerDef = {
  title: string;
  subtitle: string;
  link: string;
  glyph: Glyph;
  color: string;
};

export type StoreDef = {
  /** Short prefix of product and variation codes (the spec's cart `code`/`variation`). */
  codePrefix: string;
  hosts: string[];
  row: Omit<typeof stores.$inferInsert, 'id' | 'logo'>;
  palette: Palette;
  banners: BannerDef[];
  pages: PageDef[];
  catalog: CatalogDef;
};

// Demo data: two stores so multi-tenancy is visible. CNPJs pass the mod-11 check
// (spec §5); payment_default follows spec §3 with money in reais.
export const DEMO_STORES: StoreDef[] = [
  {
    codePrefix: 'AUR',
    hosts: ['localhost', '127.0.0.1', 'aurora.localhost'],
    row: {
      slug: 'loja-aurora',
      name: 'Loja Aurora',
      legalName: 'Aurora Moda e Casa Ltda.',
      cnpj: '45.231.876/0001-87',
      email: 'contato@lojaaurora.com.br',
      phone: '(11) 3456-7890',
      whatsapp: '(11) 98765-4321',
      instagram: '@lojaaurora',
      description: 'Moda e casa com design brasileiro, peças que duram e atendimento de perto.',
      addressLine: 'Rua Augusta, 1500 — Consolação',
      zipCode: '01304-001',
      city: 'São Paulo',
      state: 'SP',
      primaryColor: '#c2410c',
      secondaryColor: '#fff7ed',
      tagManagerId: null,
      pixKey: 'pix@lojaaurora.com.br',
      boletoBankCode: '001',
      paymentDefault: {
        card: {
          installment_max: 12,
          installment_fees: 3,
          installment_tax: 1.99,
          installment_minimum_amount: 10,
        },
        pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 100 },
        boleto: { extra_discount: 10, extra_discount_type: 'amount', extra_minimum_amount: 100 },
      },
      shippingFeeCents: 1990,
      freeShippingFromCents: 29900,
    },
    palette: { from: '#f97316', to: '#fdba74' },
    banners: [
      {
        title: 'Coleção de Linho',
        subtitle: 'Leveza para os dias quentes, em até 3x sem juros',
        link: '/produto/camisa-de-linho-manga-longa',
        glyph: 'shirt',
        color: '#ece4d4',
      },
      {
        title: '5% off no pix',
        subtitle: 'Em compras acima de R$ 100,00',
        link: '/pesquisar/camiseta',
        glyph: 'bag',
        color: '#2b2b2b',
      },
      {
        title: 'Casa renovada',
        subtitle: 'Cama, mesa e banho com frete grátis acima de R$ 299',
        link: '/pesquisar/cama',
        glyph: 'bed',
        color: '#d8c3a5',
      },
      {
        title: 'Ajustes sob medida',
        subtitle: 'Barra, cintura e bordado feitos pela nossa costureira',
        link: '/servicos/ajustes-e-costura',
        glyph: 'service',
        color: '#1f3a5f',
      },
    ],
    pages: auroraPages,
    catalog: auroraCatalog,
  },
  {
    codePrefix: 'IPE',
    hosts: ['ipe.localhost'],
    row: {
      slug: 'casa-ipe',
      name: 'Casa Ipê',
      legalName: 'Casa Ipê Plantas e Decoração Eireli',
      cnpj: '38.194.726/0001-85',
      email: 'ola@casaipe.com.br',
      phone: '(31) 3222-1100',
      whatsapp: '(31) 99876-5432',
      instagram: '@casaipe',
      description: 'Plantas, vasos e decoração natural para deixar a casa mais verde.',
      addressLine: 'Rua Pernambuco, 1070 — Savassi',
      zipCode: '30130-151',
      city: 'Belo Horizonte',
      state: 'MG',
      primaryColor: '#166534',
      secondaryColor: '#f0fdf4',
      tagManagerId: null,
      pixKey: '38194726000185',
      boletoBankCode: '237',
      paymentDefault: {
        card: {
          installment_max: 10,
          installment_fees: 6,
          installment_tax: 2.49,
          installment_minimum_amount: 20,
        },
        pix: { extra_discount: 10, extra_discount_type: 'percentage', extra_minimum_amount: 50 },
        boleto: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 150 },
      },
      shippingFeeCents: 2490,
      freeShippingFromCents: 19900,
    },
    palette: { from: '#14532d', to: '#4ade80' },
    banners: [
      {
        title: 'Selva em casa',
        subtitle: 'Plantas de interior com guia de cuidados',
        link: '/pesquisar/plantas',
        glyph: 'plant',
        color: '#2f8f5b',
      },
      {
        title: '10% off no pix',
        subtitle: 'Em compras a partir de R$ 50,00',
        link: '/produto/costela-de-adao',
        glyph: 'succulent',
        color: '#6b9a5b',
      },
      {
        title: 'Paisagismo de varanda',
        subtitle: 'Projeto feito por quem entende de luz e de vaso',
        link: '/servicos/paisagismo',
        glyph: 'service',
        color: '#166534',
      },
    ],
    pages: ipePages,
    catalog: ipeCatalog,
  },
];
