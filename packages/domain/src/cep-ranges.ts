// Which state a CEP belongs to, from the CEP alone: the Correios assign each state fixed
// ranges of the first five digits (the "faixas de CEP por UF"). Freight tables and free-shipping
// rules by region keep working with this when the CEP service is unreachable, and a CEP outside
// every range (00000-000, 10xxx in no state…) is known not to exist without asking anyone.
import { normalizeCep } from './cep.ts';
import type { StateSigla } from './states.ts';

/** First-five-digit ranges, inclusive; a state may hold more than one (AM, DF, GO, RO). */
const STATE_CEP_PREFIX_RANGES: ReadonlyArray<readonly [StateSigla, number, number]> = [
  ['SP', 1000, 19999],
  ['RJ', 20000, 28999],
  ['ES', 29000, 29999],
  ['MG', 30000, 39999],
  ['BA', 40000, 48999],
  ['SE', 49000, 49999],
  ['PE', 50000, 56999],
  ['AL', 57000, 57999],
  ['PB', 58000, 58999],
  ['RN', 59000, 59999],
  ['CE', 60000, 63999],
  ['PI', 64000, 64999],
  ['MA', 65000, 65999],
  ['PA', 66000, 68899],
  ['AP', 68900, 68999],
  ['AM', 69000, 69299],
  ['RR', 69300, 69399],
  ['AM', 69400, 69899],
  ['AC', 69900, 69999],
  ['DF', 70000, 72799],
  ['GO', 72800, 72999],
  ['DF', 73000, 73699],
  ['GO', 73700, 76799],
  ['RO', 76800, 76999],
  ['TO', 77000, 77999],
  ['MT', 78000, 78899],
  ['RO', 78900, 78999],
  ['MS', 79000, 79999],
  ['PR', 80000, 87999],
  ['SC', 88000, 89999],
  ['RS', 90000, 99999],
];

/** The state whose CEP range holds this CEP (masked or not); null when no state's does. */
export function stateOfCep(cep: string): StateSigla | null {
  const digits = normalizeCep(cep);
  if (!/^\d{8}$/.test(digits)) return null;
  const prefix = Number(digits.slice(0, 5));
  const range = STATE_CEP_PREFIX_RANGES.find(
    ([, first, last]) => prefix >= first && prefix <= last,
  );
  return range ? range[0] : null;
}

export const REGIONS = ['norte', 'nordeste', 'centro-oeste', 'sudeste', 'sul'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
  norte: 'Norte',
  nordeste: 'Nordeste',
  'centro-oeste': 'Centro-Oeste',
  sudeste: 'Sudeste',
  sul: 'Sul',
};

const REGION_OF_STATE: Record<StateSigla, Region> = {
  AC: 'norte',
  AP: 'norte',
  AM: 'norte',
  PA: 'norte',
  RO: 'norte',
  RR: 'norte',
  TO: 'norte',
  AL: 'nordeste',
  BA: 'nordeste',
  CE: 'nordeste',
  MA: 'nordeste',
  PB: 'nordeste',
  PE: 'nordeste',
  PI: 'nordeste',
  RN: 'nordeste',
  SE: 'nordeste',
  DF: 'centro-oeste',
  GO: 'centro-oeste',
  MT: 'centro-oeste',
  MS: 'centro-oeste',
  ES: 'sudeste',
  MG: 'sudeste',
  RJ: 'sudeste',
  SP: 'sudeste',
  PR: 'sul',
  RS: 'sul',
  SC: 'sul',
};

/** The IBGE macro-region of a state. */
export function regionOfState(state: StateSigla): Region {
  return REGION_OF_STATE[state];
}
