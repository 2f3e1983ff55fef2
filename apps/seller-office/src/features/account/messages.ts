import { twoFactorMessages } from '../../shared/two-factor/messages.ts';

// The pt-BR strings of the seller's own account screens (spec §2 /vendedor/minha-conta/
// meus-dados and minha-senha) around the shared forms, whose own words are @vitrine/ui's.
export const myDataMessages = {
  title: 'Meus dados',
  intro: 'Seu nome aparece no painel e nas vendas que você atualiza.',
  emailHint: 'O e-mail é o seu acesso ao painel e não pode ser alterado aqui.',
  phoneHint: 'Com DDD.',
} as const;

export const passwordMessages = {
  title: 'Minha senha',
} as const;

/** Minha conta → Segurança: two-step verification (TOTP). */
export const securityMessages = {
  ...twoFactorMessages,
  title: 'Segurança',
  heading: 'Verificação em duas etapas',
  intro:
    'Além da senha, o painel pede um código de 6 dígitos que muda a cada 30 segundos, gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, Authy, 1Password…). Quem descobrir a sua senha não entra sem o seu celular.',
  requiredNotice:
    'A loja exige a verificação em duas etapas de toda a equipe. Ative-a abaixo para voltar a usar o painel.',
  on: (since: string) => `Ativada desde ${since}.`,
  off: 'Desativada.',
  codesLeft: (left: number) =>
    left === 1 ? 'Resta 1 código de recuperação.' : `Restam ${left} códigos de recuperação.`,
  codeOrRecovery: 'Código do aplicativo ou de recuperação',
  activated: 'Verificação em duas etapas ativada.',
  newCodes: 'Gerar novos códigos de recuperação',
  newCodesHint: 'Os códigos atuais deixam de valer.',
  generate: 'Gerar códigos',
  disable: 'Desativar a verificação em duas etapas',
  disableHint: 'Confirme com a sua senha e um código do aplicativo (ou de recuperação).',
  disableSubmit: 'Desativar',
  requiredByStore: 'A loja exige a verificação em duas etapas: ela não pode ser desativada.',
} as const;
