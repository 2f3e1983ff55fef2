import { formatDateTime } from '@vitrine/domain/dates';
import type { Email } from '../email/templates.ts';
import { actionBlock, compose, textBlock } from '../email/layout.ts';

// What the store's owners hear of an operator's action on their store (pt-BR, every sentence).

type Owner = { storeName: string; firstName: string; officeLink: string; at: Date };

export function storeSuspendedEmail(input: Owner & { reason: string }): Email {
  const body = compose(input.storeName, [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(
      `A loja ${input.storeName} foi suspensa pela equipe da Vitrine em ${formatDateTime(input.at)}.`,
    ),
    textBlock(`Motivo: ${input.reason}`),
    textBlock(
      'Enquanto estiver suspensa, os clientes veem "Loja indisponível", nenhum pedido ou pagamento é aceito e o painel fica só para consulta. Os pedidos já feitos e os seus dados continuam guardados.',
    ),
    textBlock(
      'Para pedir a reativação ou explicar o que aconteceu, responda a este e-mail contando o que foi corrigido.',
    ),
    actionBlock(input.officeLink, 'Abrir o painel da loja'),
  ]);
  return { template: 'store_suspended', subject: `Loja suspensa — ${input.storeName}`, ...body };
}

export function storeReactivatedEmail(input: Owner): Email {
  const body = compose(input.storeName, [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(
      `A loja ${input.storeName} foi reativada pela equipe da Vitrine em ${formatDateTime(input.at)}: os clientes voltam a vê-la como antes da suspensão, e o painel volta a aceitar alterações.`,
    ),
    actionBlock(input.officeLink, 'Abrir o painel da loja'),
  ]);
  return { template: 'store_reactivated', subject: `Loja reativada — ${input.storeName}`, ...body };
}
