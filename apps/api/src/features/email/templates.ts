import { formatBRL } from '@vitrine/domain';
import { formatDateBR } from '../../lib/dates.ts';
import { layout, paragraph, button, escapeHtml } from './layout.ts';

// pt-BR e-mails, every sentence in this file (STYLE.md: wording in one place per feature).
// Values as buyers read them: R$ 1.234,56 and dd/mm/aaaa.

export type Email = { template: string; subject: string; text: string; html: string };

type AccountEmail = { storeName: string; firstName: string; link: string };

export function firstAccessEmail({ storeName, firstName, link }: AccountEmail): Email {
  const lines = [
    `Olá, ${firstName}!`,
    `Sua conta na ${storeName} está quase pronta. Para ativá-la, crie sua senha pelo link abaixo (válido por 7 dias):`,
  ];
  return {
    template: 'first_access',
    subject: `Crie sua senha na ${storeName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nSe você não pediu esta conta, ignore este e-mail.`,
    html: layout(storeName, [
      ...lines.map(paragraph),
      button(link, 'Criar minha senha'),
      paragraph('Se você não pediu esta conta, ignore este e-mail.'),
    ]),
  };
}

export function recoverAccessEmail({ storeName, firstName, link }: AccountEmail): Email {
  const lines = [
    `Olá, ${firstName}!`,
    `Recebemos um pedido para recuperar o acesso à sua conta na ${storeName}. Crie uma nova senha pelo link abaixo (válido por 2 horas):`,
  ];
  return {
    template: 'recover_access',
    subject: `Recupere seu acesso à ${storeName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.`,
    html: layout(storeName, [
      ...lines.map(paragraph),
      button(link, 'Criar nova senha'),
      paragraph('Se não foi você, ignore este e-mail: sua senha continua a mesma.'),
    ]),
  };
}

export type OrderEmail = {
  storeName: string;
  firstName: string;
  code: string;
  createdAt: Date;
  items: { name: string; quantity: number; total: number }[];
  shipping: number;
  discount: number;
  total: number;
  paymentLine: string;
  link: string;
};

export function orderConfirmationEmail(order: OrderEmail): Email {
  const items = order.items.map(
    (item) => `${item.quantity} × ${item.name} — ${formatBRL(item.total)}`,
  );
  const totals = [
    `Frete: ${order.shipping === 0 ? 'grátis' : formatBRL(order.shipping)}`,
    ...(order.discount > 0 ? [`Desconto: -${formatBRL(order.discount)}`] : []),
    `Total: ${formatBRL(order.total)}`,
    `Pagamento: ${order.paymentLine}`,
  ];
  const intro = [
    `Olá, ${order.firstName}!`,
    `Recebemos seu pedido ${order.code}, feito em ${formatDateBR(order.createdAt)}.`,
  ];
  return {
    template: 'order_confirmation',
    subject: `Pedido ${order.code} recebido — ${order.storeName}`,
    text: [...intro, items.join('\n'), totals.join('\n'), `Acompanhe: ${order.link}`].join('\n\n'),
    html: layout(order.storeName, [
      ...intro.map(paragraph),
      `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      ...totals.map(paragraph),
      button(order.link, 'Acompanhar pedido'),
    ]),
  };
}
