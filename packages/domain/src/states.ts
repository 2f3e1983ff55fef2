// Brazil's 26 states and the Federal District, each with every IBGE municipality, for address
// forms. The ~5,571 names live in states-data.generated.ts (regenerate with
// `pnpm --filter @vitrine/domain generate:states`) as a plain literal: a bundle that never reads
// BRAZILIAN_STATES drops them, and tree-shaking.test.ts keeps it that way. STATE_SIGLAS is a
// separate literal so validating a UF never drags the municipality list in.
import { BRAZILIAN_STATES } from './states-data.generated.ts';

export { BRAZILIAN_STATES };

export const STATE_SIGLAS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type StateSigla = (typeof STATE_SIGLAS)[number];

/** A federative unit; `cidades` sorted by pt-BR collation, as BRAZILIAN_STATES is by `nome`. */
export type BrazilianState = {
  sigla: StateSigla;
  nome: string;
  cidades: string[];
};

/** The state with this sigla, in any case ('sp', 'Sp', 'SP'); undefined for anything else. */
export function findState(sigla: string): BrazilianState | undefined {
  const wanted = sigla.toUpperCase();
  return BRAZILIAN_STATES.find((state) => state.sigla === wanted);
}
