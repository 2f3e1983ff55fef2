import type { CalculateBody } from './melhor-envio-request.ts';

// The loopback's freight prices: made up, but shaped like a carrier's. They grow with the
// distance between the origin's and the destination's states (CEP ranges per state, each placed
// at its capital), with the billable weight (real or volumetric, whichever is larger), and with
// the declared value; the delivery range grows with the distance too. Deterministic, so tests
// and the demo see the same quote for the same package.

type Range = readonly [from: number, to: number];
type State = { uf: string; ranges: readonly Range[]; lat: number; lon: number };

/** The official CEP ranges per state (5-digit prefixes) and each capital's position. */
const STATES: readonly State[] = [
  { uf: 'SP', ranges: [[1000, 19999]], lat: -23.55, lon: -46.63 },
  { uf: 'RJ', ranges: [[20000, 28999]], lat: -22.91, lon: -43.2 },
  { uf: 'ES', ranges: [[29000, 29999]], lat: -20.32, lon: -40.34 },
  { uf: 'MG', ranges: [[30000, 39999]], lat: -19.92, lon: -43.94 },
  { uf: 'BA', ranges: [[40000, 48999]], lat: -12.97, lon: -38.5 },
  { uf: 'SE', ranges: [[49000, 49999]], lat: -10.91, lon: -37.07 },
  { uf: 'PE', ranges: [[50000, 56999]], lat: -8.05, lon: -34.88 },
  { uf: 'AL', ranges: [[57000, 57999]], lat: -9.67, lon: -35.74 },
  { uf: 'PB', ranges: [[58000, 58999]], lat: -7.12, lon: -34.86 },
  { uf: 'RN', ranges: [[59000, 59999]], lat: -5.79, lon: -35.21 },
  { uf: 'CE', ranges: [[60000, 63999]], lat: -3.73, lon: -38.52 },
  { uf: 'PI', ranges: [[64000, 64999]], lat: -5.09, lon: -42.8 },
  { uf: 'MA', ranges: [[65000, 65999]], lat: -2.53, lon: -44.3 },
  { uf: 'PA', ranges: [[66000, 68899]], lat: -1.46, lon: -48.5 },
  { uf: 'AP', ranges: [[68900, 68999]], lat: 0.03, lon: -51.07 },
  {
    uf: 'AM',
    ranges: [
      [69000, 69299],
      [69400, 69899],
    ],
    lat: -3.12,
    lon: -60.02,
  },
  { uf: 'RR', ranges: [[69300, 69399]], lat: 2.82, lon: -60.67 },
  { uf: 'AC', ranges: [[69900, 69999]], lat: -9.97, lon: -67.81 },
  {
    uf: 'DF',
    ranges: [
      [70000, 72799],
      [73000, 73699],
    ],
    lat: -15.79,
    lon: -47.88,
  },
  {
    uf: 'GO',
    ranges: [
      [72800, 72999],
      [73700, 76799],
    ],
    lat: -16.68,
    lon: -49.25,
  },
  { uf: 'RO', ranges: [[76800, 76999]], lat: -8.76, lon: -63.9 },
  { uf: 'TO', ranges: [[77000, 77999]], lat: -10.18, lon: -48.33 },
  { uf: 'MT', ranges: [[78000, 78899]], lat: -15.6, lon: -56.1 },
  { uf: 'MS', ranges: [[79000, 79999]], lat: -20.44, lon: -54.65 },
  { uf: 'PR', ranges: [[80000, 87999]], lat: -25.43, lon: -49.27 },
  { uf: 'SC', ranges: [[88000, 89999]], lat: -27.6, lon: -48.55 },
  { uf: 'RS', ranges: [[90000, 99999]], lat: -30.03, lon: -51.23 },
];

export function stateOf(cep: string): State | undefined {
  const prefix = Number(cep.slice(0, 5));
  return STATES.find((s) => s.ranges.some(([from, to]) => prefix >= from && prefix <= to));
}

/** Great-circle distance between two capitals, km. */
function distanceKm(a: State, b: State): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The carriers' cubage rule: L×W×H/6000 kg counts when larger than the real weight. */
export function billableKg(products: CalculateBody['products']): number {
  return products.reduce((total, p) => {
    const volumetric = (p.width * p.height * p.length) / 6000;
    return total + Math.max(p.weight, volumetric) * p.quantity;
  }, 0);
}

export const PICTURES = '/images/shipping-companies/';
export const COMPANIES = {
  correios: { id: 1, name: 'Correios', picture: `${PICTURES}correios.svg` },
  jadlog: { id: 2, name: 'Jadlog', picture: `${PICTURES}jadlog.svg` },
};

type Tariff = {
  id: number;
  name: string;
  company: (typeof COMPANIES)[keyof typeof COMPANIES];
  base: number;
  perKm: number;
  perKg: number;
  /** Days for the first 0 km, one more every `kmPerDay`, and the range's width. */
  days: { base: number; kmPerDay: number; spread: number };
  /** Destination states the service does not reach. */
  refuses?: readonly string[];
};

/** The services the loopback offers, with Melhor Envio's ids (shipment-sdk-php's list). */
export const TARIFFS: readonly Tariff[] = [
  {
    id: 1,
    name: 'PAC',
    company: COMPANIES.correios,
    base: 14.9,
    perKm: 0.006,
    perKg: 3.9,
    days: { base: 3, kmPerDay: 400, spread: 2 },
  },
  {
    id: 2,
    name: 'SEDEX',
    company: COMPANIES.correios,
    base: 21.9,
    perKm: 0.012,
    perKg: 6.5,
    days: { base: 1, kmPerDay: 900, spread: 1 },
  },
  {
    id: 3,
    name: '.Package',
    company: COMPANIES.jadlog,
    base: 16.5,
    perKm: 0.008,
    perKg: 4.6,
    days: { base: 2, kmPerDay: 600, spread: 2 },
    refuses: ['AM', 'RR', 'AC', 'AP'],
  },
];

export const NOT_SERVED = 'Transportadora não atende este trecho.';

/** Price in reais (before the account's markup) and delivery range of one service. */
export function tariffFor(tariff: Tariff, body: CalculateBody) {
  const from = stateOf(body.from.postal_code);
  const to = stateOf(body.to.postal_code);
  if (!from || !to || tariff.refuses?.includes(to.uf)) return null;
  const km = distanceKm(from, to);
  const declared = body.products.reduce((sum, p) => sum + p.insurance_value * p.quantity, 0);
  const extras = (body.options?.receipt ? 7.5 : 0) + (body.options?.own_hand ? 8.2 : 0);
  const price =
    tariff.base +
    tariff.perKm * km +
    tariff.perKg * billableKg(body.products) +
    0.005 * declared +
    extras;
  const min = tariff.days.base + Math.floor(km / tariff.days.kmPerDay);
  return { price: Math.round(price * 100) / 100, range: { min, max: min + tariff.days.spread } };
}
