// Everything the seller reads on the catalog spreadsheet screen, in one place.

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString('pt-BR')} ${many}`;

export const spreadsheetMessages = {
  title: 'Planilha do catálogo',
  intro:
    'Exporte o catálogo para editar no Excel ou no LibreOffice e importe a planilha de volta. Cada linha é uma variação; o SKU diz qual variação a linha cria ou atualiza.',
  exportTitle: 'Exportar',
  exportAll: 'Baixar catálogo completo (CSV)',
  exportHint:
    'Para exportar só parte do catálogo, filtre a lista de produtos e use “Exportar planilha” lá.',
  importTitle: 'Importar',
  fileLabel: 'Planilha CSV',
  fileHint:
    'CSV separado por ponto e vírgula ou vírgula, como o Excel salva (UTF-8 ou Windows-1252). Até 10 MB.',
  check: 'Conferir planilha',
  checking: 'Conferindo…',
  chooseFile: 'Escolha um arquivo CSV.',
  checkFailed: 'Não foi possível conferir a planilha.',
  columnsTitle: 'Colunas',
  columnsHint:
    'Tipo, Código do produto, Nome, Slug, Status, Categoria, Marca, Descrição, uma coluna “Opção: Nome” por opção (ex.: Opção: Cor), SKU, Preço, Preço de, Estoque, Estoque na exportação, Estoque baixo, Peso (g), Altura (cm), Largura (cm), Comprimento (cm), Vendida. Só o SKU é obrigatório: uma coluna que não está na planilha não muda nada. “Estoque na exportação” guarda a contagem do momento em que a planilha foi exportada: as vendas feitas depois nunca são desfeitas, e um estoque alterado que mudou na loja desde então é recusado.',
} as const;

export const checkMessages = {
  title: (file: string) => `Conferência de ${file}`,
  ready: (n: number) => `${count(n, 'linha pronta', 'linhas prontas')} para importar.`,
  rejected: (n: number) =>
    `${count(n, 'linha não será importada', 'linhas não serão importadas')} por causa de problemas.`,
  nothing: 'Nenhuma linha pode ser importada. Corrija os problemas e confira de novo.',
  problemsTitle: 'Problemas encontrados',
  problemsMore: (shown: number, total: number) =>
    `Mostrando ${shown} de ${total} problemas: a planilha das linhas com problema tem todos.`,
  downloadRejected: 'Baixar linhas com problema (CSV)',
  columns: { row: 'Linha', column: 'Coluna', message: 'Problema' },
  wholeRow: '—',
  confirm: (n: number) => `Importar ${count(n, 'linha', 'linhas')}`,
  applyFailed: 'Não foi possível iniciar a importação.',
} as const;

export const progressMessages = {
  applying: 'Importando…',
  progress: (done: number, total: number) =>
    `${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} linhas`,
  label: 'Progresso da importação',
  stopped:
    'A importação parou antes do fim (o servidor foi reiniciado). As linhas já aplicadas ficam; continue de onde parou.',
  failed:
    'A importação parou por um erro. As linhas já aplicadas ficam; tente continuar de onde parou.',
  resume: 'Continuar importação',
  done: 'Importação concluída.',
  created: 'Criados',
  updated: 'Atualizados',
  unchanged: 'Sem alteração',
  delay: 'As mudanças aparecem na loja em até 1 minuto.',
  newImport: 'Importar outra planilha',
} as const;

export const historyMessages = {
  title: 'Importações recentes',
  empty: 'Nenhuma planilha importada ainda.',
  open: 'Ver',
  columns: { file: 'Arquivo', date: 'Enviada em', status: 'Situação', rows: 'Linhas' },
  status: {
    checked: 'Conferida, aguardando confirmação',
    rejected: 'Recusada',
    applying: 'Importando',
    stopped: 'Interrompida',
    applied: 'Importada',
    failed: 'Falhou',
  },
} as const;
