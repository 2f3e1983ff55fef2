// The pt-BR strings of Configurações → WhatsApp. The updates' names, the templates' variables
// and suggested texts are the contract's (WHATSAPP_UPDATE_LABELS and the like): the API fills
// the templates by the same list.
export const whatsappMessages = {
  title: 'WhatsApp',
  intro:
    'Avise os clientes pelo WhatsApp quando o pagamento do pedido for confirmado, quando ele for enviado e quando for entregue, pela conta do WhatsApp Business da loja (a Cloud API da Meta).',
  // Sending
  sending: 'Envio',
  enabled: 'Enviar atualizações de pedido pelo WhatsApp',
  enabledHint:
    'O e-mail de cada atualização continua indo como sempre; o WhatsApp vai além dele, só para os clientes que pedirem no checkout.',
  missingTitle: 'Para ligar o envio, falta:',
  // The account
  account: 'Conta do WhatsApp Business',
  accountHint:
    'Os identificadores estão no painel de apps da Meta, no app da loja, em WhatsApp → Configuração da API.',
  phoneNumberId: 'Identificador do número (Phone number ID)',
  phoneNumberIdHint:
    'Só números: o identificador do número que envia as mensagens, não o telefone.',
  businessAccountId: 'Identificador da conta do WhatsApp Business (opcional)',
  businessAccountIdHint: 'Só números (WhatsApp Business Account ID).',
  accessToken: 'Token de acesso',
  accessTokenHint:
    'Use um token permanente, de um usuário do sistema no Gerenciador de Negócios da Meta.',
  appSecret: 'Chave secreta do app (App secret)',
  appSecretHint:
    'Em Configurações do app → Básico. Com ela a loja confere que as notificações do webhook vêm da Meta.',
  /** A secret's state, said before its hint: the page never holds the secret itself. */
  secretSet: (feminine: boolean) =>
    feminine
      ? 'Guardada. Em branco, continua a guardada; cole outra para trocar.'
      : 'Guardado. Em branco, continua o guardado; cole outro para trocar.',
  secretNone: (feminine: boolean) => (feminine ? 'Nenhuma guardada.' : 'Nenhum guardado.'),
  removeAccessToken: 'Remover o token de acesso guardado',
  removeAppSecret: 'Remover a chave secreta guardada',
  // Templates
  templates: 'Modelos de mensagem',
  templatesHint:
    'Cada atualização vai por um modelo de mensagem aprovado pela Meta. Crie os três no Gerenciador do WhatsApp, na categoria Utilidade, com as variáveis nesta ordem, e informe aqui o nome de cada um.',
  templateName: (update: string) => `Nome do modelo: ${update}`,
  templateNameHint: 'Como no Gerenciador do WhatsApp: letras minúsculas, números e _.',
  variables: 'Variáveis, nesta ordem:',
  suggestion: 'Texto sugerido:',
  copySuggestion: (update: string) => `Copiar texto sugerido: ${update}`,
  language: 'Idioma dos modelos',
  languageHint: 'O código do idioma dos modelos na Meta, como pt_BR (português do Brasil).',
  save: 'Salvar WhatsApp',
  saved: 'Configurações do WhatsApp salvas.',
  // Webhook
  webhook: 'Webhook',
  webhookHint:
    'Para a loja saber se cada mensagem foi entregue e lida: no app da Meta, em WhatsApp → Configuração → Webhook, cole a URL de retorno e o token de verificação abaixo, confirme e assine o campo “messages”.',
  callbackUrl: 'URL de retorno (Callback URL)',
  verifyToken: 'Token de verificação (Verify token)',
  // Copy
  copy: 'Copiar',
  copyLabel: (what: string) => `Copiar ${what}`,
  copied: 'Copiado.',
  // Last 30 days
  lastMonth: 'Últimos 30 dias',
  lastMonthHint: 'As mensagens de atualização, pela situação que a Meta informou.',
} as const;
