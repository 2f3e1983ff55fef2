import { formatBRL } from '@vitrine/domain/money';
import { actionBlock, compose, linkedTextBlock, rowsBlock, textBlock } from '../email/layout.ts';
import type { Email } from '../email/templates.ts';

// The two e-mails of "Avise-me quando chegar", every sentence of them in this file: the
// confirmation a shopper not signed in gets (double opt-in: nothing is sent before it), and the
// one alert, with the price now and the way out (a link and the List-Unsubscribe headers).

type Item = { storeName: string; productName: string; variationName: string };

const itemName = ({ productName, variationName }: Item) =>
  variationName ? `${productName} (${variationName})` : productName;

export function confirmAlertEmail(
  input: Item & { confirmLink: string; unsubscribeLink: string },
): Email {
  return {
    template: 'stock_alert_confirm',
    subject: `Confirme seu aviso de estoque — ${input.storeName}`,
    ...compose(input.storeName, [
      textBlock(`Recebemos um pedido para avisar este e-mail quando ${itemName(input)} voltar.`),
      textBlock('Confirme para entrar na fila do aviso. Sem a confirmação, nada será enviado.'),
      actionBlock(input.confirmLink, 'Confirmar o aviso'),
      linkedTextBlock('Não foi você? ', 'Cancelar este pedido', input.unsubscribeLink),
    ]),
  };
}

export function backInStockEmail(
  input: Item & {
    /** Reais, today's. */
    price: number;
    productLink: string;
    unsubscribeLink: string;
    oneClickLink: string;
  },
): Email {
  return {
    template: 'stock_alert',
    subject: `${itemName(input)} voltou ao estoque — ${input.storeName}`,
    headers: {
      'List-Unsubscribe': `<${input.oneClickLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...compose(input.storeName, [
      textBlock(`Chegou! ${itemName(input)} está de novo à venda.`),
      rowsBlock([{ label: 'Preço agora', value: formatBRL(input.price) }]),
      textBlock('As unidades são poucas e o estoque só é garantido ao finalizar a compra.'),
      actionBlock(input.productLink, 'Ver o produto'),
      textBlock('Você recebe este e-mail uma vez, porque pediu o aviso na página do produto.'),
      linkedTextBlock(
        'Não quer mais avisos desta loja? ',
        'Cancelar os avisos',
        input.unsubscribeLink,
      ),
    ]),
  };
}
