import type { DomainProblem } from '@vitrine/contract/domains';

/** What the seller reads about a domain of the store's own (pt-BR). */
export const DOMAIN_MESSAGES = {
  invalid: 'Digite um domínio como www.minhaloja.com.br, sem http:// e sem barras.',
  platform: 'Este endereço já é da plataforma. Conecte um domínio registrado em seu nome.',
  apexUnsupported: (domain: string) =>
    `Domínios sem "www" ainda não podem ser conectados. Conecte www.${domain} e aponte ${domain} para ele no seu registro.`,
  exists: 'Este domínio já está na lista da sua loja.',
  taken: 'Este domínio já está conectado a outra loja. Se ele é seu, fale com o suporte.',
  tooMany: (max: number) =>
    `Uma loja pode ter até ${max} domínios. Remova um para adicionar outro.`,
  notFound: 'Domínio não encontrado nesta loja.',
  notVerified: 'Verifique o domínio antes de torná-lo o principal.',
  verifyFailed: 'Ainda não deu certo: confira os registros abaixo no seu provedor de domínio.',
  problems: {
    txt_missing: (name: string) => `O registro TXT ${name} não foi encontrado.`,
    txt_wrong: (name: string) => `O registro TXT ${name} existe, mas com outro valor.`,
    cname_missing: (name: string) => `O registro CNAME de ${name} não foi encontrado.`,
    cname_wrong: (name: string) => `O registro CNAME de ${name} aponta para outro endereço.`,
    address_missing: (name: string) => `Os registros A/AAAA de ${name} não foram encontrados.`,
    address_wrong: (name: string) =>
      `Os registros A/AAAA de ${name} apontam para endereços que não são da plataforma.`,
    dns_unreachable: () =>
      'O DNS não respondeu a tempo. Tente de novo em alguns minutos: registros novos podem levar até algumas horas para aparecer.',
  } satisfies Record<DomainProblem, (name: string) => string>,
} as const;

/** What the demo's registrar answers (demo-routes.ts), pt-BR as a registrar's zone editor. */
export const DEMO_DNS_MESSAGES = {
  missing: 'O DNS de demonstração não está ligado: esta API consulta os servidores de DNS_SERVERS.',
  name: 'Digite o nome completo do registro, como _vitrine.www.minhaloja.com.br.',
  type: 'Escolha o tipo do registro: TXT, CNAME, A ou AAAA.',
  emptyValue: 'Um valor não pode ficar vazio. Para remover os registros, envie a lista vazia.',
  longValue: 'Cada valor tem até 255 caracteres.',
  tooMany: 'Um nome tem até 10 registros de cada tipo.',
  cnameValue: 'Um CNAME aponta para um nome, como minhaloja.vitrine.com.br.',
  aValue: 'Um registro A é um endereço IPv4, como 203.0.113.10.',
  aaaaValue: 'Um registro AAAA é um endereço IPv6, como 2001:db8::10.',
} as const;
