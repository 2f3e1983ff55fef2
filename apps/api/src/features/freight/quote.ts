import { stateOfCep } from '@vitrine/domain/cep-ranges';
import {
  freeShippingForCep,
  matchFreightRow,
  type FreeShippingRule,
  type FreightTableRow,
} from '@vitrine/domain/freight-table';
import { cartBillableWeightGrams, type PackageDimensions } from '@vitrine/domain/package-weight';
import { roundToCents } from '@vitrine/domain/round';

// A freight quote for a destination CEP: the store's own table, the carriers' services (Melhor
// Envio) and pickup at the store, each with a price and a delivery estimate, as the product
// page, the cart and the order all ask for it. Pure: the settings, the table and the carrier
// quoter come in, so the API's routes and the order's re-quote price the same way.

/** One line of what is shipped: a variation's measures (null: the store's default package). */
export type ShippedLine = {
  weightGrams: number | null;
  heightCm: number | null;
  widthCm: number | null;
  lengthCm: number | null;
  quantity: number;
  /** The unit's price, for the carrier's insurance value. */
  unitPriceCents: number;
};

/** A service a carrier platform quoted, before the store's markup and handling days. */
export type CarrierService = {
  serviceId: number;
  name: string;
  company: string;
  priceCents: number;
  daysMin: number;
  daysMax: number;
};

export type CarrierQuoteRequest = {
  fromCep: string;
  toCep: string;
  packages: ReadonlyArray<PackageDimensions & { quantity: number; unitPriceCents: number }>;
  services: readonly number[];
};

/** The carrier platform: its services, or a failure the quote survives (down, slow, refused). */
export type CarrierQuoter = (
  request: CarrierQuoteRequest,
) => Promise<{ ok: true; services: CarrierService[] } | { ok: false; reason: string }>;

export type FreightSetup = {
  originCep: string;
  defaultPackage: PackageDimensions;
  ownTable: readonly FreightTableRow[] | null;
  freeShipping: readonly FreeShippingRule[];
  pickup: { address: string; hours: string } | null;
  /**
   * The store's flat fee, for a store whose freight delivers nothing else yet (no table, no
   * carrier): one "Entrega padrão" at that fee, free from its threshold, with no estimate.
   */
  flatFee: { priceCents: number; freeFromCents: number | null } | null;
  carrier: {
    quote: CarrierQuoter;
    services: readonly number[];
    markupPercent: number;
    markupCents: number;
    extraDays: number;
  } | null;
};

export type FreightOption = {
  /** Stable within a quote and again at order time: 'tabela', 'retirada', 'me-{service id}'. */
  id: string;
  kind: 'table' | 'carrier' | 'pickup' | 'flat';
  name: string;
  carrier: string | null;
  priceCents: number;
  /**
   * Business days; both 0 for pickup (ready when the store says, see `pickup`), both null for
   * the flat fee, which promises no estimate.
   */
  daysMin: number | null;
  daysMax: number | null;
  /** Shipping the store gives away under its free-shipping rule (priceCents is then 0). */
  free: boolean;
};

export type FreeShippingState = { free: true } | { free: false; missingCents: number } | null;

export type FreightQuote =
  | {
      ok: true;
      options: FreightOption[];
      /** The store's free-shipping rule for this CEP: reached, or how much is missing. */
      freeShipping: FreeShippingState;
      /** Whether the carrier platform failed and the quote stands on the table alone. */
      carrierUnavailable: boolean;
      pickup: { address: string; hours: string } | null;
    }
  | { ok: false; code: 'cep_not_found' | 'freight_unavailable' | 'no_service'; message: string };

export const FREIGHT_MESSAGES = {
  cep_not_found: 'CEP não encontrado.',
  freight_unavailable: 'Não foi possível calcular o frete agora. Tente novamente em instantes.',
  no_service: 'Não entregamos neste CEP.',
} as const;

const withDefaults = (line: ShippedLine, fallback: PackageDimensions): PackageDimensions => ({
  weightGrams: line.weightGrams ?? fallback.weightGrams,
  heightCm: line.heightCm ?? fallback.heightCm,
  widthCm: line.widthCm ?? fallback.widthCm,
  lengthCm: line.lengthCm ?? fallback.lengthCm,
});

