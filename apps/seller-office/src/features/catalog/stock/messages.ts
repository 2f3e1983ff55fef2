// Everything the seller reads in a variation's stock dialog, in one place.

const units = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${Math.abs(count) === 1 ? 'unidade' : 'unidades'}`;

export const stockMessages = {
  title: (name: string) => `Estoque de ${name}`,
  description: 'Cada mudança fica registrada com o motivo e quem a fez.',
  current: (count: number) => `Estoque atual: ${units(count)}`,
  mode: 'Como ajustar',
  relative: 'Adicionar ou remover unidades',
  relativeHint: 'Soma ou subtrai do estoque, mesmo que uma venda aconteça enquanto isso.',
  absolute: 'Definir estoque',
  absoluteHint: 'Substitui o estoque pela contagem que você fez.',
  direction: 'Operação',
  add: 'Adicionar',
  remove: 'Remover',
  units: 'Unidades',
  quantity: 'Novo estoque',
  reason: 'Motivo',
  chooseReason: 'Escolha o motivo',
  note: 'Observação (opcional)',
  noteHint: 'Por exemplo o número da nota fiscal.',
  confirm: 'Salvar ajuste',
  close: 'Fechar',
  done: (count: number) => `Estoque ajustado: agora são ${units(count)}.`,
  changed: (count: number) =>
    `O estoque mudou para ${count.toLocaleString('pt-BR')} enquanto você editava (uma venda ou outro ajuste). Confira a contagem e salve de novo.`,
  history: 'Histórico do estoque',
  historyCaption: 'Ajustes de estoque, do mais recente ao mais antigo',
  historyEmpty: 'Nenhum ajuste registrado ainda.',
  loading: 'Carregando o histórico…',
  loadFailed: 'Não foi possível carregar o histórico.',
  columns: { when: 'Data', reason: 'Motivo', delta: 'Alteração', after: 'Estoque', who: 'Quem' },
  system: 'Sistema',
  sale: (code: string) => `Venda ${code}`,
  delta: (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`),
  older: 'Mais antigos',
  newer: 'Mais recentes',
  pages: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;
