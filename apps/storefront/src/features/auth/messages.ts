// Every pt-BR string of the customer login screen.
export const authMessages = {
  title: 'Entrar na sua conta',
  pendingTitle: (product: string) => `Entre para adicionar ${product} ao carrinho`,
  pendingHint: 'Assim que você entrar, o produto vai para o seu carrinho.',
  email: 'E-mail',
  password: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando…',
  failed: 'Não foi possível entrar. Tente novamente.',
  /** A login form sent before the page's script ran comes back with `?erro=<the API's code>`. */
  refused: {
    invalid_credentials: 'E-mail ou senha inválidos.',
    too_many_requests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  } as Record<string, string>,
  metaTitle: 'Entrar',
  metaDescription: 'Entre na sua conta para comprar e acompanhar seus pedidos.',
  header: {
    login: 'Entrar',
    greeting: (firstName: string) => `Olá, ${firstName}`,
    logout: 'Sair',
  },
  logout: {
    title: 'Sair da conta',
    question: 'Deseja sair da sua conta neste navegador?',
    submit: 'Sair',
  },
} as const;
