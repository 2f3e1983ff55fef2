import type { StoreStatus } from '@vitrine/domain/store-status';

// What the owner reads about the store's life (open, pause, reopen, close), pt-BR.
export const STORE_LIFE_MESSAGES = {
  opened: 'Sua loja está aberta! Os clientes já podem comprar.',
  paused: 'Loja em pausa: os clientes veem o aviso e não conseguem fazer pedidos.',
  reopened: 'Loja reaberta: os clientes já podem comprar de novo.',
  closed: 'Loja encerrada. Os dados ficam guardados pelo prazo do aviso de privacidade.',
  notReady: (labels: readonly string[]) => `Para abrir a loja, falta: ${labels.join('; ')}.`,
  /** Where each move may start: what to say when the store is elsewhere. */
  wrongStatus: {
    open: {
      open: 'A loja já está aberta.',
      paused: 'A loja está em pausa: use "Reabrir loja".',
      closed: 'Esta loja foi encerrada e não pode abrir de novo.',
    },
    pause: {
      draft: 'A loja ainda não abriu: não há o que pausar.',
      closed: 'Esta loja foi encerrada.',
    },
    reopen: {
      draft: 'A loja ainda não abriu: use "Abrir minha loja".',
      open: 'A loja já está aberta.',
      closed: 'Esta loja foi encerrada e não pode reabrir.',
    },
    close: { closed: 'Esta loja já foi encerrada.' },
  } satisfies Record<string, Partial<Record<StoreStatus, string>>>,
  wrongPassword: 'A senha não confere.',
  tooManyPasswords: 'Muitas tentativas de senha. Aguarde um pouco e tente novamente.',
  unfinishedOrders: (count: number) =>
    count === 1
      ? 'Há 1 pedido em andamento: entregue, cancele ou espere expirar antes de encerrar a loja.'
      : `Há ${count} pedidos em andamento: entregue, cancele ou espere expirar cada um antes de encerrar a loja.`,
} as const;
