import { actionBlock, compose, linkedTextBlock, listBlock, textBlock } from '../email/layout.ts';
import type { Email } from '../email/templates.ts';

// The invitation to review a delivered order, every sentence of it in this file: one link per
// product, and the way out (a link in the text and the one-click List-Unsubscribe headers,
// RFC 8058), as the other marketing e-mails.

export type InviteEmailInput = {
  storeName: string;
  firstName: string;
  orderCode: string;
  products: { name: string; link: string }[];
  /** The storefront's page that turns the marketing e-mails off. */
  unsubscribeLink: string;
  /** The API's RFC 8058 one-click address (a POST, no session). */
  oneClickLink: string;
};

export function reviewInviteEmail(input: InviteEmailInput): Email {
  const { storeName, firstName, orderCode, products } = input;
  return {
    template: 'review_invite',
    subject: `Como foi a sua compra? Avalie o pedido ${orderCode} — ${storeName}`,
    headers: {
      'List-Unsubscribe': `<${input.oneClickLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...compose(storeName, [
      textBlock(`Olá, ${firstName}!`),
      textBlock(
        `Seu pedido ${orderCode} foi entregue. Conte para outros clientes o que achou: leva um minuto.`,
      ),
      listBlock(products.map((product) => `${product.name}: ${product.link}`)),
      ...(products[0] ? [actionBlock(products[0].link, 'Avaliar agora')] : []),
      textBlock('O link vale por 60 dias. Só quem comprou pode avaliar.'),
      textBlock(
        'Você recebe este e-mail porque aceitou receber e-mails da loja com lembretes e ofertas.',
      ),
      linkedTextBlock(
        'Não quer mais estes e-mails? ',
        'Cancelar os e-mails',
        input.unsubscribeLink,
      ),
    ]),
  };
}
