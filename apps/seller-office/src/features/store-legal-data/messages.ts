// The pt-BR strings of Configurações → Dados legais.
export const legalDataMessages = {
  title: 'Dados legais',
  intro:
    'Quem vende, como a lei pede (Decreto 7.962/2013, art. 2): depois que a loja abre, esses dados aparecem no rodapé de todas as páginas.',
  missing: 'Para abrir a loja, complete os campos marcados.',
  complete: 'Dados legais completos.',
  who: 'Quem vende',
  legalName: 'Nome completo ou razão social',
  legalNameHint: 'Pessoa física: seu nome completo. Empresa: a razão social do CNPJ.',
  document: 'CPF ou CNPJ',
  documentHint: 'Com ou sem pontuação. CNPJ numérico ou alfanumérico.',
  address: 'Endereço',
  line: 'Endereço (rua, número, complemento e bairro)',
  zipCode: 'CEP',
  city: 'Cidade',
  state: 'Estado',
  chooseState: 'Escolha o estado',
  contact: 'Contato',
  email: 'E-mail de atendimento',
  phone: 'Telefone',
  save: 'Salvar dados legais',
  saved: 'Dados legais salvos. A loja mostra as mudanças em até 1 minuto.',
} as const;
