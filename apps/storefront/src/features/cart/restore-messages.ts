// Every pt-BR string of a reminder e-mail's restore link (/finalizar-compra/carrinho/recuperar).

export const restoreMessages = {
  metaTitle: 'Recuperar carrinho',
  title: 'Recuperar carrinho',
  invalid:
    'Este link de carrinho não é válido ou venceu. Seus itens podem continuar no carrinho: confira.',
  toCart: 'Ir para o carrinho',
} as const;
