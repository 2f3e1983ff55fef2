import { isValidCnpj, normalizeCnpj } from '../cnpj.ts';
import { isValidCpf, normalizeCpf } from '../cpf.ts';
import { cfopFor, cfopMatchesDestination, destinationOf, isValidNcm } from './cfop.ts';
import type { NfeInput } from './nfe-input.ts';
import { isValidMunicipalityCode } from './uf-codes.ts';

// What SEFAZ would refuse in an NfeInput, found before anything is sent: each problem names
// where it is (the item's position, from 1) so the seller's screen can say what to fix.

export type NfeInputProblem =
  | { code: 'issuer_cnpj' | 'issuer_state_registration' | 'buyer_document' | 'no_items' }
  | { code: 'issuer_city_code' | 'buyer_city_code' }
  | { code: 'ncm' | 'cfop' | 'tax_code' | 'quantity'; item: number }
  | { code: 'totals'; expectedCents: number; totalCents: number }
  | { code: 'payments'; paidCents: number; totalCents: number };

/** Simples Nacional (and MEI) items carry a CSOSN; the regime normal's a CST. */
export function usesCsosn(regime: NfeInput['issuer']['regime']): boolean {
  return regime !== 'normal';
}

export function checkNfeInput(input: NfeInput): NfeInputProblem[] {
  const problems: NfeInputProblem[] = [];
  const { issuer, buyer } = input;
  if (!isValidCnpj(normalizeCnpj(issuer.cnpj))) problems.push({ code: 'issuer_cnpj' });
  if (!/^[0-9A-Z]{2,14}$/i.test(issuer.stateRegistration.replace(/[.\-/\s]/g, '')))
    problems.push({ code: 'issuer_state_registration' });
  if (!isValidMunicipalityCode(issuer.address.cityIbgeCode, issuer.address.uf))
    problems.push({ code: 'issuer_city_code' });
  if (!isValidMunicipalityCode(buyer.address.cityIbgeCode, buyer.address.uf))
    problems.push({ code: 'buyer_city_code' });
  const document = buyer.document;
  const documentOk =
    document.kind === 'cpf'
      ? isValidCpf(normalizeCpf(document.number))
      : isValidCnpj(normalizeCnpj(document.number));
  if (!documentOk) problems.push({ code: 'buyer_document' });
  if (input.items.length === 0) problems.push({ code: 'no_items' });

  const destination = destinationOf(issuer.address.uf, buyer.address.uf);
  input.items.forEach((item, index) => {
    const position = index + 1;
    if (!isValidNcm(item.ncm)) problems.push({ code: 'ncm', item: position });
    const cfop = cfopFor(issuer.address.uf, buyer.address.uf, item.cfops ?? input.saleKind);
    if (!cfopMatchesDestination(cfop, destination)) problems.push({ code: 'cfop', item: position });
    const code = 'csosn' in item.icms ? item.icms.csosn : item.icms.cst;
    const wanted = usesCsosn(issuer.regime) ? 'csosn' in item.icms : 'cst' in item.icms;
    if (!wanted || !/^\d{2,3}$/.test(code)) problems.push({ code: 'tax_code', item: position });
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0)
      problems.push({ code: 'quantity', item: position });
  });

  if (problems.some((problem) => problem.code === 'quantity')) return problems;
  const goods = input.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  const expectedCents = goods - input.discountCents + input.freightCents;
  if (expectedCents !== input.totalCents || input.discountCents > goods)
    problems.push({ code: 'totals', expectedCents, totalCents: input.totalCents });
  const paidCents = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paidCents !== input.totalCents)
    problems.push({ code: 'payments', paidCents, totalCents: input.totalCents });
  return problems;
}
