import { centsToDecimal } from '@vitrine/domain/fiscal/focus-nfe';
import { ibgeUfCode } from '@vitrine/domain/fiscal/uf-codes';
import { centsOf } from './focus-nfe-sefaz.ts';

// The authorised note's nfeProc as the loopback Focus NFe serves it (caminho_xml_nota_fiscal):
// the NF-e 4.00 layout's groups (ide, emit, dest, det, total, transp, pag, infAdic) built from
// the JSON Focus received, and SEFAZ's protNFe. Plausible, not signed: no XMLDSig Signature
// (there is no certificate here), which a real one always carries.

export type AuthorizedNote = {
  json: Record<string, unknown>;
  key: string;
  number: number;
  series: number;
  randomCode: string;
  protocol: string;
  authorizedAt: Date;
  homologation: boolean;
};

const escape = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** `<tag>value</tag>`, or nothing for an absent value. */
const tag = (name: string, value: unknown) =>
  value === undefined || value === null || value === ''
    ? ''
    : `<${name}>${escape(value)}</${name}>`;
const group = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`;
const money = (value: unknown) => centsToDecimal(centsOf(value));
const s = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function address(json: Record<string, unknown>, who: 'emitente' | 'destinatario', name: string) {
  return group(
    name,
    tag('xLgr', json[`logradouro_${who}`]),
    tag('nro', json[`numero_${who}`]),
    tag('xCpl', json[`complemento_${who}`]),
    tag('xBairro', json[`bairro_${who}`]),
    tag('cMun', json[`codigo_municipio_${who}`]),
    tag('xMun', json[`municipio_${who}`]),
    tag('UF', json[`uf_${who}`]),
    tag('CEP', s(json[`cep_${who}`]).replace(/\D/g, '')),
    tag('cPais', '1058'),
    tag('xPais', 'Brasil'),
    tag('fone', json[`telefone_${who}`]),
  );
}

// The ICMSSN group a CSOSN goes in (NF-e 4.00): several CSOSN share one.
const SN_GROUPS: Record<string, string> = {
  '102': '102',
  '103': '102',
  '300': '102',
  '400': '102',
  '202': '202',
  '203': '202',
};

function icms(item: Record<string, unknown>) {
  const code = s(item.icms_situacao_tributaria);
  const orig = tag('orig', item.icms_origem ?? 0);
  if (code.length === 3) return group(`ICMSSN${SN_GROUPS[code] ?? code}`, orig, tag('CSOSN', code));
  const base = item.icms_base_calculo ? money(item.icms_base_calculo) : '0.00';
  return group(
    `ICMS${code}`,
    orig,
    tag('CST', code),
    ...(item.icms_aliquota
      ? [
          tag('modBC', item.icms_modalidade_base_calculo ?? 3),
          tag('vBC', base),
          tag('pICMS', item.icms_aliquota),
          tag('vICMS', money(item.icms_valor)),
        ]
      : []),
  );
}

function contribution(name: 'PIS' | 'COFINS', cst: string) {
  // 01/02 taxed; 04–09 without the tax; 49 and the rest "outras operações".
  if (['04', '05', '06', '07', '08', '09'].includes(cst))
    return group(name, group(`${name}NT`, tag('CST', cst)));
  return group(
    name,
    group(
      `${name}Outr`,
      tag('CST', cst),
      tag('vBC', '0.00'),
      tag(`p${name}`, '0.0000'),
      tag(`v${name}`, '0.00'),
    ),
  );
}

function det(item: Record<string, unknown>) {
  return `<det nItem="${escape(item.numero_item)}">${group(
    'prod',
    tag('cProd', item.codigo_produto),
    tag('cEAN', item.codigo_barras_comercial ?? 'SEM GTIN'),
    tag('xProd', item.descricao),
    tag('NCM', item.codigo_ncm),
    tag('CEST', item.cest),
    tag('CFOP', item.cfop),
    tag('uCom', item.unidade_comercial ?? 'UN'),
    tag('qCom', Number(item.quantidade_comercial).toFixed(4)),
    tag('vUnCom', Number(item.valor_unitario_comercial).toFixed(10)),
    tag('vProd', money(item.valor_bruto)),
    tag('cEANTrib', item.codigo_barras_tributavel ?? 'SEM GTIN'),
    tag('uTrib', item.unidade_tributavel ?? item.unidade_comercial ?? 'UN'),
    tag('qTrib', Number(item.quantidade_tributavel ?? item.quantidade_comercial).toFixed(4)),
    tag(
      'vUnTrib',
      Number(item.valor_unitario_tributavel ?? item.valor_unitario_comercial).toFixed(10),
    ),
    item.valor_frete ? tag('vFrete', money(item.valor_frete)) : '',
    item.valor_desconto ? tag('vDesc', money(item.valor_desconto)) : '',
    tag('indTot', item.inclui_no_total ?? 1),
  )}${group(
    'imposto',
    group('ICMS', icms(item)),
    contribution('PIS', s(item.pis_situacao_tributaria || '49')),
    contribution('COFINS', s(item.cofins_situacao_tributaria || '49')),
  )}</det>`;
}

/** The nfeProc of an authorised note: NFe (infNFe Id="NFe{key}") and protNFe. */
export function nfeProcXml(note: AuthorizedNote): string {
  const { json, key } = note;
  const items = (json.items as Record<string, unknown>[]) ?? [];
  const sum = (field: string) =>
    centsToDecimal(items.reduce((t, item) => t + centsOf(item[field]), 0));
  const tpAmb = note.homologation ? '2' : '1';
  const buyerDocument = json.cnpj_destinatario
    ? tag('CNPJ', json.cnpj_destinatario)
    : tag('CPF', json.cpf_destinatario);
  const payments = (json.formas_pagamento as Record<string, unknown>[] | undefined) ?? [
    { forma_pagamento: '90', valor_pagamento: '0.00' },
  ];
  const infNFe = `<infNFe Id="NFe${key}" versao="4.00">${[
    group(
      'ide',
      tag('cUF', ibgeUfCode(s(json.uf_emitente))),
      tag('cNF', note.randomCode),
      tag('natOp', json.natureza_operacao),
      tag('mod', '55'),
      tag('serie', note.series),
      tag('nNF', note.number),
      tag('dhEmi', json.data_emissao),
      tag('tpNF', json.tipo_documento ?? 1),
      tag('idDest', json.local_destino ?? 1),
      tag('cMunFG', json.codigo_municipio_emitente),
      tag('tpImp', '1'),
      tag('tpEmis', '1'),
      tag('cDV', key[43]),
      tag('tpAmb', tpAmb),
      tag('finNFe', json.finalidade_emissao ?? 1),
      tag('indFinal', json.consumidor_final ?? 1),
      tag('indPres', json.presenca_comprador ?? 2),
      // After indPres for a remote sale (NT 2020.006); absent when not sent.
      tag('indIntermed', json.indicador_intermediario),
      tag('procEmi', '0'),
      tag('verProc', 'Vitrine loopback Focus NFe'),
    ),
    group(
      'emit',
      tag('CNPJ', json.cnpj_emitente),
      tag('xNome', json.nome_emitente),
      tag('xFant', json.nome_fantasia_emitente),
      address(json, 'emitente', 'enderEmit'),
      tag('IE', json.inscricao_estadual_emitente),
      tag('CRT', json.regime_tributario_emitente ?? 1),
    ),
    group(
      'dest',
      buyerDocument,
      tag('xNome', json.nome_destinatario),
      address(json, 'destinatario', 'enderDest'),
      tag('indIEDest', json.indicador_inscricao_estadual_destinatario ?? 9),
      tag('IE', json.inscricao_estadual_destinatario),
      tag('email', json.email_destinatario),
    ),
    ...items.map(det),
    group(
      'total',
      group(
        'ICMSTot',
        tag('vBC', sum('icms_base_calculo')),
        tag('vICMS', sum('icms_valor')),
        tag('vICMSDeson', '0.00'),
        tag('vFCP', '0.00'),
        tag('vBCST', '0.00'),
        tag('vST', '0.00'),
        tag('vFCPST', '0.00'),
        tag('vFCPSTRet', '0.00'),
        tag('vProd', money(json.valor_produtos)),
        tag('vFrete', money(json.valor_frete)),
        tag('vSeg', money(json.valor_seguro)),
        tag('vDesc', money(json.valor_desconto)),
        tag('vII', '0.00'),
        tag('vIPI', '0.00'),
        tag('vIPIDevol', '0.00'),
        tag('vPIS', '0.00'),
        tag('vCOFINS', '0.00'),
        tag('vOutro', money(json.valor_outras_despesas)),
        tag('vNF', money(json.valor_total)),
      ),
    ),
    group('transp', tag('modFrete', json.modalidade_frete ?? 9)),
    group(
      'pag',
      ...payments.map((payment) =>
        group(
          'detPag',
          tag('tPag', payment.forma_pagamento),
          tag('vPag', money(payment.valor_pagamento)),
          payment.tipo_integracao
            ? group(
                'card',
                tag('tpIntegra', payment.tipo_integracao),
                tag('CNPJ', payment.cnpj_credenciadora),
                tag('tBand', payment.bandeira_operadora),
                tag('cAut', payment.numero_autorizacao),
              )
            : '',
        ),
      ),
    ),
    json.informacoes_adicionais_contribuinte
      ? group('infAdic', tag('infCpl', json.informacoes_adicionais_contribuinte))
      : '',
  ].join('')}</infNFe>`;
  const protocol = `<protNFe versao="4.00"><infProt>${[
    tag('tpAmb', tpAmb),
    tag('verAplic', 'LOOPBACK-4.00'),
    tag('chNFe', key),
    tag('dhRecbto', note.authorizedAt.toISOString().replace(/\.\d{3}Z$/, '-00:00')),
    tag('nProt', note.protocol),
    tag('cStat', '100'),
    tag('xMotivo', 'Autorizado o uso da NF-e'),
  ].join('')}</infProt></protNFe>`;
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe xmlns="http://www.portalfiscal.inf.br/nfe">${infNFe}</NFe>${protocol}</nfeProc>`;
}

