import { formatDate } from '@vitrine/domain/dates';

// Everything the seller reads on Configurações → Contas de recebimento, in one place.

export const paymentProvidersMessages = {
  title: 'Contas de recebimento',
  intro:
    'Quem recebe o dinheiro de cada meio de pagamento: o sandbox (testes, nenhum dinheiro real), a API Pix do seu banco ou a sua conta do Mercado Pago. Preencha as credenciais, teste a conexão e então escolha o provedor de cada meio.',
  rulesLink: 'Parcelas e descontos ficam em Pagamentos.',
  methods: 'Quem recebe cada meio de pagamento',
  pix: 'Pix',
  card: 'Cartão de crédito',
  boleto: 'Boleto',
  providers: {
    sandbox: 'Sandbox (testes, nenhum dinheiro real)',
    pix_api: 'API Pix do seu banco',
    mercado_pago: 'Mercado Pago',
  },
  pixKeyTitle: 'Chave Pix da loja',
  pixKeyIntro:
    'A chave cadastrada no seu banco para receber pix: as cobranças dos pedidos são feitas para ela. Sem chave, a loja não oferece pix.',
  pixKeyType: 'Tipo da chave',
  pixKeyChooseType: 'Escolha o tipo',
  pixKeyField: 'Chave Pix',
  pixKeyHints: {
    '': 'Escolha o tipo e digite a chave como está no seu banco.',
    cpf: 'O CPF do titular da conta, com 11 números.',
    cnpj: 'O CNPJ da empresa titular da conta.',
    email: 'O e-mail cadastrado como chave no seu banco.',
    phone: 'O celular cadastrado como chave, com DDD, como (11) 91234-5678.',
    random: 'A chave aleatória que o banco gerou, como 123e4567-e89b-12d3-a456-426614174000.',
  },
  pixKeySave: 'Salvar chave Pix',
  pixKeySaved: 'Chave Pix salva.',
  pixApi: 'API Pix do seu banco',
  pixApiIntro:
    'O padrão do Banco Central que os bancos oferecem para receber pix de empresas. O banco fornece a URL da API, o client id, o client secret e um certificado da loja.',
  pixKey: (key: string) => `As cobranças vão para a chave Pix da loja: ${key}.`,
  noPixKey:
    'A loja ainda não tem chave Pix: cadastre-a em "Chave Pix da loja", acima. Sem ela, o pix não pode ir para a API Pix.',
  baseUrl: 'URL da API',
  baseUrlHint:
    'O endereço https:// da API Pix que o banco informa, como https://pix.banco.com.br/api/v2.',
  tokenPath: 'Caminho do token',
  tokenPathHint: 'Onde o banco emite o token de acesso. Quase sempre /oauth/token.',
  scope: 'Escopos (se o banco pedir)',
  scopeHint: 'Separados por espaço, como "cob.write cob.read pix.read".',
  clientId: 'Client id',
  clientSecret: 'Client secret',
  certificate: 'Certificado da loja',
  certificateFile: 'Arquivo do certificado (.p12, .pfx ou .pem)',
  certificateFileHint: 'O certificado que o banco emitiu para a loja.',
  keyFile: 'Arquivo da chave privada (.key ou .pem), se veio separado',
  certificatePassword: 'Senha do certificado',
  certificatePasswordHint: 'A senha do .p12/.pfx ou da chave, se houver.',
  certificateSaved: (subject: string, until: string) =>
    `Certificado salvo: ${subject}, válido até ${formatDate(until)}.`,
  certificateExpired: (until: string) => `O certificado salvo venceu em ${formatDate(until)}.`,
  certificateNone: 'Nenhum certificado salvo.',
  certificateRemoving: 'O certificado salvo será removido ao salvar.',
  chosenFile: (name: string) => `Arquivo escolhido: ${name}`,
  ca: 'Autoridade certificadora do banco (opcional)',
  caHint: 'Só se o banco indicar: o certificado (CA) que assina o servidor da API.',
  caSaved: (subject: string) => `CA salva: ${subject}.`,
  mercadoPago: 'Mercado Pago',
  mercadoPagoIntro:
    'Cartão, boleto e pix pela sua conta do Mercado Pago. As credenciais ficam no painel do Mercado Pago, em Suas integrações → Credenciais de produção; a assinatura secreta, em Webhooks.',
  publicKey: 'Public key',
  publicKeyHint: 'Usada pela página de pagamento para proteger os dados do cartão.',
  accessToken: 'Access token',
  webhookSecret: 'Assinatura secreta dos webhooks',
  /** Pronouns follow the secret's gender: "Access token salvo", "Assinatura secreta … salva". */
  secretSaved: (name: string, lastFour: string, feminine = false) =>
    `${name} ${feminine ? 'salva' : 'salvo'} (…${lastFour})`,
  secretNone: (name: string, feminine = false) =>
    `${feminine ? 'Nenhuma' : 'Nenhum'} ${name.toLowerCase()} ${feminine ? 'salva' : 'salvo'}.`,
  secretRemoving: (name: string, feminine = false) =>
    `${name} será ${feminine ? 'removida' : 'removido'} ao salvar.`,
  replace: 'Trocar',
  remove: 'Remover',
  keep: 'Manter o salvo',
  replaceLabel: (name: string) => `Trocar ${name.toLowerCase()}`,
  removeLabel: (name: string) => `Remover ${name.toLowerCase()}`,
  keepLabel: (name: string) => `Manter ${name.toLowerCase()} salvo`,
  testConnection: 'Testar conexão',
  testPixApi: 'Testar conexão com o banco',
  testMercadoPago: 'Testar conexão com o Mercado Pago',
  testing: 'Testando…',
  unreadableFile: 'Não foi possível ler o arquivo.',
  save: 'Salvar contas de recebimento',
  saved: 'Contas de recebimento salvas.',
} as const;
