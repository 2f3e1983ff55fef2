import { CATALOG_IMPORT_MAX_ROWS } from '@vitrine/contract/catalog-import';

// What the check says about a row, in the seller's words: "Linha 12, coluna Preço: use um valor
// como 49,90". `row` is the spreadsheet's row number (1 = the header), `column` the header a
// person reads.

export type Problem = { row: number; column: string; message: string };

/** A file refused whole (400) because the database could not keep its text: `line` names where. */
export const UNSTORABLE = {
  nul: {
    code: 'spreadsheet_nul_character',
    message: (line: number) =>
      `A planilha tem um caractere nulo (código 0) na linha ${line}, que não pode ser guardado. Abra-a no Excel ou no LibreOffice e salve de novo como CSV.`,
  },
  'invalid-utf16': {
    code: 'spreadsheet_invalid_utf16',
    message: (line: number) =>
      `A planilha está em UTF-16 (Texto Unicode), mas a linha ${line} não é um texto UTF-16 válido. Salve-a de novo como CSV UTF-8.`,
  },
} as const;

/** A file refused whole (400) for having more rows than an import takes. */
export const TOO_MANY_ROWS = {
  code: 'spreadsheet_too_many_rows',
  message: (rows: number) =>
    `A planilha tem ${rows.toLocaleString('pt-BR')} linhas; cada importação aceita até ${CATALOG_IMPORT_MAX_ROWS.toLocaleString('pt-BR')}. Divida-a em arquivos menores.`,
} as const;

export const MESSAGES = {
  unreadable:
    'não foi possível ler a planilha. Salve-a como CSV (separado por ; ou ,) e envie de novo.',
  empty: 'a planilha não tem linhas de produtos abaixo do cabeçalho.',
  unknownColumn:
    'coluna desconhecida, não será importada. Use os nomes da planilha exportada (para uma opção, "Opção: Cor").',
  repeatedColumn: 'esta coluna aparece mais de uma vez.',
  missingSkuColumn: 'a planilha precisa de uma coluna SKU.',
  required: 'preencha este campo.',
  money: 'use um valor como 49,90.',
  positiveMoney: 'o preço precisa ser maior que zero.',
  compareAtBelowPrice: 'o "preço de" precisa ser maior que o preço.',
  whole: 'use um número inteiro, como 12.',
  negativeStock: 'o estoque não pode ser negativo.',
  negative: 'o valor não pode ser negativo.',
  centimetres: 'use centímetros com até uma casa decimal, como 10,5.',
  tooLarge: 'valor grande demais.',
  kind: 'use "produto" ou "serviço".',
  status: 'use "rascunho", "ativo" ou "arquivado".',
  sold: 'use "sim" ou "não".',
  slug: 'use só letras minúsculas sem acento, números e hífens, como camiseta-azul.',
  serviceShipping: 'serviços não têm estoque, peso nem medidas: deixe em branco.',
  serviceOptions: 'serviços não têm opções: deixe em branco.',
  serviceRows: 'um serviço tem uma única linha; este código já apareceu na linha',
  stockMoved: (seen: number, now: number) =>
    `o estoque mudou de ${seen} para ${now} desde a exportação (vendas ou ajustes). Exporte a planilha de novo ou ajuste este estoque no painel.`,
  duplicateSku: (first: number) => `este SKU já aparece na linha ${first}.`,
  skuOfAnotherProduct: (code: string) => `este SKU já pertence a outro produto (${code}).`,
  slugOfAnotherProduct: (code: string) => `este slug já pertence a outro produto (${code}).`,
  unknownCategory: (name: string) =>
    `a categoria "${name}" não existe na loja. Crie-a antes ou use o nome de uma existente.`,
  ambiguousCategory: (name: string) =>
    `há mais de uma categoria "${name}"; use o slug da categoria.`,
  kindChanged: (kind: string) => `este produto já existe como ${kind}; o tipo não muda.`,
  differsFromFirstRow: (first: number) =>
    `diferente da linha ${first} do mesmo produto; deixe igual ou em branco.`,
  optionsMismatch: (names: string) =>
    `as variações de um produto têm as mesmas opções (${names || 'nenhuma'}); preencha todas.`,
  repeatedCombination: (first: number) =>
    `a mesma combinação de opções já aparece na linha ${first} deste produto.`,
  changedSinceCheck:
    'este produto mudou na loja desde a conferência; confira a planilha de novo para ver o que a importação faria agora.',
  checkFailed: 'não foi possível conferir a planilha (erro no servidor). Envie-a de novo.',
  ncm: 'o NCM tem 8 dígitos, como 6109.10.00.',
  ncmRequired:
    'esta loja emite notas fiscais: um produto ativo precisa do NCM (8 dígitos, como 6109.10.00).',
  origin: 'use a origem de 0 a 8 (0 = nacional).',
  cest: 'o CEST tem 7 dígitos, como 28.038.00.',
  serviceFiscal: 'serviços não têm NCM, origem nem CEST: deixe em branco.',
  otherRowOfProduct: (rows: number[]) =>
    `não importada porque outra linha do mesmo produto tem problema (linha ${rows.join(', ')}).`,
} as const;
