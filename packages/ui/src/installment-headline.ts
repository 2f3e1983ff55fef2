import type { InstallmentHeadline } from '@vitrine/domain/installments';
import { formatBRL } from '@vitrine/domain/money';
import { priceMessages } from './messages.ts';

/**
 * The instalment headline (`installmentHeadline`, @vitrine/domain) as shoppers read it, the
 * same words on the shelf, the product page, the cart and the pay page: "3x de R$ 133,30 sem
 * juros" and, when longer plans exist, "ou até 12x com juros".
 */
export function installmentHeadlineParts(headline: InstallmentHeadline): [string, string | null] {
  const { first, upTo } = headline;
  return [
    priceMessages.installments(
      first.installmentNumber,
      formatBRL(first.installmentAmount),
      first.hasInterest,
    ),
    upTo ? priceMessages.upTo(upTo.installmentNumber) : null,
  ];
}

/** The headline in one line: "3x de R$ 133,30 sem juros ou até 12x com juros". */
export function installmentHeadlineText(headline: InstallmentHeadline): string {
  return installmentHeadlineParts(headline)
    .filter((part) => part !== null)
    .join(' ');
}
