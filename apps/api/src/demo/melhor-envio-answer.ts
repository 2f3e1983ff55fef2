import { billableKg, NOT_SERVED, TARIFFS, tariffFor } from './melhor-envio-pricing.ts';
import type { CalculateBody } from './melhor-envio-request.ts';

const reais = (value: number) => value.toFixed(2);

/**
 * The 200 answer, shaped as Melhor Envio writes it: one entry per service asked (all when
 * `services` is absent), priced (`price`, `custom_price`, `discount`, `currency`,
 * `delivery_time`, `delivery_range`, the `custom_*` pair, `packages`, `additional_services`,
 * `company`) or refused (`error`). Money as strings with two decimals, like the platform.
 */
export function answerQuote(
  body: CalculateBody,
  account: { markupPercent: number; extraDays: number },
  origin: string,
) {
  const asked = body.services ? TARIFFS.filter((t) => body.services?.includes(t.id)) : TARIFFS;
  return asked.map((tariff) => {
    const company = { ...tariff.company, picture: `${origin}${tariff.company.picture}` };
    const quoted = tariffFor(tariff, body);
    if (!quoted) return { id: tariff.id, name: tariff.name, company, error: NOT_SERVED };
    const { price, range } = quoted;
    const custom = Math.round(price * (100 + account.markupPercent)) / 100;
    const customRange = { min: range.min + account.extraDays, max: range.max + account.extraDays };
    return {
      id: tariff.id,
      name: tariff.name,
      price: reais(price),
      custom_price: reais(custom),
      // What the counter would charge above the platform's price.
      discount: reais(price * 0.12),
      currency: 'R$',
      delivery_time: range.max,
      delivery_range: range,
      custom_delivery_time: customRange.max,
      custom_delivery_range: customRange,
      packages: [packageOf(body, price)],
      additional_services: {
        receipt: body.options?.receipt ?? false,
        own_hand: body.options?.own_hand ?? false,
        collect: false,
      },
      company,
    };
  });
}

/** Every product in one box: the widest footprint, the heights stacked. */
function packageOf(body: CalculateBody, price: number) {
  const { products } = body;
  return {
    price: reais(price),
    discount: reais(price * 0.12),
    format: 'box',
    weight: reais(billableKg(products)),
    insurance_value: reais(products.reduce((sum, p) => sum + p.insurance_value * p.quantity, 0)),
    dimensions: {
      height: products.reduce((sum, p) => sum + p.height * p.quantity, 0),
      width: Math.max(...products.map((p) => p.width)),
      length: Math.max(...products.map((p) => p.length)),
    },
    products: products.map((p) => ({ id: p.id ?? '', quantity: p.quantity })),
  };
}
