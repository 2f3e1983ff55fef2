import { formMessages } from '@vitrine/ui/form-messages';

// Every pt-BR string of the seller's sign-in screens (spec §2 /vendedor/login/*) around the
// shared forms, whose own words are @vitrine/ui's; the storefront's words where they do the same.
export const authMessages = {
  tag: 'Painel do vendedor',
  login: {
    title: 'Entrar no painel',
    intro: (store: string) => `Acesse o painel de vendas da ${store}.`,
    /**
     * Under a refused login. The API answers a seller of another store, and one whose first
     * access is pending, as a wrong password (no account list to probe): both ways out are
     * offered with every such refusal.
     */
    otherStoreHint: (store: string) =>
      `Este é o painel da ${store}. Se você vende em outra loja, entre pelo endereço do painel dela.`,
    pendingHint: 'Ainda não criou sua senha?',
    pendingLink: 'Receba o link de primeiro acesso',
    forgotPassword: 'Esqueci minha senha',
    loggedOut: 'Você saiu do painel.',
    loggedOutOffline:
      'Você saiu do painel neste dispositivo, mas não conseguimos falar com o servidor para encerrar a sessão lá. Ela expira sozinha em até 24 horas.',
  },
  logout: {
    title: 'Sair do painel',
    leaving: 'Saindo do painel…',
  },
  recover: {
    title: 'Recuperar acesso',
    intro:
      'Informe o e-mail com que você acessa o painel. Enviaremos um link para você criar uma nova senha (ou a sua primeira senha, se ainda não criou).',
    sent: (email: string) =>
      `Se ${email} for de um vendedor desta loja, enviamos agora um link para você criar sua senha. Confira sua caixa de entrada.`,
    backToLogin: 'Voltar para o login',
  },
  createPassword: {
    ...formMessages.createPasswordScreen,
  },
  /** A new store's confirmation e-mail's link; the API's own answer is shown under the title. */
  confirmEmail: {
    title: 'Confirmação de e-mail',
    confirmed: 'E-mail confirmado',
    invalid: 'Este link não vale mais',
    toOffice: 'Ir para o painel da loja',
    login: 'Entrar no painel',
    loginToResend: 'Entre no painel para pedir um novo link.',
  },
  /** `?acesso=expirado`: the sign-up's login code did not work (server/login-code.ts). */
  loginCodeRefused:
    'O acesso automático ao painel já foi usado ou expirou. Entre com o e-mail e a senha que você cadastrou ao criar a loja.',
} as const;
