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
