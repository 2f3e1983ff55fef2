import { formatAccessKey } from '@vitrine/domain/fiscal/access-key';
import { centsToDecimal } from '@vitrine/domain/fiscal/focus-nfe';
import { toBuffer } from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { centsOf } from './focus-nfe-sefaz.ts';
import type { AuthorizedNote } from './focus-nfe-xml.ts';

// The loopback's DANFE (caminho_danfe): an A4 page in the DANFE's order — issuer and the
// key's Code 128 barcode (bwip-js), nature and protocol, buyer, totals, items, additional
// data — drawn with pdf-lib. A plausible layout, not the MOC's exact one; the key also goes in
// the document's Subject, where a test or an indexer finds it without reading the page.

const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 28;
const GRAY = rgb(0.35, 0.35, 0.35);

/** WinAnsi holds Latin-1's letters (ç, ã, é…): anything else becomes "?" rather than throwing. */
const printable = (text: unknown) =>
  String(text ?? '').replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?');

const brl = (value: unknown) => centsToDecimal(centsOf(value)).replace('.', ',');

export async function danfePdf(note: AuthorizedNote): Promise<Uint8Array> {
  const { json, key } = note;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`DANFE NF-e ${note.number} série ${note.series}`);
  pdf.setSubject(key);
  pdf.setKeywords(['NF-e', key]);
  pdf.setProducer('Vitrine loopback Focus NFe');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = HEIGHT - MARGIN;

  const text = (value: unknown, x: number, at: number, size = 8, font: PDFFont = regular) =>
    page.drawText(printable(value), { x, y: at, size, font });
  const box = (
    top: number,
    height: number,
    label: string,
    x = MARGIN,
    width = WIDTH - 2 * MARGIN,
  ) => {
    page.drawRectangle({ x, y: top - height, width, height, borderWidth: 0.6, borderColor: GRAY });
    text(label, x + 3, top - 8, 6, bold);
  };

  // Issuer, DANFE's own box, the key and its barcode.
  box(y, 96, 'IDENTIFICAÇÃO DO EMITENTE', MARGIN, 220);
  text(json.nome_emitente, MARGIN + 6, y - 26, 10, bold);
  text(
    `${printable(json.logradouro_emitente)}, ${printable(json.numero_emitente)} - ${printable(json.bairro_emitente)}`,
    MARGIN + 6,
    y - 42,
  );
  text(
    `${printable(json.municipio_emitente)} - ${printable(json.uf_emitente)}  CEP ${printable(json.cep_emitente)}`,
    MARGIN + 6,
    y - 54,
  );
  box(y, 96, 'DANFE', MARGIN + 222, 90);
  text('Documento Auxiliar da', MARGIN + 226, y - 24, 6.5);
  text('Nota Fiscal Eletrônica', MARGIN + 226, y - 32, 6.5);
  text('1 - SAÍDA', MARGIN + 226, y - 48, 8, bold);
  text(
    `Nº ${String(note.number)
      .padStart(9, '0')
      .replace(/(\d{3})(?=\d)/g, '$1.')}`,
    MARGIN + 226,
    y - 64,
    8,
    bold,
  );
  text(`SÉRIE ${String(note.series).padStart(3, '0')}`, MARGIN + 226, y - 76, 8, bold);
  const right = MARGIN + 314;
  const rightWidth = WIDTH - MARGIN - right;
  box(y, 52, 'CHAVE DE ACESSO', right, rightWidth);
  const barcode = await pdf.embedPng(
    await toBuffer({ bcid: 'code128', text: key, scale: 2, height: 9, includetext: false }),
  );
  page.drawImage(barcode, { x: right + 6, y: y - 48, width: rightWidth - 12, height: 30 });
  box(y - 52, 44, 'CHAVE DE ACESSO (44 dígitos)', right, rightWidth);
  text(formatAccessKey(key), right + 6, y - 72, 8, bold);
  text('Consulta em www.nfe.fazenda.gov.br/portal', right + 6, y - 86, 6.5);
  y -= 100;

  box(y, 26, 'NATUREZA DA OPERAÇÃO', MARGIN, 300);
  text(json.natureza_operacao, MARGIN + 6, y - 19);
  box(y, 26, 'PROTOCOLO DE AUTORIZAÇÃO DE USO', MARGIN + 302, WIDTH - 2 * MARGIN - 302);
  text(
    `${note.protocol} - ${note.authorizedAt.toISOString().slice(0, 19).replace('T', ' ')}`,
    MARGIN + 308,
    y - 19,
  );
  y -= 30;

  box(y, 40, 'DESTINATÁRIO / REMETENTE');
  const document = json.cnpj_destinatario
    ? `CNPJ ${printable(json.cnpj_destinatario)}`
    : `CPF ${printable(json.cpf_destinatario)}`;
  text(`${printable(json.nome_destinatario)}   ${document}`, MARGIN + 6, y - 19, 8, bold);
  text(
    `${printable(json.logradouro_destinatario)}, ${printable(json.numero_destinatario)} - ${printable(json.bairro_destinatario)} - ${printable(json.municipio_destinatario)}/${printable(json.uf_destinatario)} - CEP ${printable(json.cep_destinatario)}`,
    MARGIN + 6,
    y - 32,
  );
  y -= 44;

  box(y, 30, 'CÁLCULO DO IMPOSTO');
  const totals: [string, unknown][] = [
    ['VALOR DOS PRODUTOS', json.valor_produtos],
    ['VALOR DO FRETE', json.valor_frete],
    ['DESCONTO', json.valor_desconto],
    ['VALOR TOTAL DA NOTA', json.valor_total],
  ];
  totals.forEach(([label, value], index) => {
    const x = MARGIN + 6 + index * 135;
    text(label, x, y - 14, 6);
    text(`R$ ${brl(value)}`, x, y - 25, 9, bold);
  });
  y -= 34;

  y = items(page, json, y, regular, bold);
  box(Math.min(y, 120), 80, 'DADOS ADICIONAIS');
  text(json.informacoes_adicionais_contribuinte, MARGIN + 6, Math.min(y, 120) - 20, 7);
  if (note.homologation)
    text('SEM VALOR FISCAL - HOMOLOGAÇÃO', MARGIN + 6, Math.min(y, 120) - 34, 9, bold);
  return pdf.save();
}

