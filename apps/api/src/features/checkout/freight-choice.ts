import type { CheckoutFreight } from '@vitrine/contract/checkout';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { formatBRL } from '@vitrine/domain/money';
import { fromCents } from '../../lib/money.ts';
import { findAddress, listAddresses, type Owner } from '../addresses/reads.ts';
import type { CartLine } from '../cart/reads.ts';
import { quoteStoreFreight, shippedCartLines } from '../freight/cart-quote.ts';
import type { FreightOption, FreightQuote } from '../freight/quote.ts';
import { freightOptionsOf, freightRefusal } from '../freight/answer.ts';

// The freight of a checkout: the pay page's options to the chosen address's CEP, and the
// option an order is placed with, quoted again by the server at that moment.

export type FreightChoice = {
  /** What the pay page shows (contract checkoutFreightSchema). */
  answer: CheckoutFreight;
  /** The option priced into the order (null: none can be, see answer.error). */
  option: FreightOption | null;
};

/** The option asked for when the quote has it, else the cheapest (the quote lists it first). */
const pick = (quote: Extract<FreightQuote, { ok: true }>, optionId: string | undefined) =>
  quote.options.find((option) => option.id === optionId) ?? quote.options[0] ?? null;

/**
 * The pay page's freight: to the address asked for, else the shopper's default one. Without an
 * address (none yet, or not theirs) there is nothing to quote, and `shipping` stays 0 until one
 * is chosen — the order itself cannot be placed without one.
 */
export async function checkoutFreight(
  deps: AppDeps,
  store: StoreRow,
  owner: Owner,
  lines: readonly CartLine[],
  asked: { addressId?: string | undefined; optionId?: string | undefined },
): Promise<FreightChoice | null> {
  const shipped = shippedCartLines(lines);
  if (!lines.some((line) => line.product.kind === 'product')) return null;
  const address = asked.addressId
    ? await findAddress(deps.db, owner, asked.addressId)
    : ((await listAddresses(deps.db, owner))[0] ?? null);
  const none = {
    address_id: address?.id ?? null,
    cep: address?.zipCode ?? null,
    quote: null,
    chosen: null,
    error: null,
  };
  if (!address || shipped.length === 0) return { answer: none, option: null };
  const quote = await quoteStoreFreight(deps, store, { cep: address.zipCode, lines: shipped });
  if (!quote.ok) {
    return {
      answer: { ...none, error: { code: quote.code, message: quote.message } },
      option: null,
    };
  }
  const option = pick(quote, asked.optionId);
  return {
    answer: { ...none, quote: freightOptionsOf(quote), chosen: option?.id ?? null },
    option,
  };
}

export const FREIGHT_CHANGED_CODE = 'freight_changed';

/**
 * The option an order is placed with, from the server's own quote now: the one the shopper
 * chose (none named: the cheapest) must still be offered, at the price they saw (when they say
 * what they saw). Otherwise nothing is charged and the shopper is told what changed.
 */
export async function orderFreight(
  deps: AppDeps,
  store: StoreRow,
  lines: readonly CartLine[],
  request: { cep: string; optionId: string | undefined; seenPrice: number | undefined },
): Promise<FreightOption> {
  const quote = await quoteStoreFreight(deps, store, {
    cep: request.cep,
    lines: shippedCartLines(lines),
  });
  if (!quote.ok) throw freightRefusal(quote);
  const option =
    request.optionId === undefined
      ? quote.options[0]
      : quote.options.find((candidate) => candidate.id === request.optionId);
  if (!option) {
    throw conflict(
      'freight_option_unavailable',
      'A forma de entrega escolhida não está mais disponível para este endereço. Escolha outra.',
    );
  }
  const price = fromCents(option.priceCents);
  if (request.seenPrice !== undefined && request.seenPrice !== price) {
    throw conflict(
      FREIGHT_CHANGED_CODE,
      `O frete de ${option.name} mudou de ${formatBRL(request.seenPrice)} para ${formatBRL(price)}. Confira o novo total antes de pagar.`,
    );
  }
  return option;
}
