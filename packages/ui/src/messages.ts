// Every pt-BR string @vitrine/ui shows or announces, in one place so the wording is easy to
// review (STYLE.md). Amounts arrive already formatted by formatBRL ('R$ 1.234,56').

export const messages = {
  close: 'Fechar',
  loading: 'Carregando…',
  toast: {
    region: 'Notificações',
    close: 'Fechar notificação',
  },
  badge: {
    items: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  },
  field: {
    words: (count: number, limit: number) => `${count}/${limit} palavras`,
  },
  money: {
    currency: 'R$',
  },
  /** spec §5: the password rules under a new password, one wording for shoppers and sellers. */
  passwordRules: {
    title: 'A senha precisa ter:',
    rules: {
      min_length: 'pelo menos 6 caracteres',
      uppercase: 'uma letra maiúscula',
      digit: 'um número',
      special: 'um caractere especial (como ! @ # $ % & *)',
    },
    met: 'atendido',
    missing: 'falta',
  },
  /** The account forms both apps show (spec §2 /login/*, minha-conta), one wording for both. */
  forms: {
    email: 'E-mail',
    optional: (label: string) => `${label} (opcional)`,
    login: {
      password: 'Senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
      failed: 'Não foi possível entrar. Tente novamente.',
    },
    createPassword: {
      password: 'Nova senha',
      confirmation: 'Confirme a nova senha',
      mismatch: 'As senhas não conferem.',
      submit: 'Criar senha e entrar',
      submitting: 'Criando senha…',
      failed: 'Não foi possível criar a senha. Tente novamente.',
    },
    /** The create-password screen around the form (first access and recovered access alike). */
    createPasswordScreen: {
      firstAccessTitle: 'Crie sua senha',
      recoverTitle: 'Crie uma nova senha',
      greeting: (firstName: string) => `Olá, ${firstName}!`,
      account: (email: string) => `Conta: ${email}`,
      done: 'Senha criada. Você já está conectado.',
      invalidTitle: 'Este link não vale mais',
      invalidText:
        'O link para criar a senha expirou ou já foi usado. Peça um novo: enviaremos outro para o seu e-mail.',
      askAgain: 'Pedir um novo link',
      goToLogin: 'Ir para o login',
    },
    changePassword: {
      intro:
        'Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas. Este dispositivo continua conectado.',
      current: 'Senha atual',
      mismatch: 'As senhas não conferem.',
      sameAsCurrent: 'A nova senha deve ser diferente da atual.',
      submit: 'Alterar senha',
      submitting: 'Alterando senha…',
      changed: 'Senha alterada. As sessões nos outros dispositivos foram encerradas.',
    },
    /** The recover-access screens: the e-mail form's button and the answer after it. */
    recover: {
      submit: 'Enviar link',
      submitting: 'Enviando…',
      sentTitle: 'Confira seu e-mail',
      spam: 'Não chegou em alguns minutos? Confira as pastas de spam e promoções, ou peça de novo.',
      again: 'Pedir outro link',
    },
    myData: {
      firstName: 'Nome',
      lastName: 'Sobrenome',
      cpf: 'CPF',
      phone: 'Telefone',
      birthDate: 'Data de nascimento',
      birthDateHint: 'dd/mm/aaaa',
      submit: 'Salvar alterações',
      submitting: 'Salvando…',
      saved: 'Dados salvos.',
    },
  },
  tracking: {
    /** The link's name: the code, where it goes, and that it opens a new tab. */
    linkName: (code: string) => `${code} (rastrear nos Correios, abre em nova aba)`,
  },
  price: {
    /** Read instead of the struck-through old price and the new one. */
    sale: (previous: string, current: string) => `de ${previous} por ${current}`,
    installments: (count: number, amount: string, hasInterest: boolean) =>
      `${count}x de ${amount} ${hasInterest ? 'com juros' : 'sem juros'}`,
    /** After the interest-free offer, how far the plans with interest go. */
    upTo: (count: number) => `ou até ${count}x com juros`,
    pix: (amount: string) => `${amount} no pix`,
  },
} as const;
