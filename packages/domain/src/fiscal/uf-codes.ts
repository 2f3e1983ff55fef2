import type { StateSigla } from '../states.ts';

// IBGE's two-digit codes of the states (cUF in an NF-e, the first two digits of its access key
// and of every municipality code): the Norte starts at 1, the Centro-Oeste at 5.
export const IBGE_UF_CODES: Readonly<Record<StateSigla, string>> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

/** 'SP' → '35'; throws for anything that is not a state's abbreviation. */
export function ibgeUfCode(sigla: string): string {
  const code = IBGE_UF_CODES[sigla.toUpperCase() as StateSigla];
  if (!code) throw new RangeError(`ibgeUfCode: not a state: ${sigla}`);
  return code;
}

/** '35' → 'SP'; undefined for a code no state has. */
export function ufOfIbgeCode(code: string): StateSigla | undefined {
  const found = Object.entries(IBGE_UF_CODES).find(([, value]) => value === code);
  return found?.[0] as StateSigla | undefined;
}

// The nine municipalities whose IBGE code does not satisfy its own check digit; SEFAZ accepts
// them as they are (NT 2008.004).
const CHECK_DIGIT_EXCEPTIONS = new Set([
  '2201919',
  '2202251',
  '2201988',
  '2611533',
  '3117836',
  '3152131',
  '4305871',
  '5203939',
  '5203962',
]);

/**
 * A 7-digit IBGE municipality code (cMun): its first two digits a state's code (that state's,
 * when given) and its last digit the IBGE check digit — weights 1, 2, 1, 2, 1, 2 over the first
 * six, a product's digits summed, 10 − (sum mod 10) — as SEFAZ checks it (rejections 272/274).
 */
export function isValidMunicipalityCode(code: string, uf?: string): boolean {
  if (!/^\d{7}$/.test(code) || !ufOfIbgeCode(code.slice(0, 2))) return false;
  if (uf !== undefined && IBGE_UF_CODES[uf.toUpperCase() as StateSigla] !== code.slice(0, 2))
    return false;
  if (CHECK_DIGIT_EXCEPTIONS.has(code)) return true;
  let sum = 0;
  for (let index = 0; index < 6; index += 1) {
    const product = Number(code[index]) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}
