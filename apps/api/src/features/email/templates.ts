import { formatDateTime } from '@vitrine/domain/dates';
import { button, layout, paragraph } from './layout.ts';

// pt-BR e-mails, every sentence in this file (CONTRIBUTING.md: wording in one place per feature).
// Values as buyers read them: R$ 1.234,56 and dd/mm/aaaa.

export type Email = {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of its own: a marketing e-mail's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

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

/**
 * After a password is changed (in the account, or by a recover link). Whoever changed it was
 * logged in or had the e-mail; if that was not the owner, the owner learns it here and gets the
 * way back in (the recover page), before the intruder can do more.
 */
export function passwordChangedEmail({
  storeName,
  firstName,
  link,
  at,
}: AccountEmail & { at: Date }): Email {
  const lines = [
    `Olá, ${firstName}!`,
    `A senha da sua conta na ${storeName} foi alterada em ${formatDateTime(at)}.`,
    'Não foi você? Crie uma nova senha agora pelo link abaixo: as outras sessões abertas na sua conta foram encerradas.',
  ];
  return {
    template: 'password_changed',
    subject: `Sua senha foi alterada — ${storeName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nSe foi você, não precisa fazer nada.`,
    html: layout(storeName, [
      ...lines.map(paragraph),
      button(link, 'Não fui eu: criar nova senha'),
      paragraph('Se foi você, não precisa fazer nada.'),
    ]),
  };
}
