// NCM and CFOP as an online store's sale needs them. NCM: the Mercosul nomenclature, 8 digits
// in an NF-e (SEFAZ refuses one it does not know: rejection 778). CFOP (Convênio s/nº de 1970,
// Anexo): its first digit says the direction and the destination — 5 a sale inside the issuer's
// state, 6 to another state, 7 abroad; SEFAZ refuses a 6 to the issuer's own state (523) and a
// 5 on an interstate operation (733).

/** A product's NCM as an NF-e item carries it: 8 digits, dots and spaces removed first. */
export function normalizeNcm(value: string): string {
  return value.replace(/[.\s]/g, '');
}

/** 8 digits once the dots are gone ('6109.10.00' is fine); the chapter (first two) 01–97. */
export function isValidNcm(value: string): boolean {
  const ncm = normalizeNcm(value);
  if (!/^\d{8}$/.test(ncm)) return false;
  const chapter = Number(ncm.slice(0, 2));
  return chapter >= 1 && chapter <= 97;
}

/** What the store sells: goods bought for resale (x102) or made by the store itself (x101). */
export type SaleKind = 'resale' | 'own_production';

/** The two CFOPs of a kind of sale: inside the state and to another state. */
export type CfopPair = { inState: string; interstate: string };

export const DEFAULT_CFOPS: Readonly<Record<SaleKind, CfopPair>> = {
  resale: { inState: '5102', interstate: '6102' },
  own_production: { inState: '5101', interstate: '6101' },
};

export type Destination = 'in_state' | 'interstate';

/** Same state as the issuer → in_state; any other state → interstate (NF-e's idDest 1 or 2). */
export function destinationOf(issuerUf: string, deliveryUf: string): Destination {
  return issuerUf.toUpperCase() === deliveryUf.toUpperCase() ? 'in_state' : 'interstate';
}

/**
 * The CFOP of an item shipped from `issuerUf` to `deliveryUf`: the store's pair (its default,
 * or one a product overrides) for resale or own production.
 */
export function cfopFor(
  issuerUf: string,
  deliveryUf: string,
  pair: CfopPair | SaleKind = 'resale',
): string {
  const cfops = typeof pair === 'string' ? DEFAULT_CFOPS[pair] : pair;
  return destinationOf(issuerUf, deliveryUf) === 'in_state' ? cfops.inState : cfops.interstate;
}

/** True for four digits whose first is 5 (in state) or 6 (interstate), as `destination` needs. */
export function cfopMatchesDestination(cfop: string, destination: Destination): boolean {
  if (!/^[1-7]\d{3}$/.test(cfop)) return false;
  return cfop[0] === (destination === 'in_state' ? '5' : '6');
}

/** The same CFOP for the other destination: 5102 ↔ 6102 (the last three digits are kept). */
export function cfopForDestination(cfop: string, destination: Destination): string {
  return (destination === 'in_state' ? '5' : '6') + cfop.slice(1);
}
