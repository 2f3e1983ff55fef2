import { formatCnpj } from '@vitrine/domain/cnpj';
import { formatDate } from '@vitrine/domain/dates';

// What a seller reads of Configurações → Notas fiscais, in pt-BR.

export const CERTIFICATE_MESSAGES = {
  notPkcs12:
    'O arquivo não é um certificado A1 (.pfx ou .p12). Exporte o certificado com a chave privada e envie de novo.',
  wrongPassword: 'A senha do certificado não confere.',
  noCertificate: 'O arquivo não tem nenhum certificado.',
  noKey: 'O arquivo não tem a chave privada do certificado: exporte o .pfx com a chave.',
  keyMismatch: 'A chave privada do arquivo não corresponde ao certificado.',
  unreadableKey: 'Não conseguimos ler a chave privada deste certificado (só RSA é aceita).',
  noCnpj:
    'Este certificado não traz um CNPJ: a NF-e é assinada com o certificado e-CNPJ (A1) da empresa.',
  expired: (until: Date) =>
    `Este certificado venceu em ${formatDate(until)}: renove-o com a sua certificadora e envie o novo.`,
  notYetValid: (from: Date) => `Este certificado só vale a partir de ${formatDate(from)}.`,
  otherCnpj: (certificate: string, store: string) =>
    `O certificado é do CNPJ ${formatCnpj(certificate)}, e a loja é do CNPJ ${formatCnpj(store)}. Envie o certificado da própria loja.`,
  storeWithoutCnpj:
    'Cadastre o CNPJ da loja em Configurações → Dados legais antes de enviar o certificado.',
  invoicesOn: 'Desligue a emissão de notas antes de remover o certificado.',
} as const;

export const MISSING_MESSAGES = {
  cnpj: 'A NF-e é emitida pelo CNPJ da loja: cadastre-o em Configurações → Dados legais.',
  legal_data:
    'Complete a razão social, o CEP, a cidade e o estado da loja em Configurações → Dados legais.',
  state_registration: 'Informe a inscrição estadual ou marque que a loja é isenta.',
  address: 'Informe o logradouro, o número e o bairro do endereço da loja.',
  municipality_code: 'Informe o código IBGE do município da loja (7 dígitos, do estado da loja).',
  certificate: 'Envie o certificado digital A1 da loja.',
  certificateExpired: (until: Date) =>
    `O certificado digital venceu em ${formatDate(until)}: envie o certificado renovado.`,
  certificateOtherCnpj: 'O certificado enviado é de outro CNPJ: envie o certificado da loja.',
  provider_token: 'Informe o token da API de notas fiscais.',
} as const;

export const INCOMPLETE_MESSAGE = 'Complete os dados fiscais antes de ligar a emissão de notas.';
