// What the seller reads of a sale's NF-e events — cancelling the note alone and the carta de
// correção — every sentence here. The API's own refusals (contract INVOICE_EVENT_MESSAGES, and
// SEFAZ's reasons in pt-BR) are shown as they come.

const count = (value: number) => value.toLocaleString('pt-BR');

export const invoiceEventMessages = {
  title: 'Nota fiscal: cancelamento e correções',
  cancel: 'Cancelar nota',
  cancelTitle: 'Cancelar a nota fiscal',
  cancelDescription: (until: string) =>
    `A SEFAZ aceita o cancelamento até ${until} (24 horas após a autorização). A venda continua como está: para desfazê-la, use “Cancelar venda”.`,
  justification: 'Justificativa do cancelamento',
  cancelConfirm: 'Cancelar nota',
  cancelAsked: 'Cancelamento da nota pedido à SEFAZ.',
  cancelUnderWay: 'Cancelamento da nota pedido à SEFAZ. Atualize em instantes.',
  cancelRefused: 'A SEFAZ recusou o cancelamento:',
  correct: 'Enviar carta de correção',
  correctionTitle: 'Carta de correção',
  correctionDescription:
    'Corrige dados da nota que não mudam valores, impostos, quem vende ou compra, nem a data. Cada carta substitui a anterior (até 20).',
  correction: 'Texto da correção',
  correctionConfirm: 'Enviar carta',
  correctionSent: (sequence: number) => `Carta de correção nº ${sequence} registrada.`,
  keep: 'Voltar',
  /** The counter under a textarea: how many characters, of how many SEFAZ takes. */
  counter: (length: number, min: number, max: number) =>
    `${count(length)} de ${count(max)} caracteres (mínimo ${count(min)}).`,
  corrections: 'Cartas de correção',
  correctionLine: (sequence: number | null, at: string) =>
    sequence === null ? `Recusada em ${at}` : `Nº ${sequence}, em ${at}`,
  pdf: (sequence: number) => `PDF da carta nº ${sequence}`,
  xml: (sequence: number) => `XML da carta nº ${sequence}`,
} as const;
