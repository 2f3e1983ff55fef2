import type { StoreDomain } from '@vitrine/contract/domains';

// The pt-BR strings of Configurações → Domínio.
export const domainMessages = {
  title: 'Domínio',
  intro: (platformHost: string) =>
    `Use um domínio registrado em seu nome, como www.minhaloja.com.br. A loja continua atendendo também em ${platformHost}.`,
  add: {
    title: 'Adicionar um domínio',
    label: 'Domínio',
    hint: 'Sem http:// e sem barras. Para o domínio sem "www", conecte o www e aponte o outro para ele no seu registro.',
    submit: 'Adicionar domínio',
    added: (domain: string) =>
      `${domain} adicionado. Crie os registros abaixo no seu provedor de domínio e clique em "Verificar".`,
  },
  listLabel: 'Domínios da loja',
  none: 'Nenhum domínio próprio ainda.',
  status: {
    pending: 'Aguardando verificação',
    verified: 'Conectado',
    failing: 'Registros não encontrados',
  } satisfies Record<StoreDomain['status'], string>,
  primary: 'Principal',
  primaryHint: 'As páginas da loja em outros endereços levam a este.',
  records: {
    caption: (domain: string) => `Registros DNS de ${domain}`,
    intro:
      'Crie estes registros na zona DNS do domínio (no Registro.br: "Editar zona"). Registros novos podem levar algumas horas para aparecer.',
    type: 'Tipo',
    name: 'Nome',
    value: 'Valor',
  },
  verify: 'Verificar',
  verifyOf: (domain: string) => `Verificar ${domain}`,
  verified: (domain: string) => `${domain} conectado. A loja já atende nele, com HTTPS.`,
  makePrimary: 'Tornar principal',
  makePrimaryOf: (domain: string) => `Tornar ${domain} o domínio principal`,
  madePrimary: (domain: string) => `${domain} agora é o domínio principal.`,
  remove: 'Remover',
  removeOf: (domain: string) => `Remover ${domain}`,
  removeTitle: (domain: string) => `Remover ${domain}?`,
  removeDescription:
    'A loja deixa de atender neste endereço. Você pode adicioná-lo de novo depois.',
  removeConfirm: 'Remover domínio',
  keep: 'Manter',
  removed: (domain: string) => `${domain} removido.`,
  lastCheck: (date: string) => `Última verificação: ${date}.`,
  failing: (since: string, until: string) =>
    `Os registros deste domínio sumiram em ${since}. Se não voltarem até ${until}, a loja deixa de atender nele.`,
  grace: (days: number) =>
    `Um domínio conectado é conferido todos os dias. Se os registros sumirem, ele continua funcionando por ${days} dias antes de ser desligado.`,
} as const;
