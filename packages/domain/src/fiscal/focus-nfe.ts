import { normalizeCnpj } from '../cnpj.ts';
import { normalizeCpf } from '../cpf.ts';
import { apportionOrder } from './apportion.ts';
import { cfopFor, destinationOf, normalizeNcm } from './cfop.ts';
import { checkNfeInput, type NfeInputProblem } from './nfe-check.ts';
import type { NfeInput, NfeItem, NfePayment, TaxRegime } from './nfe-input.ts';

// An NfeInput as Focus NFe's API v2 takes an NF-e (POST /v2/nfe?ref=…): its flat field names
// (docs "NFe → Campos obrigatórios", campos.focusnfe.com.br), money as decimal strings with two
// places — exact, where a JSON number could carry binary noise — and the money totals sent, each
// the items' sum, so Focus computes none that SEFAZ could then find off by a centavo.

/** SEFAZ refuses a note in homologação whose buyer has another name (rejection 598). */
export const HOMOLOGATION_BUYER_NAME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

export type FocusNfeItem = {
  numero_item: number;
  codigo_produto: string;
  descricao: string;
  cfop: string;
  codigo_ncm: string;
  cest?: string;
  codigo_barras_comercial: string;
  codigo_barras_tributavel: string;
  unidade_comercial: string;
  quantidade_comercial: string;
  valor_unitario_comercial: string;
  unidade_tributavel: string;
  quantidade_tributavel: string;
  valor_unitario_tributavel: string;
  valor_bruto: string;
  valor_desconto?: string;
  valor_frete?: string;
  inclui_no_total: 1;
  icms_origem: number;
  icms_situacao_tributaria: string;
  icms_modalidade_base_calculo?: number;
  icms_base_calculo?: string;
  icms_aliquota?: string;
  icms_valor?: string;
  pis_situacao_tributaria: string;
  cofins_situacao_tributaria: string;
};

export type FocusNfePayment = {
  forma_pagamento: string;
  valor_pagamento: string;
  tipo_integracao?: number;
  cnpj_credenciadora?: string;
  numero_autorizacao?: string;
  bandeira_operadora?: string;
};

export type FocusNfeDocument = {
  natureza_operacao: string;
  data_emissao: string;
  tipo_documento: 1;
  local_destino: 1 | 2;
  finalidade_emissao: 1;
  consumidor_final: 0 | 1;
  presenca_comprador: 2;
  /** indIntermed (NT 2020.006): 0, a sale on the seller's own site, no marketplace between. */
  indicador_intermediario: 0;
  modalidade_frete: 0 | 1 | 2 | 9;
  cnpj_emitente: string;
  inscricao_estadual_emitente: string;
  nome_emitente: string;
  nome_fantasia_emitente?: string;
  logradouro_emitente: string;
  numero_emitente: string;
  complemento_emitente?: string;
  bairro_emitente: string;
  municipio_emitente: string;
  codigo_municipio_emitente: string;
  uf_emitente: string;
  cep_emitente: string;
  telefone_emitente?: string;
  regime_tributario_emitente: 1 | 2 | 3 | 4;
  nome_destinatario: string;
  cpf_destinatario?: string;
  cnpj_destinatario?: string;
  inscricao_estadual_destinatario?: string;
  indicador_inscricao_estadual_destinatario: 1 | 2 | 9;
  email_destinatario?: string;
  telefone_destinatario?: string;
  logradouro_destinatario: string;
  numero_destinatario: string;
  complemento_destinatario?: string;
  bairro_destinatario: string;
  municipio_destinatario: string;
  codigo_municipio_destinatario: string;
  uf_destinatario: string;
  cep_destinatario: string;
  pais_destinatario: 'Brasil';
  valor_produtos: string;
  valor_desconto: string;
  valor_frete: string;
  valor_seguro: string;
  valor_outras_despesas: string;
  valor_total: string;
  informacoes_adicionais_contribuinte?: string;
  items: FocusNfeItem[];
  formas_pagamento: FocusNfePayment[];
};

export class NfeInputError extends Error {
  constructor(readonly problems: NfeInputProblem[]) {
    super(`NF-e input refused: ${problems.map((problem) => problem.code).join(', ')}`);
    this.name = 'NfeInputError';
  }
}

const REGIME_CODES: Record<TaxRegime, 1 | 2 | 3 | 4> = {
  simples_nacional: 1,
  simples_excesso_sublimite: 2,
  normal: 3,
  mei: 4,
};

