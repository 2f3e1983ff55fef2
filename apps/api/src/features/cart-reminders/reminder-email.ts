import { formatBRL } from '@vitrine/domain/money';
import {
  actionBlock,
  compose,
  linkedTextBlock,
  listBlock,
  rowsBlock,
  textBlock,
} from '../email/layout.ts';
import type { Email } from '../email/templates.ts';

// The abandoned-cart reminder e-mail, every sentence of it in this file: the items as they are
// now, the link that restores the cart, the last reminder's coupon, and the way out (a link in
// the text and the one-click List-Unsubscribe headers, RFC 8058).

/** Few enough units left to say so (not a promise: stock is checked at checkout). */
const FEW_LEFT = 3;

export type ReminderItem = {
  name: string;
  quantity: number;
  /** Reais, today's. */
  unitPrice: number;
  /** null: not counted; 0 or fewer than `quantity`: not enough for the cart. */
  stock: number | null;
  forSale: boolean;
};

export type ReminderEmailInput = {
  storeName: string;
  firstName: string;
  step: number;
  items: ReminderItem[];
  /** Reais: the available lines' value now. */
  total: number;
  couponCode: string | null;
  restoreLink: string;
  /** The storefront's page that turns the marketing e-mails off. */
  unsubscribeLink: string;
  /** The API's RFC 8058 one-click address (a POST, no session). */
  oneClickLink: string;
};

function itemLine(item: ReminderItem): string {
  const line = `${item.quantity} × ${item.name} — ${formatBRL(item.unitPrice * item.quantity)}`;
  if (!item.forSale || item.stock === 0) return `${line} (indisponível no momento)`;
  if (item.stock !== null && item.stock < item.quantity) {
    return `${line} (só ${item.stock} em estoque)`;
  }
  if (item.stock !== null && item.stock <= FEW_LEFT) return `${line} (últimas unidades)`;
  return line;
}

const SUBJECTS = [
  (store: string) => `Você deixou itens no carrinho — ${store}`,
  (store: string) => `Seu carrinho ainda está esperando — ${store}`,
  (store: string) => `Última chamada para o seu carrinho — ${store}`,
];

export function reminderEmail(input: ReminderEmailInput): Email {
  const { storeName, firstName, couponCode } = input;
  const subject = SUBJECTS[Math.min(input.step, SUBJECTS.length) - 1]!(storeName);
  return {
    template: 'cart_reminder',
    subject,
    headers: {
      'List-Unsubscribe': `<${input.oneClickLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...compose(storeName, [
      textBlock(`Olá, ${firstName}!`),
      textBlock('Os itens abaixo continuam no seu carrinho, com o preço e o estoque de agora:'),
      listBlock(input.items.map(itemLine)),
      rowsBlock([{ label: 'Total dos itens', value: formatBRL(input.total) }]),
      ...(couponCode
        ? [textBlock(`Um presente para concluir a compra: o cupom ${couponCode} já vai aplicado.`)]
        : []),
      actionBlock(input.restoreLink, 'Voltar ao carrinho'),
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
