import type { InstallmentOption } from '@vitrine/domain/payment-schemas';
import { formatBRL } from '@vitrine/domain/money';
import { checkoutMessages as t } from '../messages.ts';

/**
 * One instalment option as Brazilian shoppers read it: "3x de R$ 100,00 sem juros", or with
 * interest the total they will really pay, "6x de R$ 55,36 com juros (total R$ 332,16)". The
 * numbers are the server's quote (spec §9 rules), never recomputed here.
 */
export function installmentLabel(option: InstallmentOption): string {
  return t.installment(
    option.installmentNumber,
    formatBRL(option.installmentAmount),
    option.hasInterest,
    formatBRL(option.totalAmount),
  );
}
