// The carriers a Brazilian seller ships with, and where a shopper follows a parcel of each.
// The tracking pages are the carriers' own public ones. Most open on the code itself; Azul
// Cargo Express and Total Express have no public address per code (Azul's page posts a form,
// Total's asks for the recipient's CPF or the order), so their link opens the tracking page
// and the shopper types the code shown beside it. "Outra transportadora" has no page: its code
// is shown as text.

export const CARRIER_SLUGS = [
  'correios',
  'jadlog',
  'loggi',
  'jt_express',
  'azul_cargo',
  'total_express',
  'outra',
] as const;
export type CarrierSlug = (typeof CARRIER_SLUGS)[number];

export type Carrier = {
  slug: CarrierSlug;
  /** As people read it (pt-BR). */
  name: string;
  /** "rastrear {where}": the preposition each name takes ("nos Correios", "na Jadlog"). */
  where: string;
  /** The public tracking page, `{code}` standing for the tracking code; null: none. */
  trackingPage: string | null;
};

export const CARRIERS: Readonly<Record<CarrierSlug, Carrier>> = {
  correios: {
    slug: 'correios',
    name: 'Correios',
    where: 'nos Correios',
    trackingPage: 'https://rastreamento.correios.com.br/app/index.php?objetos={code}',
  },
  jadlog: {
    slug: 'jadlog',
    name: 'Jadlog',
    where: 'na Jadlog',
    trackingPage: 'https://www.jadlog.com.br/jadlog/tracking?cte={code}',
  },
  loggi: {
    slug: 'loggi',
    name: 'Loggi',
    where: 'na Loggi',
    trackingPage: 'https://www.loggi.com/rastreador/{code}',
  },
  jt_express: {
    slug: 'jt_express',
    name: 'J&T Express',
    where: 'na J&T Express',
    trackingPage: 'https://www.jtexpress.com.br/trajectoryQuery?waybillNo={code}',
  },
  azul_cargo: {
    slug: 'azul_cargo',
    name: 'Azul Cargo Express',
    where: 'na Azul Cargo Express',
    trackingPage: 'https://www.azulcargoexpress.com.br/Rastreio/Rastreio',
  },
  total_express: {
    slug: 'total_express',
    name: 'Total Express',
    where: 'na Total Express',
    trackingPage: 'https://tracking.totalexpress.com.br/tracking/0',
  },
  outra: { slug: 'outra', name: 'Outra transportadora', where: '', trackingPage: null },
};

/** The carriers in the order a seller picks from (the usual ones first, "Outra" last). */
export const CARRIER_LIST: readonly Carrier[] = CARRIER_SLUGS.map((slug) => CARRIERS[slug]);

export function isCarrierSlug(value: string): value is CarrierSlug {
  return (CARRIER_SLUGS as readonly string[]).includes(value);
}

/** The carrier's page for a (normalised) tracking code, or null where it has none. */
export function trackingUrl(carrier: CarrierSlug, code: string): string | null {
  const page = CARRIERS[carrier].trackingPage;
  return page === null ? null : page.replace('{code}', encodeURIComponent(code));
}

/** Lower case, no accents, letters and digits only: "J&T Express" → "jtexpress". */
function squeezed(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** How a freight platform may spell each carrier (Melhor Envio's `company.name` first). */
const NAME_STARTS: readonly (readonly [string, CarrierSlug])[] = [
  ['correios', 'correios'],
  ['jadlog', 'jadlog'],
  ['loggi', 'loggi'],
  ['jtexpress', 'jt_express'],
  ['jt', 'jt_express'],
  ['azul', 'azul_cargo'],
  ['totalexpress', 'total_express'],
];

/**
 * The slug of a carrier as a freight quote names it ('Correios', 'Jadlog', 'Loggi', 'J&T
 * Express', 'Azul Cargo Express'), to preselect it when the sale ships. Another carrier's name
 * is "outra"; no name (a freight without carrier) is null.
 */
export function carrierSlugOf(name: string | null | undefined): CarrierSlug | null {
  const key = squeezed(name ?? '');
  if (key === '') return null;
  return NAME_STARTS.find(([start]) => key.startsWith(start))?.[1] ?? 'outra';
}
