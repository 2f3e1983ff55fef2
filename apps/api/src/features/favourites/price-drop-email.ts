import { formatBRL } from '@vitrine/domain/money';
import { actionBlock, compose, linkedTextBlock, textBlock } from '../email/layout.ts';
import type { Email } from '../email/templates.ts';

// The price-drop e-mail, every sentence of it in this file.

export type PriceDropEmailInput = {
  storeName: string;
  firstName: string;
  productName: string;
  /** Reais: the price the shopper last saw noticed, and the price now. */
  was: number;
  now: number;
  productLink: string;
  /** Turns these e-mails off in one click, without signing in. */
  unsubscribeLink: string;
};

export function priceDropEmail(input: PriceDropEmailInput): Email {
  const { storeName, firstName, productName } = input;
  return {
    template: 'favourite_price_drop',
    subject: `Baixou o preço: ${productName} — ${storeName}`,
    ...compose(storeName, [
      textBlock(`Olá, ${firstName}!`),
      textBlock(
        `${productName}, dos seus favoritos, baixou de ${formatBRL(input.was)} para ${formatBRL(input.now)}.`,
      ),
      actionBlock(input.productLink, 'Ver o produto'),
      textBlock(
        'Você recebe este e-mail porque pediu avisos de preço dos seus favoritos em Minha conta → Preferências.',
      ),
      linkedTextBlock(
        'Não quer mais estes avisos? ',
        'Cancelar os avisos de preço',
        input.unsubscribeLink,
      ),
    ]),
  };
}
