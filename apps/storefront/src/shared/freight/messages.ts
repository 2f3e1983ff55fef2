import type { FreightOption, FreightQuote } from '@vitrine/contract/freight';
import { formatBRL } from '@vitrine/domain/money';

// The pt-BR of "Calcular frete" (the product page's and the cart's), and how a quote and its
// failures read.

export const CORREIOS_CEP_FINDER = 'https://buscacepinter.correios.com.br/app/endereco/index.php';

export const freightMessages = {
  label: 'Calcular frete',
  submit: 'Calcular',
  finder: 'Não sei meu CEP',
  newTab: '(abre em nova aba)',
  quoting: 'Calculando o frete…',
  options: 'Opções de frete',
  incomplete: 'Digite o CEP completo: 00000-000.',
  notFound: 'CEP não encontrado.',
  unavailable: 'Serviço indisponível, tente novamente.',
  free: 'Grátis',
  freeHere: 'Frete grátis para este CEP',
  missing: (amount: string) => `Faltam ${amount} para frete grátis`,
  deadline: (days: number) => `chega em até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`,
  noEstimate: 'prazo informado no envio',
  pickupAt: (address: string, hours: string) => `${address} · ${hours}`,
  tableOnly: 'Mostrando só a tabela da loja: as transportadoras não responderam.',
} as const;

const t = freightMessages;

/** "R$ 12,90", or "Grátis" when the store gives it away (or it costs nothing, as pickup). */
export function freightPrice(option: FreightOption): string {
  return option.free || option.price === 0 ? t.free : formatBRL(option.price);
}

/**
 * "chega em até N dias úteis"; pickup has no deadline (its hours say when); the store's flat
 * fee promises none (no estimate from the API).
 */
export function freightDeadline(option: FreightOption): string | null {
  if (option.kind === 'pickup') return null;
  return option.days_max === null ? t.noEstimate : t.deadline(option.days_max);
}

/** The free-shipping rule for this CEP, reached or how far; null when the store has none. */
export function freeShippingLine(rule: FreightQuote['free_shipping']): string | null {
  if (rule === null) return null;
  return rule.free ? t.freeHere : t.missing(formatBRL(rule.missing));
}

/** The API's refusals the shopper reads as the API words them (its own pt-BR). */
const TOLD_AS_IS = new Set(['no_service', 'not_shipped', 'product_not_found']);

/**
 * What a failed quote tells the shopper: an unknown CEP is not a hiccup (nothing to retry),
 * where the store does not deliver is the API's message, and anything else (the platform and
 * the store's table both out, the network) is worth another try.
 */
export function freightFailure(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'cep_not_found') return t.notFound;
  if (typeof code === 'string' && TOLD_AS_IS.has(code) && typeof message === 'string') {
    return message;
  }
  return t.unavailable;
}
