import { isValidCnpj } from '@vitrine/domain/cnpj';
import { isValidCpf } from '@vitrine/domain/cpf';
import { isValidMunicipalityCode } from '@vitrine/domain/fiscal/uf-codes';

// What the loopback Focus NFe's SEFAZ refuses in a note (the MOC's validation rules, "Anexo I"),
// each with SEFAZ's real cStat and xMotivo, checked in the order SEFAZ reports them: the first
// one found is the note's rejection (SEFAZ answers one reason per note). Money is compared in
// centavos, never as floats. A note that passes here is authorised.

export type SefazRejection = { code: string; message: string };

type Note = Record<string, unknown>;
type Item = Record<string, unknown>;

const HOMOLOGATION_NAME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

const reject = (code: string, reason: string): SefazRejection => ({
  code,
  message: `Rejeição: ${reason}`,
});

/** "12.34", 12.34 or "12" as centavos; NaN for anything else. */
export function centsOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return Number.NaN;
  const [integer = '0', decimals = ''] = text.replace('-', '').split('.');
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
  // More than two decimals: round half up on the third, as SEFAZ's two-place totals do.
  const third = Number(decimals[2] ?? '0');
  return (text.startsWith('-') ? -1 : 1) * (cents + (third >= 5 ? 1 : 0));
}

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function sefazRejection(
  note: Note,
  options: { homologation: boolean },
): SefazRejection | null {
  const issuerUf = str(note.uf_emitente).toUpperCase();
  const buyerUf = str(note.uf_destinatario).toUpperCase();
  const items = (Array.isArray(note.items) ? note.items : []) as Item[];

  // cMun is required in enderEmit and enderDest: without it the XML fails the schema.
  if (!str(note.codigo_municipio_emitente) || !str(note.codigo_municipio_destinatario))
    return reject('225', 'Falha no Schema XML do lote de NFe (cMun não informado)');
  const issuerCity = str(note.codigo_municipio_emitente);
  if (!isValidMunicipalityCode(issuerCity))
    return reject('272', 'Código Município do Emitente: dígito inválido');
  if (!isValidMunicipalityCode(issuerCity, issuerUf))
    return reject('273', 'Código Município do Emitente: difere da UF do emitente');
  const buyerCity = str(note.codigo_municipio_destinatario);
  if (!isValidMunicipalityCode(buyerCity))
    return reject('274', 'Código Município do Destinatário: dígito inválido');
  if (!isValidMunicipalityCode(buyerCity, buyerUf))
    return reject('275', 'Código Município do Destinatário: difere da UF do Destinatário');

  if (!isValidCnpj(str(note.cnpj_emitente))) return reject('207', 'CNPJ do emitente inválido');
  if (note.cnpj_destinatario !== undefined && !isValidCnpj(str(note.cnpj_destinatario)))
    return reject('208', 'CNPJ do destinatário inválido');
  if (note.cpf_destinatario !== undefined && !isValidCpf(str(note.cpf_destinatario)))
    return reject('237', 'CPF do destinatário inválido');
  if (options.homologation && str(note.nome_destinatario) !== HOMOLOGATION_NAME)
    return reject(
      '598',
      'NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
    );

  const sameState = issuerUf === buyerUf;
  const idDest = Number(note.local_destino ?? (sameState ? 1 : 2));
  if (idDest === 1 && !sameState)
    return reject('773', 'Operação Interna e UF de destino difere da UF do emitente');
  if (idDest === 2 && sameState)
    return reject('772', 'Operação Interestadual e UF de destino igual à UF do emitente');

  for (const item of items) {
    const ncm = str(item.codigo_ncm);
    if (!/^\d{8}$/.test(ncm) || ncm.startsWith('00') || ncm.startsWith('99'))
      return reject('778', `Informado NCM inexistente [nItem:${str(item.numero_item)}]`);
    const cfop = str(item.cfop);
    if (cfop.startsWith('6') && sameState)
      return reject('523', 'CFOP não é de Operação Estadual e UF emitente igual a UF destinatário');
    if (cfop.startsWith('5') && idDest !== 1)
      return reject('733', 'CFOP de operação interna e idDest diferente de 1');
    const quantity = Number(item.quantidade_comercial);
    const unitCents = centsOf(item.valor_unitario_comercial);
    if (Math.round(quantity * unitCents) !== centsOf(item.valor_bruto))
      return reject(
        '629',
        'Valor do Produto difere do produto Valor Unitário de Comercialização e Quantidade Comercial',
      );
  }

  const sum = (field: string) => items.reduce((total, item) => total + centsOf(item[field]), 0);
  const products = centsOf(note.valor_produtos);
  if (products !== sum('valor_bruto'))
    return reject('564', 'Total do Produto / Serviço difere do somatório dos itens');
  if (centsOf(note.valor_frete) !== sum('valor_frete'))
    return reject('535', 'Total do Frete difere do somatório dos itens');
  if (centsOf(note.valor_desconto) !== sum('valor_desconto'))
    return reject('537', 'Total do Desconto difere do somatório dos itens');
  const expected =
    products -
    centsOf(note.valor_desconto) +
    centsOf(note.valor_frete) +
    centsOf(note.valor_seguro) +
    centsOf(note.valor_outras_despesas);
  if (centsOf(note.valor_total) !== expected)
    return reject('610', 'Total da NF difere do somatório dos Valores compõe o valor Total da NF.');
  return null;
}

/**
 * Focus's own first look, before SEFAZ (422 erro_validacao_schema, "Envio"): what cannot even
 * make an XML. Each with the field it is about, as Focus's `erros` list names them.
 */
export function schemaErrors(note: Note): { mensagem: string; campo: string | null }[] {
  const errors: { mensagem: string; campo: string | null }[] = [];
  const need = (field: string) => {
    if (!str(note[field])) errors.push({ mensagem: `Campo ${field} não informado`, campo: field });
  };
  for (const field of [
    'natureza_operacao',
    'data_emissao',
    'cnpj_emitente',
    'uf_emitente',
    'nome_destinatario',
    'uf_destinatario',
    'valor_total',
  ])
    need(field);
  if (!str(note.cpf_destinatario) && !str(note.cnpj_destinatario))
    errors.push({
      mensagem:
        'Preencha pelo menos um documento do destinatário: cnpj_destinatario ou cpf_destinatario',
      campo: null,
    });
  if (!Array.isArray(note.items) || note.items.length === 0)
    errors.push({ mensagem: 'A nota deve ter ao menos um item', campo: 'items' });
  else if (note.items.length > 990)
    errors.push({ mensagem: 'A nota pode ter até 990 itens', campo: 'items' });
  if (str(note.data_emissao) && Number.isNaN(Date.parse(str(note.data_emissao))))
    errors.push({ mensagem: 'data_emissao não é uma data ISO 8601', campo: 'data_emissao' });
  return errors;
}
