// Every pt-BR string of the storefront's shell (header, footer, error pages), in one place.
export const shellMessages = {
  skipToContent: 'Pular para o conteúdo',
  home: (store: string) => `${store} — página inicial`,
  search: {
    label: 'Buscar na loja',
    placeholder: 'O que você procura?',
    submit: 'Buscar',
  },
  cart: 'Carrinho',
  departments: {
    label: 'Departamentos',
    open: 'Departamentos',
    all: (department: string) => `Ver tudo em ${department}`,
  },
  accountNav: 'Conta e carrinho',

  footer: {
    pages: 'Institucional',
    contact: 'Atendimento',
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    /** Decreto 7.962/2013 art. 2: the name, and the CNPJ or (a person's store) the CPF. */
    legal: (store: { legal_name: string; cnpj: string; cpf: string }) =>
      `${store.legal_name} · ${store.cnpj ? `CNPJ ${store.cnpj}` : `CPF ${store.cpf}`}`,
  },
  errors: {
    // spec §2 and §8: the titles are these, in English, as the spec names them.
    notFoundTitle: 'Page Not Found',
    notFoundText: (path: string) => `Não encontramos a página ${path}.`,
    internalTitle: 'Internal Server Error',
    internalText: 'Algo deu errado ao montar esta página. Tente de novo em instantes.',
    status: (status: number) => `Erro ${status}`,
    backHome: 'Voltar para a página inicial',
  },
  storeNotFound: {
    title: 'Loja não encontrada',
    text: (host: string) => `Nenhuma loja atende no endereço ${host}.`,
    hint: 'Confira se o endereço foi digitado corretamente.',
  },
} as const;
