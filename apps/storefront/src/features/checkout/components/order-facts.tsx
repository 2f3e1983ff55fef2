import type { ReactNode } from 'react';

/** The few facts of an order a payment screen states (number, amount, due date…), as a list. */
export function OrderFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="order-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="order-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
