// Everything the seller reads on the catalog spreadsheet screen, in one place.
import {
  CATALOG_IMPORT_MAX_BYTES,
  CATALOG_IMPORT_MAX_ROWS,
} from '@vitrine/contract/catalog-import';

const MAX_MB = CATALOG_IMPORT_MAX_BYTES / 1024 / 1024;
const MAX_ROWS = CATALOG_IMPORT_MAX_ROWS.toLocaleString('pt-BR');

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
  fileHint: `CSV separado por ponto e vírgula, vírgula ou tabulação, como o Excel salva (CSV, CSV UTF-8 ou Texto Unicode). Até ${MAX_MB} MB e ${MAX_ROWS} linhas por arquivo.`,
  tooLarge: `A planilha passa de ${MAX_MB} MB. Divida-a em arquivos menores.`,
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
  updated: (n: number) => `${count(n, 'linha será alterada', 'linhas serão alteradas')}.`,
  created: (n: number) => `${count(n, 'linha será criada', 'linhas serão criadas')}.`,
  unchanged: (n: number) =>
    `${count(n, 'linha já está como na loja', 'linhas já estão como na loja')} (sem alteração).`,
  confirmHint: 'Confira o que muda. Nada é gravado na loja até você confirmar.',
  nothingToChange: 'Todas as linhas já estão como na loja: não há nada a importar.',
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

export const checkingMessages = {
  checking: 'Conferindo a planilha…',
  label: 'Progresso da conferência',
  percent: (n: number) => `${n}%`,
  rows: (n: number) => `${count(n, 'linha', 'linhas')} na planilha.`,
  stopped:
    'A conferência parou antes do fim (o servidor foi reiniciado). Envie a planilha de novo.',
} as const;

export const changesMessages = {
  title: 'O que a importação fará',
  show: 'Mostrar as linhas',
  outcome: {
    updated: (n: number) => `Alteradas (${n.toLocaleString('pt-BR')})`,
    created: (n: number) => `Criadas (${n.toLocaleString('pt-BR')})`,
    rejected: (n: number) => `Recusadas (${n.toLocaleString('pt-BR')})`,
  },
  row: (row: number) => `Linha ${row}`,
  becomes: 'passa a',
  empty: '(vazio)',
  count: (n: number) => count(n, 'linha', 'linhas'),
  pagination: {
    pagination: 'Páginas das linhas conferidas',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    previous: 'Anterior',
    next: 'Próxima',
  },
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
    checking: 'Conferindo',
    checked: 'Conferida, aguardando confirmação',
    rejected: 'Recusada',
    applying: 'Importando',
    stopped: 'Interrompida',
    applied: 'Importada',
    failed: 'Falhou',
  },
} as const;