/** An event's procEventoNFe (110111 cancelamento, 110110 carta de correção). */
export function eventXml(event: {
  key: string;
  type: '110110' | '110111';
  sequence: number;
  text: string;
  /** The event's own protocol; a cancellation also names the note's (`noteProtocol`). */
  protocol: string;
  noteProtocol?: string;
  at: Date;
  cnpj: string;
  homologation: boolean;
}): string {
  const id = `ID${event.type}${event.key}${String(event.sequence).padStart(2, '0')}`;
  const description = event.type === '110111' ? 'Cancelamento' : 'Carta de Correcao';
  const field =
    event.type === '110111'
      ? tag('nProt', event.noteProtocol) + tag('xJust', event.text)
      : tag('xCorrecao', event.text);
  const tpAmb = event.homologation ? '2' : '1';
  return `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><evento versao="1.00"><infEvento Id="${id}">${[
    tag('cOrgao', event.key.slice(0, 2)),
    tag('tpAmb', tpAmb),
    tag('CNPJ', event.cnpj),
    tag('chNFe', event.key),
    tag('dhEvento', event.at.toISOString()),
    tag('tpEvento', event.type),
    tag('nSeqEvento', event.sequence),
    tag('verEvento', '1.00'),
    group('detEvento', tag('descEvento', description), field),
  ].join('')}</infEvento></evento><retEvento versao="1.00"><infEvento>${[
    tag('tpAmb', tpAmb),
    tag('cStat', '135'),
    tag('xMotivo', 'Evento registrado e vinculado a NF-e'),
    tag('chNFe', event.key),
    tag('tpEvento', event.type),
    tag('nSeqEvento', event.sequence),
    tag('nProt', event.protocol),
  ].join('')}</infEvento></retEvento></procEventoNFe>`;
}
