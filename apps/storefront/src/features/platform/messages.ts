// Every pt-BR string of the platform's own pages (its host, PLATFORM_DOMAIN): "Crie sua loja"
// and the terms of use and privacy notice the new owner accepts.
export const platformMessages = {
  brand: 'Vitrine',
  skipToContent: 'Pular para o conteúdo',
  footerNav: 'Sobre a Vitrine',
  terms: 'Termos de uso',
  privacy: 'Aviso de privacidade',
  signUpLink: 'Crie sua loja',
  opensInNewTab: '(abre em nova aba)',
  signUp: {
    title: 'Crie sua loja na Vitrine',
    metaTitle: 'Crie sua loja · Vitrine',
    metaDescription:
      'Abra sua loja virtual na Vitrine: endereço próprio, pix, boleto e cartão, e um painel para vender. Abrir a loja é grátis.',
    intro:
      'A Vitrine é uma plataforma brasileira de lojas virtuais. Sua loja ganha um endereço próprio, catálogo de produtos e serviços, carrinho, pagamento por pix, boleto e cartão em até 12 vezes, e um painel para acompanhar vendas, entregas, cupons e equipe.',
    costTitle: 'Quanto custa',
    cost: 'Abrir sua loja é grátis. Quando vender, você paga só as tarifas dos provedores de pagamento que escolher (por exemplo, o banco que recebe seus pix ou o Mercado Pago), cobradas diretamente por eles.',
    needsTitle: 'Do que você precisa',
    needs: [
      'Seu CPF, se vende como pessoa física, ou o CNPJ da sua empresa.',
      'Um e-mail que você acessa: enviaremos um link para confirmá-lo.',
      'Um nome e um endereço para a loja.',
    ],
    afterwards:
      'Para começar a vender, a loja precisa ainda de uma conta para receber os pagamentos, de uma forma de entrega (tabela de frete, Melhor Envio ou retirada), dos dados legais da loja e das páginas de trocas e privacidade revisadas. O painel mostra o que falta, passo a passo, e você pode montar a loja enquanto isso.',
    formTitle: 'Seus dados e sua loja',
  },
  form: {
    you: 'Seus dados',
    store: 'Sua loja',
    ownerName: 'Seu nome completo',
    email: 'E-mail',
    emailHint: 'Você entra no painel com ele. Enviaremos um link para confirmá-lo.',
    password: 'Senha',
    document: 'CPF ou CNPJ',
    documentHint: 'Pessoa física: CPF. Empresa: CNPJ (também o novo CNPJ com letras).',
    phone: 'Telefone com DDD',
    storeName: 'Nome da loja',
    slug: 'Endereço da loja',
    slugHint: (address: string) =>
      `Letras minúsculas sem acento, números e hífen. Sua loja vai ficar em ${address}.`,
    slugPlaceholder: 'sua-loja',
    checking: 'Verificando o endereço…',
    acceptTerms: 'Li e aceito os',
    acceptPrivacy: 'Li o',
    acceptPrivacyEnd: 'e concordo com o uso dos meus dados descrito nele.',
    submit: 'Criar minha loja',
    submitting: 'Criando sua loja…',
  },
  created: {
    title: 'Sua loja foi criada',
    address: 'Endereço da loja:',
    comingSoon: 'Até você abri-la, os clientes veem uma página “Em breve”.',
    going: 'Levando você ao painel da sua loja…',
    goToOffice: 'Ir para o painel da loja',
  },
} as const;
