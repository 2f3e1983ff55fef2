// Favoritos and Preferências (spec §2 /minha-conta/*), every sentence of them.

export const favouritesMessages = {
  metaTitle: 'Favoritos',
  title: 'Favoritos',
  intro: 'Os produtos que você guardou, com o preço e o estoque de agora.',
  empty: 'Você ainda não tem favoritos. Toque no coração de um produto para guardá-lo aqui.',
  browse: 'Ver os produtos da loja',
  was: 'de',
  now: 'por',
  unavailable: 'Indisponível',
  remove: 'Remover',
  removeLabel: (name: string) => `Remover ${name} dos favoritos`,
  removed: (name: string) => `${name} foi removido dos favoritos.`,
  addToCart: 'Adicionar ao carrinho',
  addToCartLabel: (name: string) => `Adicionar ao carrinho: ${name}`,
  chooseOptions: 'Escolher opções',
  chooseOptionsLabel: (name: string) => `Escolher opções: ${name}`,
  failed: 'Não foi possível remover. Tente novamente.',
  loadFailed: 'Não foi possível carregar seus favoritos. Tente novamente.',
} as const;

export const preferencesMessages = {
  metaTitle: 'Preferências',
  title: 'Preferências',
  priceAlerts: 'Avisar quando um favorito baixar de preço',
  on: 'Avisos de preço ligados.',
  off: 'Avisos de preço desligados.',
  marketingEmails: 'Receber e-mails da loja (lembretes do carrinho e ofertas)',
  marketingOn: 'E-mails da loja ligados.',
  marketingOff: 'E-mails da loja desligados.',
  since: (when: string) => `Ligado desde ${when}.`,
  failed: 'Não foi possível salvar sua preferência. Tente novamente.',
  loadFailed: 'Não foi possível carregar suas preferências. Tente novamente.',
} as const;

/** An e-mail's unsubscribe link's page, for each kind of e-mail. */
export type UnsubscribeMessages = { [K in keyof typeof unsubscribeMessages]: string };

export const marketingUnsubscribeMessages: UnsubscribeMessages = {
  metaTitle: 'E-mails da loja',
  title: 'E-mails da loja',
  working: 'Cancelando os e-mails da loja…',
  done: 'Pronto: você não vai mais receber lembretes do carrinho nem ofertas por e-mail.',
  again: 'Mudou de ideia? Ligue os e-mails de novo em Minha conta → Preferências.',
  preferences: 'Ir para as preferências',
  invalid:
    'Este link de cancelamento não é válido. Desligue os e-mails em Minha conta → Preferências.',
  failed: 'Não foi possível cancelar os e-mails agora.',
  retry: 'Tentar de novo',
  backToStore: 'Voltar para a loja',
};

export const unsubscribeMessages = {
  metaTitle: 'Avisos de preço',
  title: 'Avisos de preço',
  working: 'Cancelando os avisos de preço…',
  done: 'Pronto: você não vai mais receber e-mails quando um favorito baixar de preço.',
  again: 'Mudou de ideia? Ligue os avisos de novo em Minha conta → Preferências.',
  preferences: 'Ir para as preferências',
  invalid:
    'Este link de cancelamento não é válido. Desligue os avisos em Minha conta → Preferências.',
  failed: 'Não foi possível cancelar os avisos agora.',
  retry: 'Tentar de novo',
  backToStore: 'Voltar para a loja',
} as const;

/** A stock alert's confirmation link (double opt-in), from its e-mail. */
export const stockAlertConfirmMessages: UnsubscribeMessages = {
  metaTitle: 'Aviso de estoque',
  title: 'Aviso de estoque',
  working: 'Confirmando o seu aviso…',
  done: 'Pronto: seu aviso está confirmado. Mandaremos um e-mail, uma vez, quando o produto voltar ao estoque.',
  again: 'Não quer mais o aviso? Use o link de cancelamento do e-mail.',
  preferences: 'Voltar para a loja',
  invalid:
    'Este link de confirmação não é válido ou venceu. Peça o aviso de novo na página do produto.',
  failed: 'Não foi possível confirmar o aviso agora.',
  retry: 'Tentar de novo',
  backToStore: 'Voltar para a loja',
};

/** A stock alert's way out, from the confirmation or the alert e-mail. */
export const stockAlertCancelMessages: UnsubscribeMessages = {
  metaTitle: 'Avisos de estoque',
  title: 'Avisos de estoque',
  working: 'Cancelando os avisos de estoque…',
  done: 'Pronto: este e-mail não vai mais receber avisos de estoque desta loja.',
  again: 'Mudou de ideia? Peça o aviso de novo na página do produto.',
  preferences: 'Voltar para a loja',
  invalid: 'Este link de cancelamento não é válido.',
  failed: 'Não foi possível cancelar os avisos agora.',
  retry: 'Tentar de novo',
  backToStore: 'Voltar para a loja',
};