/**
 * Every option for shipping `lines` to `cep`, cheapest first (pickup last). The free-shipping
 * rule, when reached, makes the cheapest delivery option free — the others keep their price, so
 * a shopper may still pay for a faster one. A carrier failure falls back to the table; with
 * neither, the quote says so and the order is never placed without a freight price.
 */
export async function quoteFreight(
  setup: FreightSetup,
  request: { cep: string; lines: readonly ShippedLine[]; goodsCents: number },
): Promise<FreightQuote> {
  if (stateOfCep(request.cep) === null) {
    return { ok: false, code: 'cep_not_found', message: FREIGHT_MESSAGES.cep_not_found };
  }
  const parcels = request.lines.map((line) => ({
    ...withDefaults(line, setup.defaultPackage),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  }));
  const options: FreightOption[] = [];

  if (setup.ownTable) {
    const weight = cartBillableWeightGrams(
      parcels.map((parcel) => ({ item: parcel, quantity: parcel.quantity })),
    );
    const row = matchFreightRow(setup.ownTable, request.cep, weight);
    if (row) {
      options.push({
        id: 'tabela',
        kind: 'table',
        name: 'Entrega da loja',
        carrier: null,
        priceCents: row.priceCents,
        daysMin: row.days,
        daysMax: row.days,
        free: false,
      });
    }
  }

  let carrierUnavailable = false;
  if (setup.carrier && setup.originCep !== '') {
    const { carrier } = setup;
    const answer = await carrier.quote({
      fromCep: setup.originCep,
      toCep: request.cep,
      packages: parcels,
      services: carrier.services,
    });
    if (!answer.ok) carrierUnavailable = true;
    else {
      for (const service of answer.services) {
        if (!carrier.services.includes(service.serviceId)) continue;
        const marked = service.priceCents * (1 + carrier.markupPercent / 100);
        options.push({
          id: `me-${service.serviceId}`,
          kind: 'carrier',
          name: service.name,
          carrier: service.company,
          priceCents: roundToCents(marked / 100) + carrier.markupCents,
          daysMin: service.daysMin + carrier.extraDays,
          daysMax: service.daysMax + carrier.extraDays,
          free: false,
        });
      }
    }
  }

  const flat = !setup.ownTable && !setup.carrier ? setup.flatFee : null;
  if (flat) {
    const free = flat.freeFromCents !== null && request.goodsCents >= flat.freeFromCents;
    options.push({
      id: 'padrao',
      kind: 'flat',
      name: 'Entrega padrão',
      carrier: null,
      priceCents: free ? 0 : flat.priceCents,
      daysMin: null,
      daysMax: null,
      free,
    });
  }

  options.sort((a, b) => a.priceCents - b.priceCents || (a.daysMax ?? 0) - (b.daysMax ?? 0));
  const freeShipping = flat
    ? flatFreeShipping(flat, request.goodsCents)
    : freeShippingForCep(setup.freeShipping, request.cep, request.goodsCents);
  if (freeShipping?.free && options[0]) {
    options[0] = { ...options[0], priceCents: 0, free: true };
  }
  if (setup.pickup) {
    options.push({
      id: 'retirada',
      kind: 'pickup',
      name: 'Retirar na loja',
      carrier: null,
      priceCents: 0,
      daysMin: 0,
      daysMax: 0,
      free: true,
    });
  }
  if (options.length === 0) {
    const code = carrierUnavailable ? 'freight_unavailable' : 'no_service';
    return { ok: false, code, message: FREIGHT_MESSAGES[code] };
  }
  return { ok: true, options, freeShipping, carrierUnavailable, pickup: setup.pickup };
}

/** The flat fee's free-shipping threshold, said the way the table's rules are. */
function flatFreeShipping(
  flat: NonNullable<FreightSetup['flatFee']>,
  goodsCents: number,
): FreeShippingState {
  if (flat.freeFromCents === null || flat.priceCents === 0) return null;
  return goodsCents >= flat.freeFromCents
    ? { free: true }
    : { free: false, missingCents: flat.freeFromCents - goodsCents };
}

/** A variation's measures and price, as a line of what is shipped. */
export function shippedLineOf(
  variation: {
    weightGrams: number | null;
    heightCm: number | null;
    widthCm: number | null;
    lengthCm: number | null;
    priceCents: number;
  },
  quantity: number,
): ShippedLine {
  const { weightGrams, heightCm, widthCm, lengthCm, priceCents } = variation;
  return { weightGrams, heightCm, widthCm, lengthCm, quantity, unitPriceCents: priceCents };
}
