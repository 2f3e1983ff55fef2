// Every word of the office's "Cupons".
export const couponMessages = {
  title: 'Cupons',
  intro:
    'Crie códigos de desconto para a loja. O desconto do cupom vem primeiro; o do pix ou boleto vale sobre o que sobrar.',
  create: 'Novo cupom',
  empty: 'Nenhum cupom ainda. Crie o primeiro.',
  listLabel: 'Cupons da loja',
  total: (count: number) => (count === 1 ? '1 cupom' : `${count.toLocaleString('pt-BR')} cupons`),
  pagination: 'Paginação dos cupons',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anterior',
  next: 'Próxima',
  edit: 'Editar',
  pause: 'Pausar',
  activate: 'Ativar',
  status: { active: 'Ativo', paused: 'Pausado' },
  uses: (uses: number, max: number | null) =>
    max === null ? `${uses} ${uses === 1 ? 'uso' : 'usos'}` : `${uses} de ${max} usos`,
  validity: (from: string | null, to: string | null) =>
    from && to
      ? `De ${from} até ${to}`
      : from
        ? `A partir de ${from}`
        : to
          ? `Até ${to}`
          : 'Sem prazo',
  minimum: (amount: string) => `Pedido mínimo: ${amount}`,
  paused: (code: string) => `Cupom ${code} pausado.`,
  activated: (code: string) => `Cupom ${code} ativado.`,
  form: {
    newTitle: 'Novo cupom',
    editTitle: (code: string) => `Cupom ${code}`,
    code: 'Código',
    codeHint: 'Letras, números, hífen ou sublinhado. O cliente pode digitar em minúsculas.',
    kind: 'Tipo de desconto',
    kinds: { percentage: 'Porcentagem (%)', amount: 'Valor em reais (R$)' },
    value: 'Desconto',
    valueHint: 'Ex.: 10 para 10% ou 15,50 para R$ 15,50.',
    minimum: 'Pedido mínimo (R$)',
    minimumHint: 'Sobre o subtotal dos produtos, antes de descontos. 0 para nenhum.',
    startsAt: 'Vale a partir de',
    endsAt: 'Vale até (inclusive)',
    maxUses: 'Limite de usos no total',
    maxUsesPerCustomer: 'Limite de usos por cliente',
    limitHint: 'Em branco: sem limite.',
    categories: 'Só para estas categorias',
    categoriesHint: 'Nenhuma marcada: vale para a loja toda.',
    save: 'Salvar cupom',
    saving: 'Salvando…',
    saved: (code: string) => `Cupom ${code} salvo.`,
    back: 'Voltar para os cupons',
    remove: 'Excluir cupom',
    removeTitle: (code: string) => `Excluir o cupom ${code}?`,
    removeText:
      'Um cupom que já foi usado é arquivado: sai da lista, mas os pedidos continuam mostrando o desconto que tiveram.',
    removeConfirm: 'Excluir',
    removeCancel: 'Cancelar',
    removed: { deleted: 'Cupom excluído.', archived: 'Cupom arquivado (já tinha sido usado).' },
    invalidNumber: 'Digite um número.',
  },
} as const;
