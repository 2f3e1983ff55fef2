import type { FreightQuote } from '@vitrine/contract/freight';
import {
  freeShippingLine,
  freightDeadline,
  freightMessages as t,
  freightPrice,
} from './messages.ts';

/** A quote's options, cheapest first as the API sends them, with the free-shipping line. */
export function FreightOptions({ quote }: { quote: FreightQuote }) {
  const free = freeShippingLine(quote.free_shipping);
  return (
    <>
      {quote.carrier_unavailable && <p className="freight__note">{t.tableOnly}</p>}
      <ul className="freight__options" aria-label={t.options}>
        {quote.options.map((option) => {
          const deadline = freightDeadline(option);
          return (
            <li key={option.id} className="freight__option">
              <span className="freight__name">
                {option.name}
                {option.carrier && <span className="freight__carrier"> · {option.carrier}</span>}
              </span>
              <strong className="freight__price">{freightPrice(option)}</strong>
              {deadline && <span className="freight__deadline">{deadline}</span>}
              {option.kind === 'pickup' && quote.pickup && (
                <span className="freight__deadline">
                  {t.pickupAt(quote.pickup.address, quote.pickup.hours)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {free && <p className="freight__free">{free}</p>}
    </>
  );
}
