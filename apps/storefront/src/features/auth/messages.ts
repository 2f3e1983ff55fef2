import { formMessages } from '@vitrine/ui/form-messages';

// Every pt-BR string of the sign-in screens (spec §2 /login/*) around the shared forms, whose
// own words are @vitrine/ui's; the header's are in header-messages.ts, apart, as every page
// loads them.
export const authMessages = {
  title: 'Entrar na sua conta',
  pendingTitle: (product: string) => `Entre para adicionar ${product} ao carrinho`,
  pendingHint: 'Assim que você entrar, o produto vai para o seu carrinho.',
  email: 'E-mail',
  /** A login form sent before the page's script ran comes back with `?erro=<the API's code>`. */
  refused: {
    invalid_credentials: 'E-mail ou senha inválidos.',
    too_many_requests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  } as Record<string, string>,
  /** Under a refused login: the API answers a pending account as a wrong password. */
  pendingAccountHint: 'Criou sua conta e ainda não definiu a senha?',
  pendingAccountLink: 'Ative sua conta',
  forgotPassword: 'Esqueci minha senha',
  noAccount: 'Ainda não tem conta?',
  createAccount: 'Criar conta',
  metaTitle: 'Entrar',
  metaDescription: 'Entre na sua conta para comprar e acompanhar seus pedidos.',
  loggedIn: (firstName: string) => `Olá, ${firstName}! Você entrou na sua conta.`,
  logout: {
    title: 'Sair da conta',
    question: 'Deseja sair da sua conta neste navegador?',
    submit: 'Sair',
  },
  /** Any form of these screens sent before its script ran, other than login's and create-password's. */
  notSent:
    'O formulário não foi enviado: a página ainda estava carregando. Tente de novo em instantes (se o JavaScript estiver desativado, ative-o).',
  signUp: {
    title: 'Criar conta',
    intro: 'Informe seus dados. Enviaremos um e-mail para você criar sua senha e ativar a conta.',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    submit: 'Criar conta',
    submitting: 'Criando conta…',
    haveAccount: 'Já tem conta?',
    login: 'Entrar',
    metaDescription: 'Crie sua conta para comprar e acompanhar seus pedidos.',
  },
  accountCreated: {
    title: 'Falta pouco: confirme seu e-mail',
    sentTo: (email: string) => `Enviamos um e-mail para ${email}.`,
    sent: 'Enviamos um e-mail para você.',
    next: 'Abra a mensagem e toque em “Criar minha senha” para ativar sua conta. O link vale por 7 dias.',
    spam: 'Não chegou em alguns minutos? Confira as pastas de spam e promoções.',
    resend: 'Enviar o e-mail de novo',
    backToStore: 'Voltar para a loja',
  },
  awaitAccount: {
    title: 'Sua conta aguarda o primeiro acesso',
    intro:
      'Sua conta já existe, mas ainda não tem senha. Para ativá-la, abra o e-mail de primeiro acesso que enviamos e crie sua senha pelo link dele.',
    resendIntro:
      'Não encontrou o e-mail ou o link expirou? Informe seu e-mail e enviaremos um novo link (o anterior deixa de valer).',
    submit: 'Enviar o e-mail de novo',
    submitting: 'Enviando…',
    sentTitle: 'Pedido recebido',
    sent: (email: string) =>
      `Se ${email} tiver uma conta nesta loja, enviamos agora um novo link para criar a senha. Confira sua caixa de entrada.`,
    metaDescription: 'Ative sua conta pelo e-mail de primeiro acesso.',
  },
  recover: {
    title: 'Recuperar acesso',
    intro: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
    sent: (email: string) =>
      `Se ${email} tiver uma conta nesta loja, enviamos um link para você criar uma nova senha. O link vale por 2 horas.`,
    backToLogin: 'Voltar para o login',
    metaDescription: 'Recupere o acesso à sua conta criando uma nova senha.',
  },
  createPassword: {
    ...formMessages.createPasswordScreen,
    /** `?erro=` after a form sent before the page's script ran (the API's codes). */
    refused: {
      validation_error: 'A senha não atende às regras abaixo. Confira e tente de novo.',
      too_many_requests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    } as Record<string, string>,
    metaTitle: 'Criar senha',
  },
} as const;
