import { formatDate } from '@vitrine/domain/dates';
import type { Email } from '../email/templates.ts';
import { actionBlock, compose, textBlock } from '../email/layout.ts';

// What a store's owners hear of their own domain from the daily re-check (pt-BR, every
// sentence): its records gone (with the day it will be disconnected), then disconnected.

type Input = {
  storeName: string;
  firstName: string;
  domain: string;
  platformHost: string;
  /** What the check found, in the office's words. */
  problem: string;
  link: string;
};

export function domainFailingEmail(input: Input & { detachOn: Date }): Email {
  const body = compose(input.storeName, [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(
      `O domínio ${input.domain} deixou de apontar para a sua loja na verificação de hoje. ${input.problem}`,
    ),
    textBlock(
      `A loja continua atendendo nele por enquanto. Confira os registros DNS no seu registro de domínio (como o Registro.br) e clique em "Verificar" no painel. Se eles não voltarem até ${formatDate(input.detachOn)}, o domínio será desligado e a loja passará a atender só em ${input.platformHost}.`,
    ),
    actionBlock(input.link, 'Ver os registros no painel'),
  ]);
  return {
    template: 'domain_failing',
    subject: `O domínio ${input.domain} precisa de atenção — ${input.storeName}`,
    ...body,
  };
}

export function domainDetachedEmail(input: Input): Email {
  const body = compose(input.storeName, [
    textBlock(`Olá, ${input.firstName}!`),
    textBlock(
      `O domínio ${input.domain} foi desligado da sua loja: os registros DNS não voltaram no prazo. ${input.problem}`,
    ),
    textBlock(
      `A loja atende agora em ${input.platformHost}. Para usar o domínio de novo, acerte os registros e clique em "Verificar" no painel.`,
    ),
    actionBlock(input.link, 'Abrir Configurações → Domínio'),
  ]);
  return {
    template: 'domain_detached',
    subject: `O domínio ${input.domain} foi desligado — ${input.storeName}`,
    ...body,
  };
}
