import type { NfeInputProblem } from '@vitrine/domain/fiscal/nfe-check';
import type { SefazAnswer } from './provider.ts';

// What the seller reads when a note does not go through, in pt-BR: for SEFAZ's common
// rejections (by cStat, as the MOC's table and the SEFAZ portals name them), what happened and
// what to fix in Vitrine; for the fiscal API's own refusals and failures, what to do next.

const REJECTIONS: Record<string, string> = {
  '204': 'A SEFAZ já tem uma nota com este número. Emita de novo: a nota recebe o próximo número.',
  '207': 'O CNPJ da loja é inválido. Corrija-o em Configurações → Dados fiscais.',
  '208': 'O CNPJ do cliente é inválido. Confira o CNPJ informado no pedido e emita de novo.',
  '209': 'A inscrição estadual da loja é inválida. Corrija-a em Configurações → Dados fiscais.',
  '225':
    'A nota ficou incompleta (falha no schema da SEFAZ): falta algum dado obrigatório, como o código IBGE do município. Confira os dados fiscais da loja e o endereço do cliente.',
  '232': 'O cliente é contribuinte do ICMS e a inscrição estadual dele não foi informada.',
  '233': 'A inscrição estadual do cliente não está cadastrada na SEFAZ. Confira-a com o cliente.',
  '237': 'O CPF do cliente é inválido. Confira o CPF informado no pedido e emita de novo.',
  '272':
    'O código IBGE do município da loja é inválido. Corrija o endereço da loja em Configurações → Dados fiscais.',
  '273':
    'O código IBGE do município da loja não é do estado da loja. Corrija o endereço em Configurações → Dados fiscais.',
  '274':
    'O código IBGE do município do cliente é inválido. Confira a cidade e o CEP do endereço de entrega.',
  '275':
    'O código IBGE do município do cliente não é do estado informado. Confira a cidade, o estado e o CEP da entrega.',
  '301':
    'Uso denegado: a SEFAZ aponta irregularidade fiscal da loja. Regularize a inscrição estadual com a SEFAZ; esta nota não pode ser reenviada.',
  '302':
    'Uso denegado: a SEFAZ aponta irregularidade fiscal do cliente. Esta nota não pode ser reenviada; guarde o XML.',
  '501':
    'O prazo de cancelamento (24 horas após a autorização) já passou. Para desfazer a venda, emita uma nota de devolução.',
  '523':
    'O CFOP é de venda para outro estado (6xxx), mas o cliente está no mesmo estado da loja. Use o CFOP de venda dentro do estado (5xxx).',
  '535':
    'O frete da nota não é a soma do frete dos itens. Emita de novo; se persistir, fale com o suporte.',
  '537':
    'O desconto da nota não é a soma do desconto dos itens. Emita de novo; se persistir, fale com o suporte.',
  '539':
    'A SEFAZ já tem uma nota com este número e outra chave de acesso. Emita de novo: a nota recebe o próximo número.',
  '564':
    'O valor dos produtos da nota não é a soma dos itens. Emita de novo; se persistir, fale com o suporte.',
  '598':
    'Em homologação o nome do cliente deve ser "NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL".',
  '610':
    'O total da nota não bate com produtos − descontos + frete. Emita de novo; se persistir, fale com o suporte.',
  '629':
    'O valor de um item não é a quantidade vezes o preço unitário. Confira o pedido e emita de novo.',
  '733':
    'O CFOP é de venda dentro do estado (5xxx), mas o cliente está em outro estado. Use o CFOP interestadual (6xxx).',
  '772':
    'A nota diz venda interestadual, mas o cliente está no mesmo estado da loja. Confira o estado do endereço de entrega.',
  '773':
    'A nota diz venda dentro do estado, mas o cliente está em outro estado. Confira o estado do endereço de entrega.',
  '778':
    'O NCM de um produto não existe na tabela da Receita. Corrija o NCM (8 dígitos) no cadastro do produto e emita de novo.',
};