function items(
  page: PDFPage,
  json: Record<string, unknown>,
  top: number,
  regular: PDFFont,
  bold: PDFFont,
) {
  const columns: [string, number][] = [
    ['CÓDIGO', 0],
    ['DESCRIÇÃO', 60],
    ['NCM', 250],
    ['CST', 292],
    ['CFOP', 318],
    ['UN', 346],
    ['QTD', 368],
    ['V. UNIT', 402],
    ['V. TOTAL', 460],
  ];
  page.drawText('DADOS DOS PRODUTOS / SERVIÇOS', { x: MARGIN, y: top - 10, size: 6, font: bold });
  let y = top - 22;
  for (const [label, x] of columns) page.drawText(label, { x: MARGIN + x, y, size: 6, font: bold });
  for (const item of (json.items as Record<string, unknown>[]) ?? []) {
    y -= 11;
    if (y < 140) break;
    const cells = [
      item.codigo_produto,
      String(item.descricao ?? '').slice(0, 40),
      item.codigo_ncm,
      item.icms_situacao_tributaria,
      item.cfop,
      item.unidade_comercial,
      item.quantidade_comercial,
      brl(item.valor_unitario_comercial),
      brl(item.valor_bruto),
    ];
    cells.forEach((cell, index) =>
      page.drawText(printable(cell), { x: MARGIN + columns[index]![1], y, size: 7, font: regular }),
    );
  }
  return y - 8;
}
