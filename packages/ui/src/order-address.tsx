import type { Order } from '@vitrine/contract/orders';
import { freightDescription } from '@vitrine/contract/order-sums';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';

type DeliveryAddress = NonNullable<Order['address']>;

/**
 * Where an order goes, as a Brazilian label reads: recipient; street, number – complement;
 * neighbourhood, city – state; CEP. The shopper's order page and the seller's sale show it so.
 */
export function OrderAddress({ address }: { address: DeliveryAddress }) {
  return (
    <address>
      {address.recipient}
      <br />
      {address.street}, {address.number}
      {address.complement ? ` – ${address.complement}` : ''}
      <br />
      {address.neighborhood}, {address.city} – {address.state}
      <br />
      CEP {applyMask(address.zip_code, CEP_MASK)}
    </address>
  );
}

/**
 * How the order travels, as it was chosen and quoted: 'Entrega: SEDEX (Correios), até 3 dias
 * úteis', 'Entrega: Retirar na loja'. Orders from before freight by CEP have none.
 */
export function OrderFreightLine({ freight }: { freight: Order['freight'] }) {
  if (!freight) return null;
  return <p className="order-freight">Entrega: {freightDescription(freight)}</p>;
}