/** SEFAZ's refusal of a note or an event, for the seller: what to fix, then its own words. */
export function rejectionMessage(sefaz: SefazAnswer): string {
  const known = REJECTIONS[sefaz.code];
  const own = `SEFAZ ${sefaz.code}: ${sefaz.message}`.trim();
  return known
    ? `${known} (${own})`
    : `A SEFAZ recusou a nota (${own}). Corrija o que ela aponta e emita de novo.`;
}

/** The fiscal API's own codes ("Erros" in Focus NFe's documentation). */
const REFUSALS: Record<string, string> = {
  erro_validacao_schema:
    'A nota tem um dado que a SEFAZ não aceita no formato enviado. Confira os dados fiscais e emita de novo.',
  requisicao_invalida: 'O emissor de notas recusou o pedido: falta um dado obrigatório.',
  empresa_nao_habilitada:
    'A loja ainda não está habilitada para emitir NF-e no emissor. Termine o cadastro fiscal da loja.',
  permissao_negada:
    'O emissor de notas recusou o token da loja. Confira a conexão fiscal em Configurações → Dados fiscais.',
  certificado_vencido:
    'O certificado digital A1 da loja está vencido. Envie um certificado novo em Configurações → Dados fiscais.',
  nao_encontrado: 'O emissor de notas não encontrou esta nota.',
  nfe_nao_autorizada:
    'Esta nota não está autorizada: só uma nota autorizada pode ser cancelada ou corrigida.',
  nfe_cancelada: 'Esta nota já foi cancelada.',
  erro_validacao:
    'O emissor de notas recusou os dados da empresa. Confira o certificado digital A1, a senha e o CNPJ.',
};

export function refusalMessage(code: string | undefined): string {
  return (
    (code && REFUSALS[code]) ?? 'O emissor de notas recusou o pedido. Confira os dados fiscais.'
  );
}

export const FAILURE_MESSAGES = {
  timeout:
    'O emissor de notas demorou a responder. A nota pode ter sido enviada: consulte de novo em instantes (não será emitida duas vezes).',
  unavailable: 'O emissor de notas está fora do ar no momento. Tente novamente em instantes.',
  refused: 'O emissor de notas recusou o pedido. Confira os dados fiscais.',
} as const;

export const INPUT_MESSAGES = {
  justification: 'A justificativa do cancelamento deve ter de 15 a 255 caracteres.',
  correction: 'O texto da carta de correção deve ter de 15 a 1.000 caracteres.',
  ref: 'Referência de nota inválida: use letras, números, "_" ou "-" (até 64).',
  noAccount: 'O cadastro de empresas no emissor de notas não está configurado (FOCUS_NFE_TOKEN).',
} as const;

const INPUT_PROBLEMS: Record<NfeInputProblem['code'], string> = {
  issuer_cnpj: 'O CNPJ da loja é inválido. Corrija-o em Configurações → Dados fiscais.',
  issuer_state_registration:
    'Falta a inscrição estadual da loja. Informe-a em Configurações → Dados fiscais.',
  issuer_city_code:
    'Falta o código IBGE do município da loja (ou ele não é do estado). Confira o endereço da loja.',
  buyer_city_code:
    'Falta o código IBGE do município do cliente (ou ele não é do estado). Confira a cidade e o CEP da entrega.',
  buyer_document: 'O CPF ou CNPJ do cliente é inválido. Confira o documento informado no pedido.',
  no_items: 'A nota não tem itens.',
  ncm: 'O NCM do item precisa ter 8 dígitos. Corrija-o no cadastro do produto.',
  cfop: 'O CFOP do item não é do destino da venda: 5xxx dentro do estado, 6xxx para outro estado.',
  tax_code:
    'A situação tributária do ICMS do item não é do regime da loja: CSOSN (3 dígitos) no Simples Nacional, CST (2 dígitos) no regime normal.',
  quantity: 'A quantidade do item deve ser um número inteiro maior que zero.',
  totals: 'O total do pedido não é produtos − descontos + frete.',
  payments: 'Os pagamentos não somam o total do pedido.',
};

/** What the domain's check found before sending, item by item. */
export function inputProblemMessage(problem: NfeInputProblem): string {
  const text = INPUT_PROBLEMS[problem.code];
  return 'item' in problem ? `Item ${problem.item}: ${text}` : text;
}
