// What a shopper reads of a store that is not open or is suspended (store-status.server.tsx),
// and the seller of the preview, in pt-BR. Apart from the shell's messages: only a page that
// shows them loads them.
export const storeStatusMessages = {
  storeStatus: {
    draft: {
      title: 'Em breve',
      text: (store: string) => `${store} está se preparando para abrir. Volte em breve!`,
    },
    paused: {
      title: 'Loja em pausa',
      text: (store: string) =>
        `${store} está em pausa e não recebe pedidos agora. Volte em breve para conferir as novidades.`,
    },
    closed: {
      title: 'Esta loja foi encerrada',
      text: (store: string) => `${store} encerrou suas atividades e não recebe mais pedidos.`,
    },
    // Suspended by the platform: the same words for every store, and never the reason.
    suspended: {
      title: 'Loja indisponível',
      text: () => 'Esta loja está temporariamente indisponível. Tente novamente mais tarde.',
    },
    metaTitle: (title: string, store: string) => `${title} · ${store}`,
    yourOrders: 'Já comprou aqui?',
    yourOrdersLink: 'Veja seus pedidos',
  },
  preview: {
    label: 'Prévia da loja',
    draft: 'Prévia — sua loja ainda não está aberta',
    paused: 'Prévia — sua loja está em pausa',
    closed: 'Prévia — sua loja está encerrada',
    note: 'Só você vê a loja assim; os clientes veem o aviso.',
    refusedTitle: 'Prévia indisponível',
    refusedText: 'Este link de prévia expirou ou já foi usado.',
    refusedHint: 'Abra a prévia de novo pelo painel da loja, em “Ver prévia da loja”.',
  },
} as const;
