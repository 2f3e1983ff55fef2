import type { Email } from '../email/templates.ts';
import { actionBlock, compose, textBlock } from '../email/layout.ts';

/** The owner's e-mail confirmation: the link is single-use and lasts 48 hours. */
export function confirmEmailEmail(input: {
  storeName: string;
  firstName: string;
  link: string;
}): Email {
  const body = compose(input.storeName, [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(
      `Sua loja ${input.storeName} foi criada na Vitrine. Confirme seu e-mail pelo link abaixo (válido por 48 horas): sem isso a loja não pode abrir nem receber pagamentos.`,
    ),
    actionBlock(input.link, 'Confirmar meu e-mail'),
    textBlock('Se você não criou esta loja, ignore este e-mail.'),
  ]);
  return {
    template: 'confirm_email',
    subject: `Confirme seu e-mail — ${input.storeName}`,
    ...body,
  };
}
