import type { CardPaymentDefault, InstallmentOption } from './payment-schemas.ts';
import { round2 } from './round.ts';

/**
 * spec §9 instalments: n = 1 … installment_max; the first installment_fees are interest-free,
 * the rest use the Price table; the series stops at the first n > 1 whose instalment falls below
 * installment_minimum_amount, while 1x is always offered.
 */
export function installmentOptions(amount: number, card: CardPaymentDefault): InstallmentOption[] {
  assertAmount(amount);
  assertCard(card);
  const monthlyRate = card.installment_tax / 100;
  const options: InstallmentOption[] = [];
  for (let n = 1; n <= Math.max(1, card.installment_max); n += 1) {
    const option =
      n <= card.installment_fees || monthlyRate === 0
        ? interestFree(amount, n)
        : withInterest(amount, n, monthlyRate);
    if (n > 1 && option.installmentAmount < card.installment_minimum_amount) break;
    options.push(option);
  }
  return options;
}

function interestFree(amount: number, n: number): InstallmentOption {
  // The buyer pays the cash price; the total is that price, not n × the rounded instalment.
  return {
    installmentNumber: n,
    installmentAmount: round2(amount / n),
    hasInterest: false,
    totalAmount: round2(amount),
  };
}

function withInterest(amount: number, n: number, monthlyRate: number): InstallmentOption {
  // Price table coefficient i / (1 − (1 + i)^−n): what card acquirers publish, so the value shown
  // here must match the one on the buyer's statement. The total is what the buyer really pays,
  // n rounded instalments.
  const installmentAmount = round2((amount * monthlyRate) / (1 - (1 + monthlyRate) ** -n));
  return {
    installmentNumber: n,
    installmentAmount,
    hasInterest: true,
    totalAmount: round2(installmentAmount * n),
  };
}

function assertAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`installmentOptions: amount must be a finite number ≥ 0, got ${amount}`);
  }
}

function assertCard(card: CardPaymentDefault): void {
  for (const field of ['installment_max', 'installment_fees'] as const) {
    if (!Number.isInteger(card[field]) || card[field] < 0) {
      throw new RangeError(
        `installmentOptions: card.${field} must be an integer ≥ 0, got ${card[field]}`,
      );
    }
  }
  for (const field of ['installment_tax', 'installment_minimum_amount'] as const) {
    if (!Number.isFinite(card[field]) || card[field] < 0) {
      throw new RangeError(
        `installmentOptions: card.${field} must be a finite number ≥ 0, got ${card[field]}`,
      );
    }
  }
}

/** What a price advertises about instalments: the offer read first and how far the plans go. */
export interface InstallmentHeadline {
  /** The most interest-free instalments (above 1x); the longest plan when none is free. */
  first: InstallmentOption;
  /** The longest plan, when it goes further than `first` ("ou até 12x"); with interest. */
  upTo: InstallmentOption | undefined;
}

/**
 * The one rule every screen that advertises instalments follows (shelf, product page, cart,
 * pay page): a shopper compares stores by the interest-free offer ("3x sem juros"), which is
 * what a store's banners sell, so it comes first; a longer plan with interest follows as "ou
 * até 12x". Undefined when only 1x is offered (nothing to advertise beyond the price).
 */
export function installmentHeadline(
  options: readonly InstallmentOption[],
): InstallmentHeadline | undefined {
  const longest = options.at(-1);
  if (!longest || longest.installmentNumber <= 1) return undefined;
  const interestFree = options.filter(
    (option) => !option.hasInterest && option.installmentNumber > 1,
  );
  const first = interestFree.at(-1) ?? longest;
  return {
    first,
    upTo: longest.installmentNumber > first.installmentNumber ? longest : undefined,
  };
}