// tPag (NT 2020.006, NT 2023.004): 17 a dynamic pix, 15 a boleto, 03/04 credit/debit card.
const PAYMENT_CODES: Record<NfePayment['method'], string> = {
  pix: '17',
  boleto: '15',
  credit_card: '03',
  debit_card: '04',
  other: '99',
};

// tBand: the card brands' codes (NT 2016.002, 2023.004).
const CARD_BRANDS: Record<string, string> = {
  visa: '01',
  mastercard: '02',
  master: '02',
  amex: '03',
  sorocred: '04',
  diners: '05',
  elo: '06',
  hipercard: '07',
  aura: '08',
  cabal: '09',
};

/** 1234 centavos → "12.34": the decimal Focus (and the XML's TDec_1302) reads. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-11-30T17:32:00-03:00": dhEmi in Brasília's time (no daylight saving since 2019). */
export function brasiliaDateTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 60 * 60 * 1000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}

/**
 * The Focus NFe JSON of an online sale: a sale (tipo_documento 1, finalidade 1) to a final
 * consumer over the internet (consumidor_final 1, presenca_comprador 2), each item's CFOP from
 * the destination, the order's discount and freight apportioned over the items. Throws an
 * NfeInputError listing what SEFAZ would refuse. `homologation` puts the name SEFAZ requires
 * there in place of the buyer's.
 */
export function toFocusNfe(
  input: NfeInput,
  options: { homologation?: boolean } = {},
): FocusNfeDocument {
  const problems = checkNfeInput(input);
  if (problems.length > 0) throw new NfeInputError(problems);
  const { issuer, buyer } = input;
  const destination = destinationOf(issuer.address.uf, buyer.address.uf);
  const shares = apportionOrder({
    items: input.items,
    discountCents: input.discountCents,
    freightCents: input.freightCents,
  });
  const items = input.items.map((item, index) =>
    focusItem(
      item,
      index,
      shares[index]!,
      cfopFor(issuer.address.uf, buyer.address.uf, item.cfops ?? input.saleKind),
    ),
  );
  const sum = (pick: (share: (typeof shares)[number]) => number) =>
    shares.reduce((total, share) => total + pick(share), 0);
  const registration = buyer.stateRegistration ?? { kind: 'non_contributor' as const };
  const contributor = registration.kind === 'contributor';
  return {
    natureza_operacao: input.natureOfOperation ?? 'Venda de mercadoria',
    data_emissao: brasiliaDateTime(input.issuedAt),
    tipo_documento: 1,
    local_destino: destination === 'in_state' ? 1 : 2,
    finalidade_emissao: 1,
    // A company that pays ICMS and buys to resell is not the final consumer; everyone else is.
    consumidor_final: contributor ? 0 : 1,
    presenca_comprador: 2,
    // Required for a sale over the internet; the store's own site is no intermediary's.
    indicador_intermediario: 0,
    modalidade_frete: input.freightMode ?? 0,
    cnpj_emitente: normalizeCnpj(issuer.cnpj),
    inscricao_estadual_emitente: issuer.stateRegistration.replace(/[.\-/\s]/g, ''),
    nome_emitente: issuer.legalName,
    ...(issuer.tradeName ? { nome_fantasia_emitente: issuer.tradeName } : {}),
    logradouro_emitente: issuer.address.street,
    numero_emitente: issuer.address.number,
    ...(issuer.address.complement ? { complemento_emitente: issuer.address.complement } : {}),
    bairro_emitente: issuer.address.district,
    municipio_emitente: issuer.address.city,
    codigo_municipio_emitente: issuer.address.cityIbgeCode,
    uf_emitente: issuer.address.uf,
    cep_emitente: issuer.address.cep.replace(/\D/g, ''),
    ...(issuer.phone ? { telefone_emitente: issuer.phone.replace(/\D/g, '') } : {}),
    regime_tributario_emitente: REGIME_CODES[issuer.regime],
    nome_destinatario: options.homologation ? HOMOLOGATION_BUYER_NAME : buyer.name,
    ...(buyer.document.kind === 'cpf'
      ? { cpf_destinatario: normalizeCpf(buyer.document.number) }
      : { cnpj_destinatario: normalizeCnpj(buyer.document.number) }),
    ...(registration.kind === 'contributor'
      ? { inscricao_estadual_destinatario: registration.number.replace(/[.\-/\s]/g, '') }
      : {}),
    indicador_inscricao_estadual_destinatario:
      registration.kind === 'contributor' ? 1 : registration.kind === 'exempt' ? 2 : 9,
    ...(buyer.email ? { email_destinatario: buyer.email } : {}),
    ...(buyer.phone ? { telefone_destinatario: buyer.phone.replace(/\D/g, '') } : {}),
    logradouro_destinatario: buyer.address.street,
    numero_destinatario: buyer.address.number,
    ...(buyer.address.complement ? { complemento_destinatario: buyer.address.complement } : {}),
    bairro_destinatario: buyer.address.district,
    municipio_destinatario: buyer.address.city,
    codigo_municipio_destinatario: buyer.address.cityIbgeCode,
    uf_destinatario: buyer.address.uf,
    cep_destinatario: buyer.address.cep.replace(/\D/g, ''),
    pais_destinatario: 'Brasil',
    valor_produtos: centsToDecimal(sum((share) => share.grossCents)),
    valor_desconto: centsToDecimal(sum((share) => share.discountCents)),
    valor_frete: centsToDecimal(sum((share) => share.freightCents)),
    valor_seguro: '0.00',
    valor_outras_despesas: '0.00',
    valor_total: centsToDecimal(input.totalCents),
    informacoes_adicionais_contribuinte: [`Pedido ${input.orderCode}.`, input.additionalInfo]
      .filter(Boolean)
      .join(' '),
    items,
    formas_pagamento: input.payments.map(focusPayment),
  };
}

