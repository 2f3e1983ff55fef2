// The sandbox's test card table (documented in apps/api/README and the OpenAPI description of
// POST /payments/sandbox/card-tokens). Any other Luhn-valid number of a known brand approves.
export type SandboxOutcome = {
  code: 'approved' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';
  message: string;
};

export const TEST_CARDS: Record<string, SandboxOutcome> = {
  '4111111111111111': { code: 'approved', message: 'Pagamento aprovado.' },
  '5555555555554444': { code: 'approved', message: 'Pagamento aprovado.' },
  '4000000000000002': { code: 'card_declined', message: 'Cartão recusado.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Saldo insuficiente.' },
  '4000000000000069': { code: 'expired_card', message: 'Cartão vencido.' },
  '4000000000000127': { code: 'incorrect_cvc', message: 'Código de segurança incorreto.' },
};

export const APPROVED: SandboxOutcome = { code: 'approved', message: 'Pagamento aprovado.' };

export function outcomeFor(cardNumber: string): SandboxOutcome {
  return TEST_CARDS[cardNumber] ?? APPROVED;
}

/** The table as Markdown, for the OpenAPI description. */
export const TEST_CARDS_MARKDOWN = [
  '| Cartão | Resultado |',
  '|---|---|',
  ...Object.entries(TEST_CARDS).map(([number, outcome]) => `| ${number} | ${outcome.message} |`),
  '| outro número válido (Luhn) | Pagamento aprovado. |',
].join('\n');
