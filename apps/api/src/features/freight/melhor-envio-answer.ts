import { z } from 'zod';
import type { QuoteResult, QuotedService, RefusedService } from './melhor-envio-types.ts';

// What Melhor Envio answers to POST /api/v2/me/shipment/calculate, read defensively: only the
// fields the store uses are required, unknown ones are dropped, and nothing is trusted before
// it parses (a price that is not money or a negative day count makes the whole answer invalid).

/** '12.68' or 12.68; never negative, at most cents (the answer's money is in reais). */
const money = z.union([z.string().regex(/^\d+(\.\d{1,2})?$/), z.number().nonnegative().finite()]);
const days = z.number().int().nonnegative();
const range = z.object({ min: days, max: days }).refine((r) => r.min <= r.max);

const company = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  picture: z.string().optional(),
});

const serviceHead = { id: z.number().int().positive(), name: z.string().min(1) };

/** A service that does not carry this package: the answer's `error` says why. */
const refusedService = z.object({
  ...serviceHead,
  company: company.optional(),
  error: z.string().min(1),
});

/** A service with a price: `custom_*` are the account's own adjustments and win when present. */
const pricedService = z
  .object({
    ...serviceHead,
    company,
    error: z.literal('').or(z.null()).optional(),
    price: money,
    custom_price: money.optional(),
    currency: z.string().optional(),
    delivery_time: days.optional(),
    delivery_range: range.optional(),
    custom_delivery_time: days.optional(),
    custom_delivery_range: range.optional(),
  })
  .refine(
    (s) =>
      [s.custom_delivery_range, s.delivery_range, s.custom_delivery_time, s.delivery_time].some(
        (estimate) => estimate !== undefined,
      ),
    { message: 'a priced service without a delivery estimate' },
  );

const service = z.union([refusedService, pricedService]);

/**
 * The answer is a list of services. An answer of one object (integrations report it when a
 * single service id is asked) is read as a list of one.
 */
export const calculateAnswerSchema = z.union([z.array(service), service.transform((one) => [one])]);

type CalculateAnswer = z.infer<typeof calculateAnswerSchema>;
type PricedServiceAnswer = z.infer<typeof pricedService>;

/** Reais as the answer writes them ('12.68', 12.68) → integer cents, without float drift. */
function toCents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const [reais = '0', fraction = ''] = value.split('.');
  return Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The delivery estimate in business days: the account's custom range first. */
function daysOf(s: PricedServiceAnswer): { min: number; max: number } {
  const chosen = s.custom_delivery_range ?? s.delivery_range;
  if (chosen) return { min: chosen.min, max: chosen.max };
  const time = s.custom_delivery_time ?? s.delivery_time ?? 0;
  return { min: time, max: time };
}

/** The parsed answer as the store reads it: priced services and refused ones apart. */
export function readServices(answer: CalculateAnswer): QuoteResult {
  const services: QuotedService[] = [];
  const refused: RefusedService[] = [];
  for (const entry of answer) {
    if ('price' in entry) {
      const { id, name, picture } = entry.company;
      services.push({
        id: entry.id,
        name: entry.name,
        company: { id, name, picture: picture ?? null },
        priceCents: toCents(entry.custom_price ?? entry.price),
        days: daysOf(entry),
      });
    } else {
      const company = entry.company && { ...entry.company, picture: entry.company.picture ?? null };
      refused.push({
        id: entry.id,
        name: entry.name,
        company: company ?? null,
        error: entry.error,
      });
    }
  }
  return { ok: true, services, refused };
}