function focusItem(
  item: NfeItem,
  index: number,
  share: { grossCents: number; discountCents: number; freightCents: number },
  cfop: string,
): FocusNfeItem {
  const unit = item.unit ?? 'UN';
  const gtin = item.gtin ?? 'SEM GTIN';
  const quantity = String(item.quantity);
  const unitPrice = centsToDecimal(item.unitPriceCents);
  const icms =
    'csosn' in item.icms
      ? { icms_situacao_tributaria: item.icms.csosn }
      : icmsOfCst(item.icms, share.grossCents - share.discountCents + share.freightCents);
  return {
    numero_item: index + 1,
    codigo_produto: item.sku,
    descricao: item.name.slice(0, 120),
    cfop,
    codigo_ncm: normalizeNcm(item.ncm),
    ...(item.cest ? { cest: item.cest.replace(/\D/g, '') } : {}),
    codigo_barras_comercial: gtin,
    codigo_barras_tributavel: gtin,
    unidade_comercial: unit,
    quantidade_comercial: quantity,
    valor_unitario_comercial: unitPrice,
    unidade_tributavel: unit,
    quantidade_tributavel: quantity,
    valor_unitario_tributavel: unitPrice,
    valor_bruto: centsToDecimal(share.grossCents),
    ...(share.discountCents ? { valor_desconto: centsToDecimal(share.discountCents) } : {}),
    ...(share.freightCents ? { valor_frete: centsToDecimal(share.freightCents) } : {}),
    inclui_no_total: 1,
    icms_origem: item.origin,
    ...icms,
    pis_situacao_tributaria: item.pisCst ?? '49',
    cofins_situacao_tributaria: item.cofinsCst ?? '49',
  };
}

/** Regime normal: with a rate, the base is the item's value (vProd − vDesc + vFrete), modBC 3. */
function icmsOfCst(icms: { cst: string; ratePercent?: number }, baseCents: number) {
  if (icms.ratePercent === undefined) return { icms_situacao_tributaria: icms.cst };
  const valueCents = Math.round((baseCents * icms.ratePercent) / 100);
  return {
    icms_situacao_tributaria: icms.cst,
    icms_modalidade_base_calculo: 3,
    icms_base_calculo: centsToDecimal(baseCents),
    icms_aliquota: icms.ratePercent.toFixed(2),
    icms_valor: centsToDecimal(valueCents),
  };
}

function focusPayment(payment: NfePayment): FocusNfePayment {
  const base = {
    forma_pagamento: PAYMENT_CODES[payment.method],
    valor_pagamento: centsToDecimal(payment.amountCents),
  };
  if (payment.method !== 'credit_card' && payment.method !== 'debit_card') return base;
  const integrated = Boolean(payment.acquirerCnpj && payment.authorizationCode);
  const brand = payment.brand ? CARD_BRANDS[payment.brand.toLowerCase()] : undefined;
  return {
    ...base,
    tipo_integracao: integrated ? 1 : 2,
    ...(integrated
      ? {
          cnpj_credenciadora: normalizeCnpj(payment.acquirerCnpj ?? ''),
          numero_autorizacao: payment.authorizationCode ?? '',
        }
      : {}),
    ...(brand ? { bandeira_operadora: brand } : payment.brand ? { bandeira_operadora: '99' } : {}),
  };
}
