import type { StateSigla } from '../states.ts';
import type { CfopPair, SaleKind } from './cfop.ts';

// What an NF-e of an online sale needs, in Vitrine's terms and independent of the fiscal API
// that turns it into a note (Focus NFe now: focus-nfe.ts; another provider maps the same
// input). Money in integer centavos; the note's per-item discount and freight come from
// apportion.ts, so nothing here is rounded twice.

/** CRT: 1 Simples Nacional, 2 Simples over the sub-limit, 3 regime normal, 4 MEI. */
export type TaxRegime = 'simples_nacional' | 'simples_excesso_sublimite' | 'normal' | 'mei';

export type FiscalAddress = {
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  /** IBGE's 7-digit municipality code (cMun); SEFAZ checks its digit and its state. */
  cityIbgeCode: string;
  uf: StateSigla;
  /** 8 digits. */
  cep: string;
};

export type NfeIssuer = {
  cnpj: string;
  /** Inscrição estadual: an NF-e issuer must have one. */
  stateRegistration: string;
  legalName: string;
  tradeName?: string;
  regime: TaxRegime;
  address: FiscalAddress;
  phone?: string;
};

/**
 * indIEDest: a company that pays ICMS names its IE (1), one exempt from registration says so
 * (2), and everyone else — every consumer with a CPF — is a non-contributor (9).
 */
export type BuyerStateRegistration =
  { kind: 'contributor'; number: string } | { kind: 'exempt' } | { kind: 'non_contributor' };

export type NfeBuyer = {
  name: string;
  email?: string;
  phone?: string;
  document: { kind: 'cpf'; number: string } | { kind: 'cnpj'; number: string };
  /** Absent: non-contributor (a CPF always is). */
  stateRegistration?: BuyerStateRegistration;
  /** Where the goods go: the delivery address (enderDest). */
  address: FiscalAddress;
};

/** ICMS of an item: the CSOSN under the Simples Nacional, the CST (and its rate) otherwise. */
export type ItemIcms = { csosn: string } | { cst: string; ratePercent?: number };

export type NfeItem = {
  sku: string;
  name: string;
  ncm: string;
  /** Origin of the goods (0 national … 8), as the ICMS's orig. */
  origin: number;
  /** CEST, 7 digits, for goods under tax substitution. */
  cest?: string;
  /** The product's own CFOP pair; absent: the store's. The destination picks one of the pair. */
  cfops?: CfopPair;
  icms: ItemIcms;
  /** PIS/COFINS CST; absent: 49 (other outgoing operations), what a Simples store uses. */
  pisCst?: string;
  cofinsCst?: string;
  /** GTIN/EAN of the unit; absent: "SEM GTIN". */
  gtin?: string;
  /** Commercial unit: "UN" unless said. */
  unit?: string;
  quantity: number;
  unitPriceCents: number;
};

export type NfePayment =
  | { method: 'pix' | 'boleto' | 'other'; amountCents: number }
  | {
      method: 'credit_card' | 'debit_card';
      amountCents: number;
      /** For tipo_integracao 1 (an integrated gateway): the acquirer's CNPJ and authorisation. */
      acquirerCnpj?: string;
      authorizationCode?: string;
      brand?: string;
    };

export type NfeInput = {
  /** Our reference of the order, in the note's additional information. */
  orderCode: string;
  issuedAt: Date;
  /** natOp: "Venda de mercadoria" unless said. */
  natureOfOperation?: string;
  issuer: NfeIssuer;
  buyer: NfeBuyer;
  /** The store's CFOP pair, or resale/own production's defaults (5102/6102, 5101/6101). */
  saleKind: SaleKind | CfopPair;
  items: NfeItem[];
  /** Every discount of the order on its goods (coupon, pix/boleto discount), summed. */
  discountCents: number;
  freightCents: number;
  /** The order's total as charged: items − discounts + freight must equal it. */
  totalCents: number;
  payments: NfePayment[];
  /** 9: no transport (a pickup); 0: the store hires it (CIF), the default. */
  freightMode?: 0 | 1 | 2 | 9;
  additionalInfo?: string;
};
