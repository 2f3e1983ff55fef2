// The my-data screen's own words; the form's are @vitrine/ui's (my-data-form).
export const myDataMessages = {
  metaTitle: 'Meus dados',
  title: 'Meus dados',
  emailHint: 'O e-mail é o seu acesso à loja e não pode ser alterado aqui.',
  loadFailed: 'Não foi possível carregar os seus dados. Tente novamente.',
} as const;
